import CFuzzDriver
import Foundation

@testable import SpecimenKit

let renderer: PageRenderer = {
    let root = ProcessInfo.processInfo.environment["SPECIMEN_REPO"] ?? FileManager.default.currentDirectoryPath
    let design = DesignSystem.load(Project(root: URL(fileURLWithPath: root)))
    let urls = SiteURLs(base: "/")
    return PageRenderer(urls: urls, components: design.componentBlock(urls: urls), colourLint: LiteralColorLint(tokens: design.tokens))
}()

/// A whole guide, front matter included, rendered as a page of the example site.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    var page = Page.generated(at: "patterns/fuzz.md", markdown: text)
    page.isGenerated = false
    _ = renderer.render(page)
    return 0
}

/// The entry SwiftPM gives this executable; libFuzzer takes it from here.
@_cdecl("FuzzPage_main")
func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { fuzz($0, $1) }
}
