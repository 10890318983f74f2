import Testing

@testable import SpecimenKit

/// What a path is (`InputKind`) and what a set of changed paths asks of a rebuild (`RebuildPlan`).
@Suite struct RebuildPlanTests {
    @Test func everyPathHasOneKind() {
        let kinds: [(String, InputKind)] = [
            ("content/index.md", .guide),
            ("content/guides/errors.md", .guide),
            ("content/tokens/README.md", .guide),
            ("content/images/logo.svg", .publishedFile),
            ("content/contrast.yaml", .publishedFile),
            ("content/guides/contrast.yml", .publishedFile),
            ("content/tokens/base.tokens.json", .tokens),
            ("content/tokens/modes.yml", .tokens),
            ("content/tokens/brand/colors.json", .tokens),
            ("content/exports/figma.tokens.json", .tokens),
            ("content/themes.resolver.json", .tokens),
            ("content/contrast.yml", .contrastPairs),
            ("theme/components/button.mustache", .component),
            ("theme/components/button.yml", .component),
            ("theme/layout.mustache", .theme),
            ("theme/assets/style.css", .theme),
            ("Package.swift", .outside),
            ("contents/index.md", .outside),
            ("themes/layout.mustache", .outside),
        ]
        for (path, kind) in kinds {
            #expect(InputKind(projectPath: path) == kind, "\(path)")
        }
    }

    @Test func aPlanSortsTheChangesByWhatTheyTouch() {
        var expected = RebuildPlan(changed: [])
        #expect(!expected.needsFullBuild && !expected.designChanged && !expected.themeChanged && expected.guides.isEmpty && expected.files.isEmpty)
        expected.guides = ["guides/errors.md", "index.md"]
        expected.files = ["images/logo.svg"]
        #expect(
            RebuildPlan(changed: ["content/guides/errors.md", "content/index.md", "content/images/logo.svg", "content/guides/errors.md"]) == expected)

        let design = RebuildPlan(changed: ["content/contrast.yml", "content/guides/errors.md"])
        #expect(design.designChanged && !design.tokensChanged && !design.componentsChanged && !design.themeChanged && !design.needsFullBuild)
        #expect(design.guides == ["guides/errors.md"])

        let theme = RebuildPlan(changed: ["theme/layout.mustache", "theme/components/card.yml"])
        #expect(theme.themeChanged && theme.designChanged && theme.componentsChanged && theme.guides.isEmpty && theme.files.isEmpty)
        let tokens = RebuildPlan(changed: ["content/tokens/base.tokens.json"])
        #expect(tokens.designChanged && tokens.tokensChanged && !tokens.componentsChanged && !tokens.themeChanged)
        #expect(RebuildPlan(changed: ["content/changelog.yml"]).designChanged && !RebuildPlan(changed: ["content/changelog.yml"]).tokensChanged)

        #expect(RebuildPlan(changed: ["content/index.md", ".specimen.yml"]).needsFullBuild)
    }
}
