import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// Where a site may be written: never over what it is built from. The output folder is replaced whole, so
/// `--output content`, `--output .` or `--output ..` would delete the guides, and a file at the output's path
/// would be lost; each is refused before anything is written.
enum OutputLocation {
    /// Why `project`'s output folder cannot be written, or `nil` when it can.
    static func problem(_ project: Project) -> Diagnostic? {
        let output = project.outputDirectory.resolvingSymlinksInPath().standardizedFileURL.path
        let root = project.root.resolvingSymlinksInPath().standardizedFileURL.path
        func holds(_ folder: String, _ path: String) -> Bool { path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") }
        // As `--output` was given, relative to the project: `public`, `.`, `../..`.
        let shown: String
        if holds(output, root) {
            let up = root.split(separator: "/").count - output.split(separator: "/").count
            shown = up == 0 ? "." : Array(repeating: "..", count: up).joined(separator: "/")
        } else {
            shown = project.displayPath(project.outputDirectory)
        }
        func refuse(
            _ message: String, _ reason: String, fix: String = "Pass `--output` a folder of its own, such as `public`, or leave `--output` out."
        ) -> Diagnostic {
            .error(.outputWrite, at: nil, message, reason: reason + " Nothing was written.", fix: fix)
        }
        if holds(output, root) {
            return refuse(
                "the output folder \(shown) holds the project",
                "The output folder is replaced whole by every build, so the guides in it would be deleted.")
        }
        for source in [project.contentDirectory, project.themeDirectory] {
            let folder = source.resolvingSymlinksInPath().standardizedFileURL.path
            if holds(folder, output) {
                return refuse(
                    "the output folder \(shown) is inside \(project.displayPath(source))/",
                    "The output folder is replaced whole by every build, and what is in \(project.displayPath(source))/ is what the site is built from."
                )
            }
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory), !isDirectory.boolValue {
            return refuse(
                "the output folder \(shown) is a file", "The site is a folder, and writing it there would replace the file.",
                fix: "Move or rename the file \(shown), or pass `--output` a folder of its own.")
        }
        return nil
    }
}
