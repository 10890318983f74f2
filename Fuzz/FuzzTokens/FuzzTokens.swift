import CFuzzDriver
import Foundation

@testable import SpecimenKit
@testable import SpecimenTokens
@testable import SpecimenYAML

/// A folder of this process's own, where each input is written as a token file.
let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appending(path: "specimen-fuzz-tokens-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}()

/// A token file as a design tool might export it: loaded, resolved in every mode, exported.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let data = Data(bytes: start, count: count)
    try? data.write(to: folder.appending(path: "fuzz.tokens.json"))
    let (model, _) = TokenLoader.load(folder: folder, displayPrefix: "content/tokens/")
    _ = TokenCSS.render(model)
    _ = TokenJSON.render(model)
    return 0
}

/// The entry SwiftPM gives this executable; libFuzzer takes it from here.
@_cdecl("FuzzTokens_main")
func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { fuzz($0, $1) }
}
