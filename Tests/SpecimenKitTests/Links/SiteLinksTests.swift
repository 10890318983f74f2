import Foundation
import Testing

@testable import SpecimenKit

/// Links as a reader's browser and GitHub resolve them: page URLs with and without their slash, folders to their
/// README or index, files that stand for another place, `permalink:`s, and `@include`d partials' links.
@Suite struct SiteLinksTests {
    /// A README tree as an iOS library keeps one: the top README links to folders, with GitHub's `#readme`.
    static let readmeTree = [
        "content/README.md":
            "# Vitamin\n\n- [Buttons](Sources/Buttons#readme)\n- [Colours](./Sources/Colors/)\n- [Setup](docs/SETUP.md#install)\n- [Icons](Sources/Icons/)\n",
        "content/Sources/Buttons/README.md": "# Buttons\n\nBack to the [overview](../../README.md).\n",
        "content/Sources/Colors/README.md": "# Colours\n\nSee [buttons](../Buttons).\n",
        "content/docs/SETUP.md": "# Setup\n\n## Install\n\nRun it.\n",
        "content/Sources/Icons/icons.png": "png",
    ]

    @Test func aFoldersReadmeIsItsPageAndFolderLinksReachIt() throws {
        let site = try TemporaryProject(Self.readmeTree)
        let report = site.build()
        #expect(report.diagnostics.map(\.message) == ["`Sources/Icons/` points to a page that does not exist"])
        #expect(
            report.diagnostics.first?.reason
                == "No page is published at /Sources/Icons/: content/Sources/Icons/ has no index.md or README.md, and no page has that `permalink:`.")
        let home = try site.read("public/index.html")
        #expect(home.contains("<li><a href=\"/Sources/Buttons/\">Buttons</a></li>"))
        #expect(home.contains("<li><a href=\"/Sources/Colors/\">Colours</a></li>"))
        #expect(home.contains("<li><a href=\"/docs/SETUP/#install\">Setup</a></li>"))
        #expect(try site.read("public/Sources/Buttons/index.html").contains("<a href=\"/\">overview</a>"))
        #expect(try site.read("public/Sources/Colors/index.html").contains("<a href=\"/Sources/Buttons/\">buttons</a>"))
        #expect(!site.exists("public/Sources/Buttons/README/index.html"))
    }

    @Test func aFolderWithAnIndexKeepsItsReadmeAsAPage() throws {
        let site = try TemporaryProject([
            "content/index.md": "# Home\n\n[Read me](README.md), [folder](guides/).\n",
            "content/README.md": "# About this repository\n",
            "content/guides/index.md": "# Guides\n",
            "content/guides/README.md": "# Notes for writers\n",
        ])
        let report = site.build()
        #expect(report.diagnostics.isEmpty)
        #expect(try site.read("public/index.html").contains("<a href=\"/README/\">Read me</a>, <a href=\"/guides/\">folder</a>"))
        #expect(try site.read("public/guides/README/index.html").contains("Notes for writers"))
    }

    @Test func siteRootLinksFindPagesByTheirURLWithOrWithoutTheSlash() throws {
        let site = try TemporaryProject([
            "content/index.md":
                "# Home\n\n[a](/components/button) [b](/components/button/#links) [c](/patterns/forms?tab=code#errors) [d](/components/menu)\n",
            "content/components/button/index.md": "# Button\n\n## Links\n",
            "content/patterns/forms.md": "# Forms\n\n## Errors\n",
        ])
        let report = site.build()
        #expect(report.diagnostics.map(\.message) == ["`/components/menu` points to a page that does not exist"])
        #expect(
            try site.read("public/index.html").contains(
                "<a href=\"/components/button/\">a</a> <a href=\"/components/button/#links\">b</a> <a href=\"/patterns/forms/?tab=code#errors\">c</a>"
            ))
    }

    /// An mdBook book links to the HTML files its pages become; on this site they lead to the same pages. A file of that
    /// name in content/ is the file, and an HTML file no page answers is reported as a missing file.
    @Test func linksToThePagesAsMdBookPublishesThemReachThem() throws {
        let site = try TemporaryProject([
            "content/README.md":
                "# The book\n\n[a](ch03-02-data-types.html#integer-types) [b](appendix/index.html) [c](index.html) [d](demo.html) [e](ch09.html)\n",
            "content/ch03-02-data-types.md": "# Data types\n\n## Integer types\n",
            "content/appendix/README.md": "# Appendix\n",
            "content/demo.html": "<p>demo</p>",
        ])
        let report = site.build()
        #expect(report.diagnostics.map(\.description) == ["content/README.md:3:100: warning: `ch09.html` points to a file that is not in content/"])
        #expect(
            try site.read("public/index.html").contains(
                "<a href=\"/ch03-02-data-types/#integer-types\">a</a> <a href=\"/appendix/\">b</a> <a href=\"/\">c</a> <a href=\"/demo.html\">d</a>"))
    }

    /// GitHub shows an `.mdx` file as Markdown, and so does Specimen: a page at its name, which `.mdx` links reach; its
    /// imports and components stay text, said once for the site.
    @Test func anMDXFileIsAPageAtItsName() throws {
        let site = try TemporaryProject([
            "content/index.md": "# Docs\n\n[Tests](usage/WritingTests.mdx) [Thunks](usage/side-effects.mdx#thunks)\n",
            "content/usage/WritingTests.mdx": "# Writing tests\n\nimport { Note } from '../components/Note'\n\n<Note>\nText.\n</Note>\n",
            "content/usage/side-effects.mdx": "# Side effects\n\n## Thunks\n",
            "content/usage/index.mdx": "# Using the store\n",
            "content/usage/README.mdx": "# Notes for writers\n",
            "content/api/README.mdx": "# The API\n",
        ])
        let report = site.build()
        #expect(
            report.diagnostics.map(\.description) == [
                "content/usage/WritingTests.mdx:3:1: warning: this page holds template code that Specimen does not expand: MDX imports (`import … from`), components (`<Tabs>`, `<Listing>`)"
            ])
        #expect(
            try site.read("public/index.html").contains(
                "<a href=\"/usage/WritingTests/\">Tests</a> <a href=\"/usage/side-effects/#thunks\">Thunks</a>"))
        #expect(try site.read("public/usage/index.html").contains("Using the store"))
        #expect(site.exists("public/usage/side-effects/index.html"))
        #expect(!site.exists("public/usage/WritingTests.mdx"))
        // A README.mdx is its folder's page, or a page of its own beside the folder's index.
        #expect(try site.read("public/usage/README/index.html").contains("Notes for writers"))
        #expect(try site.read("public/api/index.html").contains("The API"))
    }

    @Test func aPermalinkPublishesThePageThereAndLinksFollowIt() throws {
        let site = try TemporaryProject([
            "content/index.md": "# Home\n\n[Button](/components/button/) and [its file](_components/button/button.md).\n",
            "content/_components/button/button.md":
                "---\npermalink: /components/button/\ntitle: Button\n---\nSee the [glossary](../glossary/#speed).\n",
            "content/pages/glossary.md": "---\npermalink: /components/glossary/\n---\n# Glossary\n\n## Speed\n",
            "content/pages/odd.md": "---\npermalink: /:categories/:title/\n---\n# Odd\n",
        ])
        let report = site.build()
        #expect(report.diagnostics.map(\.message) == ["`permalink` must be a path from the site's root"])
        #expect(site.exists("public/components/button/index.html"))
        #expect(site.exists("public/components/glossary/index.html"))
        #expect(site.exists("public/pages/odd/index.html"))
        #expect(
            try site.read("public/index.html").contains("<a href=\"/components/button/\">Button</a> and <a href=\"/components/button/\">its file</a>")
        )
        // Relative to the page's URL, as the browser reads it: /components/button/../glossary/.
        #expect(try site.read("public/components/button/index.html").contains("<a href=\"/components/glossary/#speed\">glossary</a>"))
    }

    @Test func anIncludedPartialIsPartOfItsPageAndNotAPage() throws {
        let site = try TemporaryProject([
            "content/components/badge/index.md":
                "---\ntitle: Badge\n---\n\n<section data-tab=\"Code\">\n  @include \"partials/code/how-to-use\"\n</section>\n\nSee [API](#component-api).\n",
            "content/components/badge/partials/code/how-to-use.md":
                "## How to use\n\nSee the [tokens](../foundations/tokens) and [nothing](../nowhere).\n\n## Component API\n",
            "content/foundations/tokens/index.md": "# Tokens\n",
        ])
        let report = site.build()
        #expect(
            report.diagnostics.map { "\($0.location!.file):\($0.location!.line):\($0.location!.column) \($0.message)" } == [
                "content/components/badge/partials/code/how-to-use.md:3:45 `../nowhere` points to a page that does not exist"
            ])
        let page = try site.read("public/components/badge/index.html")
        #expect(page.contains("<section data-tab=\"Code\">\n<h2 id=\"how-to-use\">"))
        #expect(page.contains("<a href=\"/foundations/tokens/\">tokens</a>"))
        #expect(page.contains("<h2 id=\"component-api\">"))
        #expect(!page.contains("@include"))
        #expect(!site.exists("public/components/badge/partials/code/how-to-use/index.html"))
    }

    @Test func githubsModeOnlyImagesShowInTheirModeAndAlertsAreCallouts() throws {
        let site = try TemporaryProject([
            "content/index.md":
                "# Home\n\n![Logo](logo-dark.png#gh-dark-mode-only)![Logo](logo.png#gh-light-mode-only)\n\n> [!TIP]\n> Try it.\n\n> [!NOTE] not alone\n",
            "content/logo.png": "png",
            "content/logo-dark.png": "png",
        ])
        #expect(site.build().diagnostics.isEmpty)
        let home = try site.read("public/index.html")
        #expect(
            home.contains(
                "<p><img src=\"/logo-dark.png#gh-dark-mode-only\" alt=\"Logo\" /><img src=\"/logo.png#gh-light-mode-only\" alt=\"Logo\" /></p>"))
        #expect(home.contains("<div class=\"callout callout-tip\" role=\"note\">\n<p class=\"callout-title\">Tip</p>\n<p>Try it.</p>\n</div>"))
        #expect(home.contains("<blockquote>\n<p>[!NOTE] not alone</p>\n</blockquote>"))
    }
}
