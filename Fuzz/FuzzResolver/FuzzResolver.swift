import CFuzzDriver
import Foundation

@testable import SpecimenKit
@testable import SpecimenTokens
@testable import SpecimenYAML

let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appending(path: "specimen-fuzz-resolver-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}()

/// A resolver document and one token file it may reference as `a.tokens.json`, split at the first NUL.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let split = bytes.firstIndex(of: 0) ?? bytes.count
    try? Data(bytes[..<split]).write(to: folder.appending(path: "fuzz.resolver.json"))
    try? Data(bytes[min(split + 1, bytes.count)...]).write(to: folder.appending(path: "a.tokens.json"))
    let (model, _) = TokenLoader.load(folder: folder, displayPrefix: "content/tokens/")
    _ = TokenCSS.render(model)
    return 0
}

/// The entry SwiftPM gives this executable; libFuzzer takes it from here.
@_cdecl("FuzzResolver_main")
func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { fuzz($0, $1) }
}
