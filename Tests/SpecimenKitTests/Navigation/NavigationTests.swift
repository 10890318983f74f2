import Testing

@testable import SpecimenDiagnostics
@testable import SpecimenKit
@testable import SpecimenTokens

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
        #expect(
            navigation.readingOrder == [
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
            title: "Fields", showTitle: true, body: [], scopedStyle: nil, headings: [], outline: [], links: [], sectionTexts: [], diagnostics: []
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

    /// Below the top-level section, a folder on the way down lists only the next folder on the
    /// way; the page's own folder lists everything. A deep page's sidebar does not grow with depth.
    @Test func deepPagesSeeTheirSectionTheWayDownAndTheirOwnFolder() throws {
        let navigation = Navigation(entries: [
            .init(contentPath: "index.md", title: "Home", order: nil),
            .init(contentPath: "a/index.md", title: "A", order: nil),
            .init(contentPath: "a/one.md", title: "One", order: nil),
            .init(contentPath: "a/b/index.md", title: "B", order: nil),
            .init(contentPath: "a/b/two.md", title: "Two", order: nil),
            .init(contentPath: "a/b/other/index.md", title: "Other", order: nil),
            .init(contentPath: "a/b/c/index.md", title: "C", order: nil),
            .init(contentPath: "a/b/c/three.md", title: "Three", order: nil),
            .init(contentPath: "a/b/c/four.md", title: "Four", order: nil),
            .init(contentPath: "z/index.md", title: "Z", order: nil),
        ])
        let context = TemplateContext(urls: SiteURLs(base: "/"), siteTitle: "S", navigation: navigation, assets: [:])
        func sidebar(_ contentPath: String) throws -> [TemplateValue] {
            let page = RenderedPage(
                page: Page(
                    contentPath: contentPath, source: SourceText(path: "content/" + contentPath, text: ""), frontMatter: FrontMatter(), body: "",
                    bodyFirstLine: 1),
                title: "T", showTitle: true, body: [], scopedStyle: nil, headings: [], outline: [], links: [], sectionTexts: [], diagnostics: []
            )
            return try #require(context.page(page)["nav"]?.items)
        }
        func titles(_ items: [TemplateValue]?) -> [String] {
            (items ?? []).compactMap { item in if case let .text(title)? = item["title"] { title } else { nil } }
        }

        let deep = try sidebar("a/b/c/three.md")
        #expect(titles(deep) == ["A", "Z"])
        let a = deep[0]["children"]?.items
        #expect(titles(a) == ["B", "One"])  // the top-level section: everything
        let b = a?.first { $0["title"] == "B" }?["children"]?.items
        #expect(titles(b) == ["C"])  // on the way down: only the next folder
        let c = b?.first?["children"]?.items
        #expect(titles(c) == ["Four", "Three"])  // the page's own folder: everything

        // Two levels deep, every sibling is there, as before.
        let shallow = try sidebar("a/b/two.md")
        let b2 = shallow[0]["children"]?.items?.first { $0["title"] == "B" }?["children"]?.items
        #expect(titles(b2) == ["C", "Other", "Two"])

        // Pages of one folder share its sidebar (made once); each sees only its own item current,
        // including a folder's index page, which is the folder's item one level up.
        func current(_ items: [TemplateValue]) -> [String] {
            items.flatMap { item -> [String] in
                let own: [String] = item["current"] == true ? titles([item]) : []
                return own + current(item["children"]?.items ?? [])
            }
        }
        for (contentPath, title) in [
            ("a/b/c/three.md", "Three"), ("a/b/c/four.md", "Four"), ("a/b/c/index.md", "C"),
            ("a/b/c/three.md", "Three"), ("index.md", ""), ("z/index.md", "Z"),
        ] {
            #expect(current(try sidebar(contentPath)) == (title.isEmpty ? [] : [title]), "\(contentPath)")
        }
    }
}
