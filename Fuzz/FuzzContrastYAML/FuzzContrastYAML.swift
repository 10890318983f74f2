import CFuzzDriver
import Foundation

@testable import SpecimenKit
@testable import SpecimenTokens

let tokens: TokenModel = {
    let root = ProcessInfo.processInfo.environment["SPECIMEN_REPO"] ?? FileManager.default.currentDirectoryPath
    return DesignSystem.load(Project(root: URL(fileURLWithPath: root))).tokens
}()

/// `content/contrast.yml`, checked against the example's tokens in every mode.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    let parsed = ContrastDeclarations.parse(text, path: "content/contrast.yml", tokens: tokens)
    _ = ContrastChecker.evaluate(parsed.declarations, tokens: tokens, page: parsed.page)
    _ = ContrastSurvey.measure(parsed.survey, tokens: tokens, page: ContrastChecker.pageToken(named: parsed.page, tokens: tokens))
    return 0
}

/// The entry SwiftPM gives this executable; libFuzzer takes it from here.
@_cdecl("FuzzContrastYAML_main")
func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { fuzz($0, $1) }
}
