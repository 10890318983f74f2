import Foundation
import SpecimenTokens

/// `specimen init DIR --tokens PATH`: a new project on a design system's existing token export.
///
/// The export (a folder, a `*.resolver.json`, or one token file) is copied into `content/tokens/`;
/// without a resolver, the `*.json` files are renamed `*.tokens.json` in the folder itself, the
/// names and place Specimen reads. A
/// starter `contrast.yml` then checks every text colour on every background with two patterns,
/// found from the colour groups' names.
enum StarterTokens {
    /// Copies the tokens at `source` into `tokensFolder`; returns the files written, relative to `project`.
    static func copy(from source: URL, into tokensFolder: URL, project: URL) throws(DiagnosticError) -> [String] {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: source.path, isDirectory: &isDirectory) else {
            throw DiagnosticError([.error(
                "init-tokens", at: nil, "\(source.path) does not exist",
                reason: "`--tokens` names the design tokens to start from: a folder of token files, a `*.resolver.json`, or one token file.",
                fix: "Check the path."
            )])
        }
        // A resolver's references are relative to its folder, so the whole folder comes along.
        let folder = isDirectory.boolValue || source.lastPathComponent.hasSuffix(".resolver.json") ? (isDirectory.boolValue ? source : source.deletingLastPathComponent()) : nil
        var files: [(from: URL, relative: String)] = []
        if let folder {
            let base = folder.standardizedFileURL.path
            let enumerator = manager.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey, .isDirectoryKey])
            while let url = enumerator?.nextObject() as? URL {
                let name = url.lastPathComponent
                // Hidden folders and node_modules hold tools, not tokens.
                if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                    if name.hasPrefix(".") || name == "node_modules" { enumerator?.skipDescendants() }
                    continue
                }
                // Tokens Studio's `$themes.json` and `$metadata.json` describe its own sets, not tokens.
                guard name.hasSuffix(".json") || name == ModeChoice.fileName, !name.hasPrefix("."), !name.hasPrefix("$"),
                      (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
                let relative = String(url.standardizedFileURL.path.dropFirst(base.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
                files.append((url, relative))
            }
            files.sort { $0.relative < $1.relative }
        } else {
            files = [(source, source.lastPathComponent)]
        }
        let hasResolver = files.contains { $0.relative.hasSuffix(".resolver.json") }
        guard files.contains(where: { $0.relative.hasSuffix(".json") }) else {
            throw DiagnosticError([.error(
                "init-tokens", at: nil, "\(source.path) has no JSON token files",
                reason: "Token files are JSON in the Design Tokens Format (`*.tokens.json`), or a tool's export (`*.json`).",
                fix: "Point `--tokens` at the folder your design tool exports to."
            )])
        }
        var written: [String] = []
        for file in files {
            var relative = file.relative
            // Without a resolver Specimen reads the `*.tokens.json` files of the folder itself, so
            // `themes/light.json` becomes `themes-light.tokens.json`; a resolver's references keep their names.
            if !hasResolver, relative.hasSuffix(".json") {
                relative = relative.replacingOccurrences(of: "/", with: "-")
                if !relative.hasSuffix(".tokens.json") { relative = String(relative.dropLast(".json".count)) + ".tokens.json" }
            }
            let target = tokensFolder.appending(path: relative)
            do {
                try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try manager.copyItem(at: file.from, to: target)
            } catch {
                throw DiagnosticError([.error("init-write", at: nil, "\(target.path) could not be written",
                                              reason: error.localizedDescription, fix: "Check that the folder is writable.")])
            }
            written.append(String(target.standardizedFileURL.path.dropFirst(project.standardizedFileURL.path.count + 1)))
        }
        return written
    }

    /// A `contrast.yml` that checks the text colours on the backgrounds of `model` with patterns.
    static func contrastFile(for model: TokenModel) -> String {
        let colours = model.tokens(in: model.defaultMode).filter { $0.type == .color }.map(\.path)
        let foreground = group(of: colours, named: ["fgcolor", "fg", "foreground", "text", "content", "ink"])
        let background = group(of: colours, named: ["bgcolor", "bg", "background", "surface", "canvas", "page"])
        let header = """
        # Colour pairs this design system promises to keep readable. Each pair is checked in every
        # mode; `specimen build --strict` fails when one stops passing. A pattern such as
        # "{text.*}" checks every token it matches; `exclude:` takes tokens out of a pattern.
        # Usage: body 4.5:1, large 3:1, ui (icons, borders, focus rings) 3:1.

        """
        guard let foreground, let background else {
            return header + """
            # No colour group is named like text or backgrounds (fg, text, bg, surface…); list the pairs
            # your components use, for example:
            #   - text: "{\(colours.first ?? "color.text")}"
            #     background: "{\(colours.dropFirst().first ?? "color.background")}"
            #     usage: body
            pairs: []

            """
        }
        return header + """
        pairs:
          # Every text colour on every background. Some combinations are never used together:
          # list them under `exclude:`, or replace this pair with the ones your components use.
          - text: "{\(foreground).*}"
            background: "{\(background).*}"
            usage: body

        """
    }

    /// The group of colour tokens whose name is one of `names`, preferring the largest.
    private static func group(of paths: [String], named names: [String]) -> String? {
        var counts: [String: Int] = [:]
        for path in paths {
            let segments = path.split(separator: ".").map(String.init)
            for end in segments.indices.dropLast() where names.contains(segments[end].lowercased()) {
                counts[segments[...end].joined(separator: "."), default: 0] += 1
                break
            }
        }
        return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
    }
}
