import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// `specimen init DIR --tokens PATH`: a new project on a design system's existing token export.
///
/// The export (a folder, a `*.resolver.json`, or one token file) is copied into `content/tokens/` as it is,
/// every file at its path, so a diagnostic names a file the team has (Specimen reads a folder of `*.json` as a
/// tool wrote it, see `TokenFileNames.tokenFiles`). A
/// starter `contrast.yml` then checks every text colour on every background with two patterns,
/// found from the colour groups' names.
enum StarterTokens {
    /// Copies the tokens at `source` into `tokensFolder`; returns the files written, relative to `project`.
    static func copy(from given: URL, into tokensFolder: URL, project: URL) throws(DiagnosticError) -> [String] {
        let manager = FileManager.default
        // A symlinked export (a checkout elsewhere) is read where the link points.
        let source = given.resolvingSymlinksInPath()
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: source.path, isDirectory: &isDirectory) else {
            throw DiagnosticError([
                .error(
                    .initTokens, at: nil, "\(Project.shownPath(source)) does not exist",
                    reason: "`--tokens` names the design tokens to start from: a folder of token files, a `*.resolver.json`, or one token file.",
                    fix: "Check the path."
                )
            ])
        }
        // A resolver's references are relative to its folder, so the whole folder comes along.
        let folder =
            isDirectory.boolValue || TokenFileNames.kind(of: source.lastPathComponent) == .resolver
            ? (isDirectory.boolValue ? source : source.deletingLastPathComponent()) : nil
        var files: [(from: URL, relative: String)] = []
        if let folder {
            // Tokens Studio's `$themes.json` and `$metadata.json` come along, which say how its sets make modes; a Style
            // Dictionary project's `config.json` and `package.json` describe the build. Token files in JavaScript come
            // along too, so that the build names them where they are. A link to nothing has nothing to copy.
            let isStudio = { (name: String) in [.tokensStudioThemes, .tokensStudioMetadata].contains(TokenFileNames.kind(of: name)) }
            files = TokenFileNames.files(in: folder) { name in
                ((name.hasSuffix(".json") || name == ModeChoice.fileName) && (!name.hasPrefix("$") || isStudio(name))
                    && !TokenFileNames.isToolConfiguration(name)) || TokenFileNames.isScriptTokenFile(name)
            }.compactMap { relative in
                let url = folder.appending(path: relative)
                return (try? url.resolvingSymlinksInPath().resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true ? (url, relative) : nil
            }
        } else {
            files = [(source, source.lastPathComponent)]
        }
        // A Tokens Studio export is the folder that has its `$themes.json` or `$metadata.json`, wherever that is in
        // the repository: its sets are read from there, in their folders, by their names.
        let studioFolders = TokenFileNames.tokensStudioFolders(files.map(\.relative))
        // Two exports side by side (a brand each): which one is the team's to say, never a silent pick.
        if studioFolders.count > 1, !studioFolders.contains("") { throw Self.severalExports(studioFolders, in: source, verb: "copy") }
        let studioRoot = studioFolders.min { $0.count < $1.count }.map { $0.isEmpty ? "" : $0 + "/" }
        if let studioRoot {
            files = files.filter { $0.relative.hasPrefix(studioRoot) }.map { ($0.from, String($0.relative.dropFirst(studioRoot.count))) }
        }
        guard files.contains(where: { $0.relative.hasSuffix(".json") }) else {
            throw DiagnosticError([
                .error(
                    .initTokens, at: nil, "\(Project.shownPath(source)) has no JSON token files",
                    reason: "Token files are JSON in the Design Tokens Format (`*.tokens.json`), or a tool's export (`*.json`).",
                    fix: "Point `--tokens` at the folder your design tool exports to."
                )
            ])
        }
        var written: [String] = []
        for file in files {
            let target = tokensFolder.appending(path: file.relative)
            do {
                try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                // The file's bytes, not a copy of a link to it.
                try Data(contentsOf: file.from.resolvingSymlinksInPath()).write(to: target)
            } catch {
                throw DiagnosticError([
                    .error(
                        .initWrite, at: nil, "\(Project.shownPath(target)) could not be written",
                        reason: error.localizedDescription, fix: "Check that the folder is writable.")
                ])
            }
            written.append(String(target.standardizedFileURL.path.dropFirst(project.standardizedFileURL.path.count + 1)))
        }
        return written
    }

    /// The refusal of a folder that holds several Tokens Studio exports (`folders`, relative to `source`), whose fix
    /// names one of them, never the folder just given.
    static func severalExports(_ folders: Set<String>, in source: URL, verb: String) -> DiagnosticError {
        let sorted = folders.sorted()
        let listed = sorted.map { "`\($0.isEmpty ? "." : $0)/`" }.joined(separator: ", ")
        return DiagnosticError([
            .error(
                .initTokens, at: nil, "\(Project.shownPath(source)) holds \(folders.count) Tokens Studio exports: \(listed)",
                reason: "A project reads one export; which one is for the team to say.",
                fix: "Pass the folder of the one to \(verb), such as `--tokens \(Project.shownPath(source.appending(path: sorted[0])))`."
            )
        ])
    }

    /// `init --tokens PATH --link`: `content/tokens` of the project at `projectFolder` becomes a relative link to the
    /// export's folder (a folder, or a resolver's), written as `link` in the staging folder. Returns the export's folder,
    /// which the site then reads in place (see `TokenFileNames.tokenFiles`).
    static func link(to given: URL, at link: URL, projectFolder: URL) throws(DiagnosticError) -> URL {
        let source = given.resolvingSymlinksInPath().standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: source.path, isDirectory: &isDirectory) else {
            throw DiagnosticError([
                .error(
                    .initTokens, at: nil, "\(Project.shownPath(source)) does not exist",
                    reason: "`--tokens` names the design tokens to start from: a folder of token files, a `*.resolver.json`, or one token file.",
                    fix: "Check the path."
                )
            ])
        }
        let isResolver = TokenFileNames.kind(of: source.lastPathComponent) == .resolver
        guard isDirectory.boolValue || isResolver else {
            throw DiagnosticError([
                .error(
                    .initTokens, at: nil, "`--link` needs a folder, and \(Project.shownPath(source)) is one file",
                    reason: "`content/tokens` is linked to the folder the tokens are kept in, and this file's folder may hold other JSON files.",
                    fix: "Pass the folder that holds the token files (keep them in a folder of their own), or leave out `--link` to copy the file."
                )
            ])
        }
        var folder = isDirectory.boolValue ? source : source.deletingLastPathComponent()
        // The project's own path as the file system has it (a folder above may be a link, as `/tmp` is on macOS), from
        // the nearest folder of it that exists: the project may not exist yet.
        var existing = projectFolder.standardizedFileURL, rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.pathComponents.count > 1 {
            rest.insert(existing.lastPathComponent, at: 0)
            existing = existing.deletingLastPathComponent()
        }
        let project = rest.reduce(existing.resolvingSymlinksInPath()) { $0.appending(path: $1) }.standardizedFileURL
        guard !(project.path + "/").hasPrefix(folder.path + "/") else {
            throw DiagnosticError([
                .error(
                    .initTokens, at: nil, "`--link` would link the tokens to \(Project.shownPath(folder)), which holds the project itself",
                    reason: "Every JSON file below the linked folder is read as tokens, and the project's own output would be among them.",
                    fix: "Pass the folder the token files are in (such as `tokens/`), beside the docs rather than above them."
                )
            ])
        }
        let files = TokenFileNames.jsonFiles(in: folder)
        // A Tokens Studio export is the folder with its `$themes.json` or `$metadata.json`: linked there when it is
        // below the folder given, and the only one.
        let studioFolders = TokenFileNames.tokensStudioFolders(files)
        if studioFolders.count > 1 {
            throw Self.severalExports(studioFolders, in: source, verb: "link")
        } else if studioFolders.count == 1, let studio = studioFolders.first, !studio.isEmpty {
            folder = folder.appending(path: studio)
        } else if studioFolders.isEmpty, !isResolver, !files.contains(where: { TokenFileNames.kind(of: $0) == .resolver }),
            TokenFileNames.tokenFiles(in: folder, orJSON: true).isEmpty
        {
            throw DiagnosticError([
                .error(
                    .initTokens, at: nil, "\(Project.shownPath(source)) has no JSON token files",
                    reason: "Token files are JSON in the Design Tokens Format (`*.tokens.json`), or a tool's export (`*.json`).",
                    fix: "Point `--tokens` at the folder your design tool exports to."
                )
            ])
        }
        // Relative, so the link holds in every clone of the repository; from where content/ ends up, not the staging folder.
        let relative = Project(root: project.appending(path: "content")).displayPath(folder, climbing: true)
        do {
            try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: relative.isEmpty ? "." : relative)
        } catch {
            throw DiagnosticError([
                .error(
                    .initWrite, at: nil, "\(Project.shownPath(link)) could not be written",
                    reason: error.localizedDescription, fix: "Check that the folder is writable.")
            ])
        }
        return folder
    }

    /// The starter `contrast.yml` and what went into it, for `init` to say.
    struct StarterPairs {
        var yaml: String
        /// Pairs by the reason they were chosen, in the order first written.
        var reasons: [(why: String, count: Int)]
        var pairCount: Int
        /// The page background the pairs and translucent backgrounds are measured on; `nil` when no token is light in
        /// the light modes and dark in the dark ones (the page is then white, and black in dark modes).
        var page: String?
        /// The candidates left out of the draft, and why.
        var leftOut: [(why: String, count: Int)] = []
        /// The colours of a palette's survey, 0 when the draft has pairs.
        var surveyed = 0
    }

    /// The most pairs a draft lists: a reviewer signs a table she can read; past it the surest pairs are kept.
    static let maximumDraftPairs = 150

    /// A `contrast.yml` of the pairs a team would write itself, inferred from the colour tokens' names (see
    /// `ColorRoles`), each with why it was chosen; a palette without roles gets a survey of its colours on the page
    /// (`survey:`) instead, which is not pairs. Left out, and counted: pairs on a translucent overlay (a scrim); pairs whose colours are
    /// nearly the same in some mode (under 1.5:1), which nobody uses together; neutral text on a fill of the
    /// page's opposite polarity; pairs with the same colours in every mode as a surer one (component tokens that
    /// alias one semantic pair), which would check the same thing twice; and past `maximumDraftPairs`, the least
    /// sure (see `ColorRoles.Rank`).
    static func contrastFile(for model: TokenModel) -> StarterPairs {
        let colours = model.tokens(in: model.defaultMode).filter { $0.type == .color }.map(\.path)
        let roles = ColorRoles(colours: colours)
        let namedPage = roles.pageBackground(in: model)
        func color(_ path: String, _ mode: String) -> Color? { ContrastChecker.color(path, mode: mode, tokens: model) }
        func page(in mode: String) -> Color? { ContrastChecker.page(namedPage, in: mode, tokens: model)?.color }
        // Two colours within 1.5:1 of each other in a mode are never text on background in it.
        func usedTogether(_ pair: ColorRoles.Pair) -> Bool {
            model.modes.allSatisfy { mode in
                guard let foreground = color(pair.foreground, mode), var background = color(pair.background, mode) else { return true }
                if !background.isOpaque, let behind = page(in: mode), behind.isOpaque {
                    background = (try? WCAG.composite(background, over: behind)) ?? background
                }
                return ((try? WCAG.contrastRatio(of: foreground, on: background)) ?? 1) >= 1.5
            }
        }
        // Neutral text goes on surfaces on the page's side of middle grey; a dark fill in a light mode (a brand
        // `primary` background) takes inverse or `on-` text.
        func pagePolarity(_ pair: ColorRoles.Pair) -> Bool {
            pair.rank != .neutral
                || model.modes.allSatisfy { mode in
                    guard let background = color(pair.background, mode), background.isOpaque else { return true }
                    return (WCAG.relativeLuminance(of: background) > 0.18) != ColorRoles.isDark(mode: mode)
                }
        }
        var leftOut: [(why: String, count: Int)] = []
        func leave(_ count: Int, _ why: String) { if count > 0 { leftOut.append((why, count)) } }
        // A translucent overlay is a scrim over the page, not a surface text sits on (an opaque one is a menu's).
        func scrim(_ path: String) -> Bool {
            ColorRoles.words(path).contains("overlay") && model.modes.contains { color(path, $0)?.isOpaque == false }
        }
        // A palette (no colour named like text or a background) makes no promises: it is surveyed on the page, and
        // its shade scales give the pairs design systems build from them, said to be guesses.
        let survey = roles.foregrounds.isEmpty && roles.backgrounds.isEmpty && !colours.isEmpty
        var pairs = survey ? PaletteScales.pairs(colours: colours, model: model) : roles.pairs(page: namedPage)
        func keep(_ why: String, _ test: (ColorRoles.Pair) -> Bool) {
            let count = pairs.count
            pairs = pairs.filter(test)
            leave(count - pairs.count, why)
        }
        keep("on a translucent overlay, a scrim rather than a surface") { !scrim($0.background) }
        keep("colours within 1.5:1 of each other in some mode, never text on background", usedTogether)
        keep("neutral text on a fill darker than middle grey in a light mode or lighter in a dark one, which takes inverse text", pagePolarity)
        // The same colours in every mode as a surer pair: one check, not two.
        var seenColours: Set<String> = []
        let distinct = Set(
            pairs.indices.sorted { (pairs[$0].rank, $0) < (pairs[$1].rank, $1) }.filter { index in
                let pair = pairs[index]
                let key = model.modes.map { mode in [pair.foreground, pair.background].map { color($0, mode)?.hex ?? $0 }.joined(separator: "/") }
                return seenColours.insert("\(pair.kind)" + key.joined(separator: " ")).inserted
            })
        let all = pairs
        pairs = all.indices.filter(distinct.contains).map { all[$0] }
        leave(all.count - pairs.count, "the same colours in every mode as a surer pair")
        if pairs.count > maximumDraftPairs {
            // The surest kinds first; within a kind, the order the tokens are declared in.
            let kept = Set(pairs.indices.sorted { (pairs[$0].rank, $0) < (pairs[$1].rank, $1) }.prefix(maximumDraftPairs))
            leave(pairs.count - maximumDraftPairs, "past the \(maximumDraftPairs) surest pairs (a draft a reviewer can read)")
            pairs = pairs.indices.filter(kept.contains).map { pairs[$0] }
        }
        // Pairs of one kind together, kinds in the order they first come: a reviewer reads one kind at a time.
        var reasons: [(why: String, count: Int)] = []
        func general(_ pair: ColorRoles.Pair) -> String { pair.why.components(separatedBy: ": ").first ?? pair.why }
        for pair in pairs {
            if let index = reasons.firstIndex(where: { $0.why == general(pair) }) {
                reasons[index].count += 1
            } else {
                reasons.append((general(pair), 1))
            }
        }
        let kinds = reasons.map(\.why)
        pairs = pairs.enumerated().sorted {
            (kinds.firstIndex(of: general($0.element)) ?? 0, $0.offset) < (kinds.firstIndex(of: general($1.element)) ?? 0, $1.offset)
        }.map(\.element)
        var yaml = """
            # Colour pairs this design system promises to keep readable, each checked in every mode;
            # `specimen build --strict` fails when one stops passing. Specimen wrote this first draft
            # from the tokens' names: each pair says why it was chosen. Remove the pairs your components
            # never show, and add the ones it missed, such as hover and disabled states.
            # Usage: body 4.5:1, large 3:1, ui (icons, borders, focus rings) 3:1.


            """
        if let namedPage {
            yaml += """
                # The page background: what translucent backgrounds are measured over, when a pair does not
                # say with `over:`. It is light in the light modes and dark in the dark ones.
                page: "\(reference(namedPage))"


                """
        } else {
            yaml += """
                # No background token is named like a page and light in the light modes and dark in the dark
                # ones, so translucent backgrounds are measured over white, and black in dark modes. Name
                # your page background here when you have one:
                # page: "{color.background.page}"


                """
        }
        if !leftOut.isEmpty {
            yaml += "# Left out of this draft:\n"
            for (why, count) in leftOut { yaml += "#   \(count) candidate pair\(count == 1 ? "" : "s"): \(why)\n" }
            yaml += "\n"
        }
        if survey {
            yaml += """
                # No colour token is named like text or a background (text, fg, content, bg, surface…), so
                # this is a palette. The survey measures each of its colours as text on the page in every
                # mode and says what it can be there: a question rather than promises, never counted as
                # pairs and never failing a build.\(pairs.isEmpty ? " List the pairs your components use under `pairs:`." : "")
                survey: "{*}"

                """
        }
        if survey && pairs.isEmpty {
            yaml += "pairs: []\n"
        } else if pairs.isEmpty {
            yaml += """
                # No colour token is named like text or a background (text, fg, content, bg, surface…);
                # list the pairs your components use, for example:
                #   - text: "{\(colours.first ?? "color.text")}"
                #     background: "\(reference(namedPage ?? "#ffffff"))"
                #     usage: body
                pairs: []

                """
        } else {
            if survey {
                yaml += """

                    # These pairs are guessed from the palette's shade scales, as design systems build them: each
                    # scale's dark shade as text on its lightest, as an alert or a badge shows it. Keep the ones
                    # your components use, and add the others.

                    """
            }
            yaml += "pairs:\n"
            var last = ""
            for pair in pairs {
                // Each pair's reason, written once for a run of pairs with the same one.
                if pair.why != last { yaml += "  # \(pair.why)\n" }
                last = pair.why
                yaml += "  - \(pair.kind == .icon ? "icon" : "text"): \"\(reference(pair.foreground))\"\n"
                yaml += "    background: \"\(reference(pair.background))\"\n"
                yaml += "    usage: \(pair.kind == .icon ? "ui" : "body")\n"
            }
        }
        return StarterPairs(
            yaml: yaml, reasons: reasons, pairCount: pairs.count, page: namedPage, leftOut: leftOut,
            surveyed: survey ? colours.filter { $0 != namedPage }.count : 0)
    }

    /// `{path}` for a token, the colour itself for a literal.
    private static func reference(_ path: String) -> String {
        path.hasPrefix("#") ? path : "{\(path)}"
    }
}
