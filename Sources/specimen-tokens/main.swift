import Foundation
import SpecimenTokens
import SpecimenYAML

// `specimen-tokens`: a package's design tokens as Swift source. The build-tool plugin
// (`SpecimenTokensPlugin`) runs it on every build, so it links only SpecimenTokens and
// builds in seconds, not the site engine.
//
//     specimen-tokens TOKENS-FOLDER OUTPUT.swift [--type-name NAME]
//
// Diagnostics go to standard error in the compiler's form (`file:line:column: error: …`),
// which SwiftPM and Xcode show at the token's line. Exit status 1 when the tokens cannot
// be loaded without errors; the output is then left as it was.

let usage = "usage: specimen-tokens TOKENS-FOLDER OUTPUT.swift [--type-name NAME]"
var positional: [String] = []
var typeName = "DesignTokens"
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--type-name":
        guard let name = arguments.popFirst(), TokenSwift.isTypeName(name) else {
            FileHandle.standardError.write(Data("error: --type-name needs a Swift type name, such as DesignTokens\n\(usage)\n".utf8))
            exit(2)
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
    FileHandle.standardError.write(Data("error: expected a tokens folder and an output file\n\(usage)\n".utf8))
    exit(2)
}
let folder = URL(fileURLWithPath: positional[0]).standardizedFileURL
let output = URL(fileURLWithPath: positional[1]).standardizedFileURL
let (text, diagnostics) = TokenExport.export(folder: folder, displayPrefix: folder.path, format: .swift, typeName: typeName)
let printer = DiagnosticPrinter(root: folder)
for diagnostic in diagnostics {
    FileHandle.standardError.write(Data((printer.format(diagnostic) + "\n\n").utf8))
}
guard let text else { exit(1) }
// Rewritten only when it changed, so an unchanged token file does not recompile the app.
if FileManager.default.contents(atPath: output.path) != Data(text.utf8) {
    do {
        try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: output, options: .atomic)
    } catch {
        FileHandle.standardError.write(Data("\(output.path): error: cannot write the generated tokens: \(error.localizedDescription)\n".utf8))
        exit(1)
    }
}
