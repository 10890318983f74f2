import SpecimenTokens

/// The generated "Changes" section (`content/changelog.yml`, see `Changelog`): `changes/` lists the
/// versions, newest first, each with its version step and what changed at a glance; each version has
/// a page of what changed since the one before, with the colours drawn before and after in every mode
/// that changed, and the contrast pairs whose verdict flipped. The token pages say "Changed in 2.3.0".
enum ChangesPages: DesignPage {
    static let pagePath = "changes/"
    static let showsAppCode = false

    static func pages(_ inputs: DesignPageInputs) -> [Page] {
        guard let changelog = inputs.changelog, !changelog.releases.isEmpty || changelog.first != nil else { return [] }
        let known = Set(inputs.design.tokens.paths)
        var index = """
            ---
            title: "Changes"
            order: 904
            description: \(JSONString.literal("What changed in the design tokens from each version to the next: \(TokenPages.count(changelog.releases.count, "version")), newest first."))
            ---

            Each version is compared with the one before it, in every mode both have. A removal, a rename that
            drops the old name, a type change or a mode removed is a **major** change; an addition, a
            deprecation or a mode added is **minor**; changed values alone are a **patch**.


            """
        if !changelog.releases.isEmpty {
            index += "<div class=\"changes-table\">\n\n| Version | What changed |\n|---|---|\n"
            for release in changelog.releases {
                let about = [release.date, release.diff.tokens.step.level == .none ? nil : release.diff.tokens.step.level.rawValue].compactMap { $0 }
                index +=
                    "| [\(TokenPages.escapeCell(release.version))](\(release.slug)/)<br><small>\(about.joined(separator: " · "))</small> | \(TokenPages.escapeCell(release.diff.summary)) |\n"
            }
            index += "\n</div>\n"
        }
        if let first = changelog.first {
            index += "\nThe oldest version read, \(TokenPages.code(first.version)), had \(TokenPages.count(first.tokens, "token")).\n"
        }
        var pages = [Page.generated(at: pagePath + "index.md", markdown: index)]
        for (order, release) in changelog.releases.enumerated() {
            pages.append(page(release, order: order + 1, known: known, links: inputs.tokenLinks))
        }
        return pages
    }

    /// The URL of `release`'s page, for a link from the token pages.
    static func url(of release: Changelog.Release, links: TokenLinks) -> String {
        String(links.pageURL.dropLast(TokenPages.pagePath.count)) + pagePath + release.slug + "/"
    }

    private static func page(_ release: Changelog.Release, order: Int, known: Set<String>, links: TokenLinks) -> Page {
        let diff = release.diff, t = diff.tokens
        let title = release.ref == nil ? "Unreleased" : release.version
        let tagged = release.ref.map { ref in " Tagged \(TokenPages.code(ref))" + (release.date.map { " on \($0)." } ?? ".") } ?? ""
        let step = diff.tokens.step
        let stepText =
            step.level == .none
            ? "No version step: \(step.rule)." : "**A \(step.level.rawValue) change**: \(step.rule)."
        var markdown = """
            ---
            title: \(JSONString.literal(title))
            order: \(order)
            description: \(JSONString.literal(diff.summary))
            wide: true
            ---

            \(release.ref == nil ? "The project as it is now, compared" : "Compared") with \(TokenPages.code(release.previous)).\(tagged)

            \(stepText)


            """
        /// A token's name, linked to its row when the site still has it; the first row of a token gets its anchor.
        var anchored = Set<String>()
        func name(_ path: String) -> String {
            let anchor = anchored.insert(path).inserted ? "<a id=\"\(HTML.escape(TokenAnchor.id(for: path)))\"></a>" : ""
            guard known.contains(path) else { return anchor + TokenPages.code(path) }
            return anchor + TokenPages.link(links.url(for: path), TokenPages.code(path))
        }
        func table(_ title: String, _ header: [String], _ rows: [[String]]) {
            guard !rows.isEmpty else { return }
            markdown += "## \(title)\n\n<div class=\"changes-table\">\n\n| " + header.joined(separator: " | ") + " |\n|"
            markdown += String(repeating: "---|", count: header.count) + "\n"
            markdown += rows.map { "| " + $0.joined(separator: " | ") + " |\n" }.joined() + "\n</div>\n\n"
        }
        // Two columns at most, the second a "before → after" that wraps: on a phone no table scrolls sideways to its point.
        let arrow = " →\u{00A0}"
        table("Removed", ["Token", "Was deprecated"], t.removed.map { [name($0), t.notes[$0].map(TokenPages.markdownText) ?? ""] })
        table("Renamed", ["Before → after", "Why"], t.renamed.map { [name($0.from) + arrow + name($0.to), TokenPages.markdownText($0.reason)] })
        table(
            "Type changed", ["Token", "Before → after"],
            t.typeChanged.map { [name($0.token), TokenPages.code($0.before) + arrow + TokenPages.code($0.after)] })
        table(
            "Changed", ["Token", "Before → after"],
            t.changed.map { change in
                var about = [TokenPages.escapeCell(Page.humanise(change.mode))]
                if let deltaE = change.deltaE { about.append(String(format: "ΔE %.1f", deltaE)) }
                if let through = change.through { about.append("through " + TokenPages.code(through)) }
                return [
                    name(change.token) + "<br><small>" + about.joined(separator: " · ") + "</small>",
                    value(change.before, change.beforeColor) + arrow + value(change.after, change.afterColor),
                ]
            })
        table(
            "Newly deprecated", ["Token", "Note"], t.deprecated.map { [name($0.token), $0.reason.map(TokenPages.markdownText) ?? ""] })
        table("Added", ["Token"], t.added.map { [name($0)] })
        table(
            "Contrast", ["Pair", "Before → after"],
            diff.contrast.map { flip in
                [
                    TokenPages.escapeCell(flip.pair) + "<br><small>" + TokenPages.escapeCell(Page.humanise(flip.mode))
                        + " · \(flip.usage) needs \(flip.required.plainText):1</small>",
                    verdict(flip.before) + arrow + verdict(flip.after),
                ]
            })
        if !t.modesAdded.isEmpty || !t.modesRemoved.isEmpty {
            markdown += "## Modes\n\n"
            if !t.modesAdded.isEmpty { markdown += "Added: " + t.modesAdded.map(TokenPages.code).joined(separator: ", ") + ".\n" }
            if !t.modesRemoved.isEmpty { markdown += "Removed: " + t.modesRemoved.map(TokenPages.code).joined(separator: ", ") + ".\n" }
        }
        return Page.generated(at: pagePath + release.slug + "/index.md", markdown: markdown)
    }

    /// A value as the token pages show it: a colour drawn beside its text.
    private static func value(_ text: String, _ color: Color?) -> String {
        guard let color else { return TokenPages.code(text) }
        return "<span class=\"changes-value\"><span class=\"token-swatch\" style=\"box-shadow: inset 0 0 0 2rem \(HTML.escape(color.hex))\"></span>"
            + TokenPages.code(text) + "</span>"
    }

    /// `3.67:1` and the verdict, a failure in bold.
    private static func verdict(_ side: ProjectDiff.ContrastFlip.Verdict) -> String {
        let ratio = String(format: "%.2f:1", side.ratio)
        return side.verdict == "fails" ? "\(ratio) **fails**" : "\(ratio) \(side.verdict)"
    }
}
