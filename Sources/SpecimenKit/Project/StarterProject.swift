import Foundation
import SpecimenTokens
import SpecimenYAML

/// The small project `specimen init` writes: enough to see every part of a site working.
public enum StarterProject {
    /// Files of the starter project by path.
    static let files: [(path: String, text: String)] = [
        (".gitignore", "public/\n.specimen-cache/\n"),
        ("content/index.md", """
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

        """),
        ("content/guides/index.md", """
        ---
        title: Guides
        description: Patterns for feedback, states and messages.
        ---

        The guides in this section, in the order the sidebar shows them:

        - [Error messages](error-messages.md): what to say when something fails.

        """),
        ("content/guides/error-messages.md", """
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

        """),
    ]

    /// Writes the starter project into `folder` and returns the paths written; with `tokens`, the
    /// design tokens there are copied into `content/tokens/` and a starter `contrast.yml` checks them.
    ///
    /// Refuses, with a diagnostic, to touch a folder that already has a content/ folder.
    public static func write(to folder: URL, tokens: URL? = nil) throws(DiagnosticError) -> [String] {
        let content = folder.appending(path: "content")
        if FileManager.default.fileExists(atPath: content.path) {
            throw DiagnosticError([.error(
                "init-exists", at: nil, "\(content.path) already exists",
                reason: "`specimen init` creates a new project and never overwrites guides.",
                fix: "Choose an empty folder, or build the existing project with `specimen build \(folder.path)`."
            )])
        }
        var written: [String] = []
        for file in files {
            let url = folder.appending(path: file.path)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url)
            } catch {
                throw DiagnosticError([.error(
                    "init-write", at: nil, "\(url.path) could not be written",
                    reason: error.localizedDescription, fix: "Check that the folder is writable."
                )])
            }
            written.append(file.path)
        }
        if let tokens {
            let project = Project(root: folder)
            written += try StarterTokens.copy(from: tokens, into: project.tokensDirectory, project: folder)
            let (model, _) = TokenLoader.load(folder: project.tokensDirectory, displayPrefix: "content/tokens")
            let contrast = project.contrastFile
            do {
                try Data(StarterTokens.contrastFile(for: model).utf8).write(to: contrast)
            } catch {
                throw DiagnosticError([.error("init-write", at: nil, "\(contrast.path) could not be written",
                                              reason: error.localizedDescription, fix: "Check that the folder is writable.")])
            }
            written.append("content/contrast.yml")
        }
        return written
    }
}
