import CFuzzDriver

@testable import SpecimenKit

let value: TemplateValue = [
    "title": "Retry", "flag": true, "count": 3, "empty": [],
    "items": [["name": "a", "url": "/a/"], ["name": "b", "children": [["name": "c"]]]],
]

/// A template parsed and, when it parses, rendered with itself as partial `p` (so recursion is tried).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    guard let template = try? Template(text) else { return 0 }
    var library = TemplateLibrary()
    library.register(template, named: "t")
    library.register(template, named: "p")
    _ = library.render("t", with: value)
    return 0
}

/// The entry SwiftPM gives this executable; libFuzzer takes it from here.
@_cdecl("FuzzTemplates_main")
func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { fuzz($0, $1) }
}
