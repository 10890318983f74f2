import Testing

@testable import SpecimenDiagnostics
@testable import SpecimenKit
@testable import SpecimenTokens

@Suite struct LiteralColorLintTests {
    static let tokens = TokenModel(
        modes: ["light", "dark"],
        tokens: [
            "light": [
                ResolvedToken(
                    path: "color.state.danger", mode: "light", type: .color, value: .color(Color(hex: "#DC2626")!),
                    location: SpecimenDiagnostics.SourceLocation(file: "t", line: 1, column: 1)),
                ResolvedToken(
                    path: "color.surface.page", mode: "light", type: .color, value: .color(Color(hex: "#F8FAFC")!),
                    location: SpecimenDiagnostics.SourceLocation(file: "t", line: 2, column: 1)),
            ],
            "dark": [
                ResolvedToken(
                    path: "color.state.danger", mode: "dark", type: .color, value: .color(Color(hex: "#EF4444")!),
                    location: SpecimenDiagnostics.SourceLocation(file: "t", line: 1, column: 1))
            ],
        ])

    @Test func literalsAreFoundWithTheirColumns() {
        let literals = LiteralColorLint.literals(
            in: "a { color: #DC2626; background: rgb(248, 250, 252) }\n<b style=\"color:#fff\">&#35;1 #abcdefg #1234</b>")
        #expect(literals.map(\.text) == ["#DC2626", "rgb(248, 250, 252)", "#fff", "#1234"])
        #expect(literals.map(\.line) == [0, 0, 1, 1])
        #expect(literals.map(\.column) == [12, 33, 17, 39])
    }

    @Test func aTokenValueAndDriftAreTold() {
        let lint = LiteralColorLint(tokens: Self.tokens)
        let source = SourceText(
            path: "content/g.md",
            text:
                "Intro\n\n<div style=\"color: #DC2626; background: rgb(248, 250, 252)\">\n<p style=\"color: #ef4444; border-color: #123456\">x</p>\n</div>\n"
        )
        let diagnostics = lint.diagnostics(
            inHTML:
                "<div style=\"color: #DC2626; background: rgb(248, 250, 252)\">\n<p style=\"color: #ef4444; border-color: #123456\">x</p>\n</div>\n",
            firstLine: 3, source: source)
        #expect(
            diagnostics.map(\.description) == [
                "content/g.md:3:20: warning: hard-coded colours in an example: `#DC2626` is `color.state.danger`, `rgb(248, 250, 252)` is `color.surface.page`",
                "content/g.md:4:18: warning: colour `#123456` is in no design token; `#ef4444` is `color.state.danger`",
            ])
        #expect(diagnostics[0].fix == "Write `var(--color-state-danger)` instead, or use a component block.")
    }

    @Test func codeBlocksAreNotLinted() throws {
        let project = try TemporaryProject([
            "content/index.md": "```css\na { color: #DC2626 }\n```\n\n<p style=\"color: #DC2626\">x</p>\n",
            "content/tokens/colors.tokens.json": ##"{"color": {"brand": {"$type": "color", "$value": "#1d4ed8"}}}"##,
        ])
        let report = project.build()
        #expect(report.diagnostics.map(\.description) == ["content/index.md:5:18: warning: colour `#DC2626` is in no design token"])
    }

    @Test func aProjectWithoutTokensHasNothingToDriftFrom() throws {
        let project = try TemporaryProject(["content/index.md": "# Home\n\n<p style=\"color: #DC2626\">x</p>\n"])
        #expect(project.build().diagnostics.isEmpty)
    }
}
