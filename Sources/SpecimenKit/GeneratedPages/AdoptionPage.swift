import SpecimenTokens

/// The generated "Token adoption" page, beside the token pages: how much of the app's Swift code
/// goes through the tokens, module by module; the literals that repeat a token, where they gather;
/// deprecated tokens still used; tokens the app never uses.
enum AdoptionPage: DesignPage {
    static let pagePath = TokenPages.pagePath + "adoption/"
    static let showsAppCode = true

    static func pages(_ inputs: DesignPageInputs) -> [Page] {
        inputs.appCode.map { [page($0, tokens: inputs.design.tokens, links: inputs.tokenLinks)] } ?? []
    }

    static func page(_ report: AppCodeReport, tokens: TokenModel, links: TokenLinks) -> Page {
        let total = report.total
        let share = total.adoption.map(percent) ?? "–"
        var markdown = """
            ---
            title: "Token adoption"
            order: 901
            description: \(JSONString.literal("\(share) of the colours and sizes in the app's Swift code go through tokens, in \(TokenPages.count(report.fileCount, "file"))."))
            outline: [2, 2]
            wide: true
            ---

            Specimen read the app's Swift code (\(TokenPages.count(report.fileCount, "file")) in \(TokenPages.count(report.modules.count, "module"))) and counted
            every use of the generated `\(report.typeName)` API and every colour or size typed as a number where a token
            belongs: colour initialisers, padding and stack spacing, corner radii, line widths and font sizes.

            <div class="adoption-summary">
            <p><strong>\(share)</strong> through tokens</p>
            <p><strong>\(total.tokenUses)</strong> \(total.tokenUses == 1 ? "token use" : "token uses")</p>
            <p><strong>\(total.literals)</strong> \(total.literals == 1 ? "literal" : "literals")</p>
            <p><strong>\(total.drift)</strong> \(total.drift == 1 ? "repeats a token" : "repeat a token")</p>
            </div>

            ## By module

            The share of colours and sizes written with a token. Select a column's heading to sort by it.

            <div class="adoption-table" data-sortable>

            | Module | Through tokens | Token uses | Literals | Repeat a token |
            |---|---|--:|--:|--:|

            """
        for module in report.modules.sorted(by: { ($0.adoption ?? 2, $0.name) < ($1.adoption ?? 2, $1.name) }) {
            let value = module.adoption ?? 0
            let bar =
                module.adoption.map { _ in
                    "<span class=\"adoption-bar\" data-sort=\"\(Int((value * 1000).rounded()))\"><span style=\"width: \(percent(value))\"></span></span> \(percent(value))"
                } ?? "<span data-sort=\"-1\">–</span>"
            markdown += "| \(breakable(TokenPages.escapeCell(module.name))) | \(bar) | \(module.tokenUses) | \(module.literals) | \(module.drift) |\n"
        }
        markdown += "\n</div>\n\n## Where literals repeat tokens\n\n"
        if report.hotSpots.isEmpty {
            markdown += "No literal in the app repeats a token.\n\n"
        } else {
            markdown += "The files with the most colours and sizes that a token already holds; the build lists each one with the token to use.\n\n"
            markdown += "| File | Repeat a token |\n|---|--:|\n"
            for spot in report.hotSpots {
                let name = TokenPages.code(spot.file)
                let cell = report.link(file: spot.file).map { TokenPages.link($0, name) } ?? name
                markdown += "| \(cell) | \(spot.drift) |\n"
            }
            markdown += "\n"
        }
        markdown += "## Deprecated tokens still used\n\n"
        if report.deprecatedInUse.isEmpty {
            markdown += "The app uses no deprecated token.\n\n"
        } else {
            for path in report.deprecatedInUse {
                let reason = tokens.token(at: path, in: tokens.defaultMode)?.deprecation?.reason.map { ": " + TokenPages.escapeCell($0) } ?? ""
                markdown += "- [`\(path)`](\(links.url(for: path))), \(TokenPages.count(report.uses[path]?.count ?? 0, "place"))\(reason)\n"
            }
            markdown += "\n"
        }
        markdown += "## Tokens the app does not use\n\n"
        if report.unused.isEmpty {
            markdown += "The app uses every token it can.\n"
        } else {
            markdown +=
                "<details class=\"adoption-unused\">\n<summary>\(TokenPages.count(report.unused.count, "token")) of \(report.exported.count)</summary>\n\n"
            markdown += report.unused.map { "[`\($0)`](\(links.url(for: $0)))" }.joined(separator: ", ") + "\n\n</details>\n"
        }
        return Page.generated(at: pagePath + "index.md", markdown: markdown)
    }

    /// `Orbit<wbr>Checkout`: a long module name may break between its words on a phone, not inside one.
    private static func breakable(_ name: String) -> String {
        var result = ""
        var previous: Character?
        for character in name {
            if let previous, previous.isLowercase, character.isUppercase { result += "<wbr>" }
            result.append(character)
            previous = character
        }
        return result
    }

    /// `72%`.
    private static func percent(_ share: Double) -> String {
        "\(Int((share * 100).rounded()))%"
    }
}
