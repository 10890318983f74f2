import CFuzzDriver
import SpecimenDiagnostics

@testable import SpecimenKit
@testable import SpecimenTokens

/// A page's front matter, located in a page as a guide has it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let yaml = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    let source = SourceText(path: "content/fuzz.md", text: "---\n\(yaml)\n---\n# Page\n")
    _ = FrontMatter.split(source)
    _ = FrontMatter.parse(yaml, firstLine: 2, source: source)
    return 0
}

/// The entry SwiftPM gives this executable; libFuzzer takes it from here.
@_cdecl("FuzzFrontMatter_main")
func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { fuzz($0, $1) }
}
