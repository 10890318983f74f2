import CFuzzDriver
import Foundation
import SpecimenYAML

@testable import SpecimenKit
@testable import SpecimenTokens

/// The example's tokens, read once: the scan of each input is joined with them.
let tokens = TokenLoader.load(folder: URL(fileURLWithPath: "content/tokens"), displayPrefix: "content/tokens").0

/// A Swift file of an app: the swift-syntax scan for token uses and literals, joined with the example's tokens.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    let scan = SwiftFileScan.scan(text)
    let file = AppCode.File(
        path: "Sources/App/Fuzz.swift", module: "App", stamp: FileStamp(size: Int64(count), seconds: 0, nanoseconds: 0, inode: 0), scan: scan)
    _ = AppCodeReport(AppCode(setting: AppCodeSetting(), files: [file]), tokens: tokens)
    return 0
}

/// The entry SwiftPM gives this executable; libFuzzer takes it from here.
@_cdecl("FuzzSwiftScan_main")
func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { fuzz($0, $1) }
}
