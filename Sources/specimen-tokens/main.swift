import Foundation
import SpecimenDiagnostics
import SpecimenTokens
import SpecimenYAML

// `specimen-tokens`: a package's design tokens as Swift source. The build-tool plugin
// (`SpecimenTokensPlugin`) runs it on every build, so it links only SpecimenTokens and
// builds in seconds, not the site engine.
//
//     specimen-tokens TOKENS-FOLDER OUTPUT.swift [--type-name NAME]
//     specimen-tokens --version
//
// Diagnostics go to standard error in the compiler's form (`file:line:column: error: …`),
// which SwiftPM and Xcode show at the token's line. Exit status 1 when the tokens cannot
// be loaded without errors; the output is then left as it was.

let usage = "usage: specimen-tokens TOKENS-FOLDER OUTPUT.swift [--type-name NAME]"

/// Prints `diagnostic` as the compiler does (and as `specimen` does).
func report(_ diagnostic: Diagnostic, root: URL = URL(fileURLWithPath: ".")) {
    FileHandle.standardError.write(Data((DiagnosticPrinter(root: root).format(diagnostic) + "\n\n").utf8))
}

/// Prints `diagnostic` and exits with `status`.
func fail(_ diagnostic: Diagnostic, status: Int32) -> Never {
    report(diagnostic)
    exit(status)
}

var positional: [String] = []
var typeName = "DesignTokens"
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--version":
        print(SpecimenVersion.release)
        exit(0)
    case "--type-name":
        guard let name = arguments.popFirst(), TokenSwift.isTypeName(name) else {
            fail(
                .error(
                    .usage, at: nil, "--type-name needs a Swift type name", reason: "It names the enum that holds the tokens in the generated file.",
                    fix: "Give a name such as `DesignTokens` or `OrbitTokens`. \(usage)"), status: 2)
        }
        typeName = name
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        positional.append(argument)
    }
}
guard positional.count == 2 else {
    fail(
        .error(
            .usage, at: nil, "expected a tokens folder and an output file, got \(positional.count)",
            reason: "specimen-tokens reads one folder of token files and writes one Swift file.", fix: usage), status: 2)
}
let folder = URL(fileURLWithPath: positional[0]).standardizedFileURL
let output = URL(fileURLWithPath: positional[1]).standardizedFileURL
let (text, diagnostics) = TokenExport.export(folder: folder, displayPrefix: folder.path, format: .swift, typeName: typeName)
for diagnostic in diagnostics { report(diagnostic, root: folder) }
guard let text else { exit(1) }
// Rewritten only when it changed, so an unchanged token file does not recompile the app.
if FileManager.default.contents(atPath: output.path) != Data(text.utf8) {
    do {
        try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: output, options: .atomic)
    } catch {
        fail(
            .error(
                .tokensOutput, at: nil, "cannot write the generated tokens to \(output.path)", reason: error.localizedDescription,
                fix:
                    "Check that its folder can be written; the build-tool plugin writes into the package's build folder, so a full disk or a read-only checkout is the usual cause."
            ),
            status: 1)
    }
}
