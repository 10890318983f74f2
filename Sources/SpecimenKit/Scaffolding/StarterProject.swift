import Foundation
import SpecimenDiagnostics
import SpecimenTokens
import SpecimenYAML

/// The small project `specimen init` writes: enough to see every part of a site working.
public enum StarterProject {
    /// Files of the starter project by path.
    static let files: [(path: String, text: String)] = [
        (".gitignore", "public/\n.specimen-cache/\n"),
        (
            "content/index.md",
            """
            ---
            title: Our pattern library
            description: How our product talks to people when things go right, wrong, or nowhere yet.
            ---

            Welcome. Each guide here describes one pattern: when to use it, what it is made of,
            and how it behaves. Start with [error messages](guides/error-messages.md).

            ## How to add a guide

            1. Create a Markdown file under `content/`; folders become sections of the sidebar.
            2. Give it front matter with a `title` and a one-sentence `description`.
            3. Run `specimen serve` and watch the page update as you type.

            """
        ),
        (
            "content/guides/index.md",
            """
            ---
            title: Guides
            description: Patterns for feedback, states and messages.
            ---

            The guides in this section, in the order the sidebar shows them:

            - [Error messages](error-messages.md): what to say when something fails.

            """
        ),
        (
            "content/guides/error-messages.md",
            """
            ---
            title: Error messages
            description: Say what went wrong, why, and what to do next.
            order: 1
            ---

            An error message is a promise that the person can get back on track.

            ## Structure

            | Part | Example |
            |------|---------|
            | What went wrong | We couldn't save your changes. |
            | Why | The connection dropped. |
            | What to do next | Check your connection and try again. |

            ## Checklist

            - [ ] The message names what failed, in plain words.
            - [ ] It offers a way forward, such as **Try again**.
            - [ ] It never shows a code or a stack trace.

            Back to [the home page](../index.md#how-to-add-a-guide).

            """
        ),
    ]

    /// What the starter adds without `--tokens` (and without `--minimal`), so a first build shows what sets Specimen
    /// apart: the example's tokens in light and dark (embedded from content/tokens), a guide with two components, and
    /// a contrast table with one pair that fails on purpose, explained where it is declared.
    static let showcaseFiles: [(path: String, text: String)] = [
        (
            "content/contrast.yml",
            """
            # Colour pairs this design system promises to keep readable, beyond the ones the components
            # declare in theme/components/*.yml. Each is checked in light and dark; `specimen build
            # --strict` fails when one stops passing. Usage: body 4.5:1, large 3:1, ui (icons, borders,
            # focus rings) 3:1. See the "Colour contrast" page of the site.
            pairs:
              - text: "{color.text.primary}"
                background: "{color.surface.page}"
                usage: body
              - text: "{color.text.secondary}"
                background: "{color.surface.card}"
                usage: body

              # This pair fails on purpose, to show what a failure looks like: white text on the
              # warning fill is 2.15:1 in light mode and 1.67:1 in dark. The build says where, why, and the nearest
              # colour that passes. Warning fills carry color.text.onWarning (the next pair) instead:
              # delete this pair, or accept it with `allow-failure: "why"`, and the build is clean.
              - text: "{color.text.onAccent}"
                background: "{color.state.warning}"
                usage: body
              - text: "{color.text.onWarning}"
                background: "{color.state.warning}"
                usage: body

            """
        ),
        (
            "content/guides/form-errors.md",
            """
            ---
            title: Form errors
            description: Show a problem where it is, and say how to fix it.
            order: 2
            ---

            A problem with one value goes right under its field, and keeps what the person typed:

            ```component field-error
            id: email
            label: Email
            type: email
            value: sam@example
            error: Enter an email address like name@example.com.
            ```

            A problem with a whole item goes inside it, as a callout with a way forward:

            ```component callout
            tone: warning
            title: Missing photos
            message: This listing has 1 photo.
            description: Add at least 3 photos to publish.
            action: Add photos
            ```

            Both examples are drawn from the design tokens in `content/tokens/`, in light and dark:
            switch the theme at the top of the page. Their colour pairs are on the contrast page.

            """
        ),
    ]

    /// What `init` made, to tell the person who ran it.
    public struct Report: Sendable {
        /// The files written, relative to the project folder.
        public var written: [String]
        /// With `--tokens`: what was read of them.
        public var tokens: TokenSummary?
    }

    /// What `init --tokens` read of a design system's export and inferred from it.
    public struct TokenSummary: Sendable {
        /// The token files copied, or linked.
        public var files: Int
        /// Whether `content/tokens` is a link to the export rather than a copy.
        public var linked: Bool
        /// What says how the files make modes, as a phrase: `the resolver system.resolver.json`, `Tokens Studio's themes`.
        public var resolver: String?
        public var modes: [String]
        /// Distinct token paths, in any mode.
        public var tokenCount: Int
        public var colourCount: Int
        /// The starter pairs, by why they were chosen.
        public var pairs: [(why: String, count: Int)]
        public var pairCount: Int
        /// The page background the pairs and translucent backgrounds are measured on; `nil` for white, and black in
        /// dark modes, when no token qualifies.
        public var page: String?
        /// The candidate pairs the draft left out, and why.
        public var pairsLeftOut: [(why: String, count: Int)] = []
        /// The colours of a palette's survey (0 when the draft has pairs).
        public var surveyed = 0
        /// How many tokens the source has, and how many of them no mode publishes (see `TokenModel.leftOut`).
        public var sourceCount = 0
        public var leftOutCount = 0
        /// Token files in JavaScript, relative to the tokens folder: kept, and not read (Specimen runs no code).
        public var scriptFiles: [String] = []
        /// Files of the export that are a tool's configuration (`package.json`, `config.json`), relative to it: not copied.
        public var configurationFiles: [String] = []
        /// Problems reading the tokens; `specimen build` shows them.
        public var warnings: Int
        public var errors: Int
    }

    /// Writes the starter project into `folder`; with `tokens`, the design tokens there are copied into
    /// `content/tokens/` (or, with `link`, `content/tokens` is a link to their folder, read in place) and a starter
    /// `contrast.yml` checks the pairs their names suggest.
    ///
    /// All or nothing: everything is made in a hidden folder beside the project's files and moved into
    /// place at the end, so a failure (or Ctrl-C) leaves nothing that the next `init` would refuse.
    /// Refuses, with a diagnostic, to touch a folder that already has a content/ folder.
    /// Without `tokens`, the starter also has the example's tokens, a guide with two components and a contrast table
    /// (`showcaseFiles`), unless `minimal`.
    public static func write(to folder: URL, tokens: URL? = nil, link: Bool = false, minimal: Bool = false) throws(DiagnosticError) -> Report {
        let manager = FileManager.default
        let content = folder.appending(path: "content")
        if manager.fileExists(atPath: content.path) {
            throw DiagnosticError([
                .error(
                    .initExists, at: nil, "\(Project.shownPath(content)) already exists",
                    reason: "`specimen init` creates a new project and never overwrites guides.",
                    fix: "Choose an empty folder, or build the existing project with `specimen build \(folder.path)`."
                )
            ])
        }
        let createdFolder = !manager.fileExists(atPath: folder.path)
        let staging = folder.appending(path: ".specimen-init")
        func fail(_ diagnostics: [Diagnostic]) -> DiagnosticError {
            try? manager.removeItem(at: staging)
            if createdFolder { try? manager.removeItem(at: folder) }
            return DiagnosticError(diagnostics)
        }
        func writeError(_ url: URL, _ error: Error) -> DiagnosticError {
            fail([
                .error(
                    .initWrite, at: nil, "\(Project.shownPath(url)) could not be written", reason: error.localizedDescription,
                    fix: "Check that the folder is writable.")
            ])
        }
        // A staging folder left by an interrupted `init` is the only thing there that is Specimen's.
        try? manager.removeItem(at: staging)
        var written: [String] = []
        var starterFiles = files
        if tokens == nil && !minimal {
            let tokenFiles = embeddedFiles.sorted { $0.key < $1.key }.map { file in
                ("content/tokens/" + file.key, String(decoding: Data(base64Encoded: file.value) ?? Data(), as: UTF8.self))
            }
            // The guides' index lists the showcase's guide too, and the home page says what else is here.
            let added = [
                "content/guides/index.md": "- [Form errors](form-errors.md): a problem with one field, and with a whole item.\n",
                "content/index.md": """

                ## What else is here

                The design tokens in `content/tokens/` (light and dark) have their own pages, under
                Design tokens. [Form errors](guides/form-errors.md) draws two components from them, and
                the contrast table checks the colour pairs in both modes: one pair there fails on
                purpose, and `content/contrast.yml` says why and how to fix it.

                """,
            ]
            starterFiles = starterFiles.map { file in (file.path, file.text + (added[file.path] ?? "")) }
            starterFiles += showcaseFiles + tokenFiles
        }
        for file in starterFiles where file.path != ".gitignore" || !manager.fileExists(atPath: folder.appending(path: ".gitignore").path) {
            let url = staging.appending(path: file.path)
            do {
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url)
            } catch {
                throw writeError(url, error)
            }
            written.append(file.path)
        }
        var summary: TokenSummary?
        if let tokens {
            let project = Project(root: staging)
            let copied: [String]
            // Where the tokens are read from now: the copy, or (linked) the export itself, since the link is made for
            // where the project ends up, not for this staging folder.
            var tokensFolder = project.tokensDirectory
            do throws(DiagnosticError) {
                if link {
                    tokensFolder = try StarterTokens.link(to: tokens, at: project.tokensDirectory, projectFolder: folder)
                    copied = TokenFileNames.jsonFiles(in: tokensFolder).map { "content/tokens/" + $0 }
                    written.append("content/tokens")
                } else {
                    copied = try StarterTokens.copy(from: tokens, into: project.tokensDirectory, project: staging)
                    written += copied
                }
            } catch {
                throw fail(error.diagnostics)
            }
            let (model, problems) = TokenLoader.load(folder: tokensFolder, displayPrefix: "content/tokens")
            let exportFolder = tokens.resolvingSymlinksInPath()
            var isFolder: ObjCBool = false
            let configuration =
                FileManager.default.fileExists(atPath: exportFolder.path, isDirectory: &isFolder) && isFolder.boolValue
                ? TokenFileNames.files(in: exportFolder) { TokenFileNames.isToolConfiguration($0) } : []
            let starter = StarterTokens.contrastFile(for: model)
            let contrast = project.contrastFile
            do {
                try Data(starter.yaml.utf8).write(to: contrast)
            } catch {
                throw writeError(contrast, error)
            }
            written.append("content/contrast.yml")
            summary = TokenSummary(
                files: copied.filter {
                    [.tokens, .json].contains(TokenFileNames.kind(of: $0))
                        && !TokenFileNames.isToolConfiguration(String($0.split(separator: "/").last ?? ""))
                }.count,
                linked: link,
                resolver: copied.first { TokenFileNames.kind(of: $0) == .resolver }.map {
                    "the resolver " + String($0.split(separator: "/").last ?? "")
                }
                    ?? (copied.contains { TokenFileNames.kind(of: $0) == .tokensStudioThemes } ? "Tokens Studio's themes" : nil),
                modes: model.modes, tokenCount: model.paths.count,
                colourCount: model.tokens(in: model.defaultMode).filter { $0.type == .color }.count,
                pairs: starter.reasons, pairCount: starter.pairCount, page: starter.page,
                warnings: problems.filter { $0.severity == .warning }.count, errors: problems.filter { $0.severity == .error }.count
            )
            summary?.pairsLeftOut = starter.leftOut
            summary?.surveyed = starter.surveyed
            summary?.sourceCount = model.sourceCount
            summary?.leftOutCount = model.leftOutCount
            summary?.scriptFiles = TokenFileNames.files(in: tokensFolder) { TokenFileNames.isScriptTokenFile($0) }
            summary?.configurationFiles = configuration
        }
        // Everything is made: move it into place, content/ last, since its presence means "a project".
        do {
            let made = try manager.contentsOfDirectory(atPath: staging.path)
            for name in made.filter({ $0 != "content" }) + made.filter({ $0 == "content" }) {
                try manager.moveItem(at: staging.appending(path: name), to: folder.appending(path: name))
            }
            try manager.removeItem(at: staging)
        } catch {
            throw writeError(folder, error)
        }
        return Report(written: written, tokens: summary)
    }
}
