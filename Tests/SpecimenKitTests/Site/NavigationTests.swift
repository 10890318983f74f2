import Testing
@testable import SpecimenKit

@Suite struct NavigationTests {
    let navigation = Navigation(entries: [
        .init(contentPath: "index.md", title: "Home", order: nil),
        .init(contentPath: "patterns/index.md", title: "Patterns", order: 2),
        .init(contentPath: "patterns/zebra.md", title: "Zebra", order: 1),
        .init(contentPath: "patterns/alpha.md", title: "Alpha", order: nil),
        .init(contentPath: "patterns/beta.md", title: "beta", order: nil),
        .init(contentPath: "patterns/forms/index.md", title: "Forms", order: 3),
        .init(contentPath: "patterns/forms/fields.md", title: "Fields", order: nil),
        .init(contentPath: "foundations/index.md", title: "Foundations", order: 1),
        .init(contentPath: "foundations/colour.md", title: "Colour", order: nil),
        .init(contentPath: "changelog.md", title: "Changelog", order: nil),
        .init(contentPath: "loose/page.md", title: "Page", order: nil),
    ])

    @Test func orderThenTitleSorts() {
        #expect(navigation.root.children.map(\.title) == ["Foundations", "Patterns", "Changelog", "Loose"])
        let patterns = navigation.root.children[1]
        #expect(patterns.children.map(\.title) == ["Zebra", "Forms", "Alpha", "beta"])
    }

    @Test func aFolderWithoutIndexIsASectionWithoutAPage() {
        let loose = navigation.root.children[3]
        #expect(loose.pagePath == nil)
        #expect(loose.children.map(\.pagePath) == ["loose/page/"])
    }

    @Test func readingOrderGivesPreviousAndNext() {
        #expect(navigation.readingOrder == [
            "", "foundations/", "foundations/colour/", "patterns/", "patterns/zebra/", "patterns/forms/",
            "patterns/forms/fields/", "patterns/alpha/", "patterns/beta/", "changelog/", "loose/page/",
        ])
        #expect(navigation.neighbours(of: "patterns/forms/") == ("patterns/zebra/", "patterns/forms/fields/"))
        #expect(navigation.neighbours(of: "").previous == nil)
    }

    @Test func breadcrumbsClimbTheSections() {
        #expect(navigation.breadcrumbs(for: "patterns/forms/fields.md").map(\.title) == ["Home", "Patterns", "Forms"])
        #expect(navigation.breadcrumbs(for: "patterns/forms/index.md").map(\.title) == ["Home", "Patterns"])
        #expect(navigation.breadcrumbs(for: "index.md").isEmpty)
    }

    @Test func sidebarOpensOnlyTheSectionsAboveThePage() throws {
        let context = TemplateContext(urls: SiteURLs(base: "/"), siteTitle: "S", navigation: navigation, assets: [:])
        let source = SourceText(path: "content/patterns/forms/fields.md", text: "")
        let page = RenderedPage(
            page: Page(contentPath: "patterns/forms/fields.md", source: source, frontMatter: FrontMatter(), body: "", bodyFirstLine: 1),
            title: "Fields", showTitle: true, html: "", scopedStyle: nil, headings: [], outline: [], links: [], sectionTexts: [], diagnostics: []
        )
        let nav = try #require(context.page(page)["nav"]?.items)
        #expect(nav.map { $0["expanded"] } == [false, true, false, false])
        #expect(nav[0]["children"] == [])
        let patterns = try #require(nav[1]["children"]?.items)
        let forms = try #require(patterns.first { $0["title"] == "Forms" })
        let fields = try #require(forms["children"]?.items?.first)
        #expect(fields["current"] == true)
        #expect(fields["url"] == "/patterns/forms/fields/")
        // A section without its own page links to its first page.
        #expect(nav[3]["url"] == "/loose/page/")
    }
}
