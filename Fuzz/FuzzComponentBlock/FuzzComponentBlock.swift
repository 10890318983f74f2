import CFuzzDriver
import Foundation
import SpecimenDiagnostics

@testable import SpecimenKit
@testable import SpecimenTokens

/// The example site's design system (run from the repository root, or set SPECIMEN_REPO).
let block: ComponentBlock = {
    let root = ProcessInfo.processInfo.environment["SPECIMEN_REPO"] ?? FileManager.default.currentDirectoryPath
    return DesignSystem.load(Project(root: URL(fileURLWithPath: root))).componentBlock(urls: SiteURLs(base: "/"))
}()

/// A component block: the first line names the component, the rest is its YAML.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    let name = String(text.prefix { $0 != "\n" })
    let yaml = String(text.dropFirst(name.count + 1))
    let source = SourceText(path: "content/fuzz.md", text: "```component \(name)\n\(yaml)\n```\n")
    _ = block.render(name: name, yaml: yaml, fenceLine: 1, source: source)
    return 0
}

/// The entry SwiftPM gives this executable; libFuzzer takes it from here.
@_cdecl("FuzzComponentBlock_main")
func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { fuzz($0, $1) }
}
