import Foundation
import Testing

@testable import SpecimenKit

/// A DocC catalog in content/ read as DocC means it: the root page, `<doc:…>` links by name with their titles, DocC's
/// heading anchors, images by name with their dark variant, directives read or laid out, asides, and tutorials.
@Suite struct DocCCatalogTests {
    static let catalog = [
        "content/Kit.docc/Kit.md": """
        # ``Kit``

        @Metadata {
            @DisplayName("Kit Guide")
            @PageImage(purpose: icon, source: "logo")
        }

        Build things. Start with <doc:GettingStarted>, or read [the FAQ](<doc:Articles/FAQ#Reporting-issues>).

        > Note: The API is young.
        > It may change.

        ## Topics

        - <doc:GettingStarted>
        - <doc:Tour>
        - <doc:FAQ#Reporting-issues>
        """,
        "content/Kit.docc/Articles/GettingStarted.md": """
        # Getting started

        ![The flow](flow)

        @Row {
            @Column {
                Left text.
            }
            @Column {
                ![Icon](icon.png)
            }
        }

        See <doc:#Next-steps> and <doc:Next-steps>, not <doc:swift-format>.

        ## Next steps

        > [!WARNING]
        > Keep it safe.
        """,
        "content/Kit.docc/Articles/FAQ.md": "# Questions\n\n## Reporting issues\n\nFile them.\n",
        "content/Kit.docc/Resources/flow.png": "png",
        "content/Kit.docc/Resources/flow~dark@2x.png": "png",
        "content/Kit.docc/Resources/icon@2x.png": "png",
        "content/Kit.docc/Tutorials/Tour.tutorial": """
        @Tutorial(time: 10) {
            @Intro(title: "Take the tour") {
                Meet the kit.
            }
            @Section(title: "Install") {
                @Steps {
                    @Step {
                        Add the package.
                        @Code(name: "Package.swift", file: "tour-1.swift")
                    }
                }
            }
        }
        """,
    ]

    @Test func theCatalogIsReadAsDocCMeansIt() throws {
        let site = try TemporaryProject(Self.catalog)
        let report = site.build()
        #expect(
            report.diagnostics.map { "\($0.location!.file):\($0.location!.line):\($0.location!.column) \($0.code.rawValue) \($0.message)" } == [
                "content/Kit.docc/Articles/GettingStarted.md:14:49 docc-link `<doc:swift-format>` names no article of the catalog and no heading of this page",
                "content/Kit.docc/Tutorials/Tour.tutorial:9:17 docc-directive Specimen does not read `@Code`, so it is left out of the page",
            ])
        // The root page is the catalog's page, titled as its metadata says; the metadata is not shown.
        let root = try site.read("public/Kit.docc/index.html")
        #expect(root.contains("<title>Kit Guide"))
        #expect(!root.contains("@Metadata") && !root.contains("DisplayName"))
        #expect(
            root.contains(
                "Start with <a href=\"/Kit.docc/Articles/GettingStarted/\">Getting started</a>, or read <a href=\"/Kit.docc/Articles/FAQ/#Reporting-issues\">the FAQ</a>."
            ))
        #expect(root.contains("<li><a href=\"/Kit.docc/Tutorials/Tour/\">Take the tour</a></li>"))
        #expect(root.contains("<li><a href=\"/Kit.docc/Articles/FAQ/#Reporting-issues\">Reporting issues</a></li>"))
        #expect(
            root.contains(
                "<div class=\"callout callout-note\" role=\"note\">\n<p class=\"callout-title\">Note</p>\n<p>The API is young.\nIt may change.</p>\n</div>"
            ))
        let article = try site.read("public/Kit.docc/Articles/GettingStarted/index.html")
        #expect(
            article.contains(
                "<img class=\"only-light\" src=\"/Kit.docc/Resources/flow.png\" alt=\"The flow\"><img class=\"only-dark\" src=\"/Kit.docc/Resources/flow~dark@2x.png\" alt=\"The flow\">"
            ))
        #expect(
            article.contains(
                "<div class=\"docc-row\">\n<div class=\"docc-column\">\n<p>Left text.</p>\n</div>\n<div class=\"docc-column\">\n<p><img src=\"/Kit.docc/Resources/icon@2x.png\" alt=\"Icon\" /></p>\n</div>\n</div>"
            ))
        #expect(article.contains("See <a href=\"#Next-steps\">doc:#Next-steps</a> and <a href=\"#Next-steps\">doc:Next-steps</a>"))
        #expect(article.contains("<h2 id=\"Next-steps\">"))
        #expect(
            article.contains(
                "<div class=\"callout callout-warning\" role=\"note\">\n<p class=\"callout-title\">Warning</p>\n<p>Keep it safe.</p>\n</div>"))
        let tutorial = try site.read("public/Kit.docc/Tutorials/Tour/index.html")
        #expect(tutorial.contains("<title>Take the tour"))
        #expect(tutorial.contains("<div class=\"docc-section\"><p class=\"docc-title\" id=\"Install\">Install</p>"))
        #expect(tutorial.contains("<p>Add the package.</p>"))
        #expect(!tutorial.contains("@Step"))
    }

    /// ``` ``Symbol`` ``` links to the symbol's page where the catalog has one (an extension page), as DocC links it;
    /// a symbol without a page, one-backtick code, a span inside a link and code outside a catalog stay code.
    @Test func aSymbolWithAPageIsALinkToIt() throws {
        let site = try TemporaryProject([
            "content/Kit.docc/Kit.md": """
            # ``Kit``

            Start with ``Widget`` or ``Kit/Widget``, then ``/Kit/Widget``; not ``Gadget``, `Widget` or ```Widget```.
            [The ``Widget`` page](<doc:Widget>) and ``Widget/draw()`` stay as written.

            ## Topics

            - ``Widget``
            - ``Other``
            """,
            "content/Kit.docc/Extensions/Widget.md": "# ``Kit/Widget``\n\nDraws itself: ``Widget``, ``Other``.\n",
            "content/Other.docc/Other.md": "# ``Other``\n\nSee ``Widget``.\n",
            "content/guide.md": "# Guide\n\nA ``Widget`` outside the catalogs.\n",
        ])
        let report = site.build()
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let root = try site.read("public/Kit.docc/index.html")
        let link = "<a href=\"/Kit.docc/Extensions/Widget/\"><code>"
        #expect(
            root.contains(
                "<p>Start with \(link)Widget</code></a> or \(link)Kit/Widget</code></a>, then \(link)/Kit/Widget</code></a>; not <code>Gadget</code>, <code>Widget</code> or <code>Widget</code>.\n"
            ))
        #expect(
            root.contains("<a href=\"/Kit.docc/Extensions/Widget/\">The <code>Widget</code> page</a> and <code>Widget/draw()</code> stay as written.")
        )
        #expect(root.contains("<li>\(link)Widget</code></a></li>\n<li><code>Other</code></li>"))
        // On the symbol's own page its name is not a link to itself; another catalog's symbol is not this one's.
        #expect(
            try site.read("public/Kit.docc/Extensions/Widget/index.html").contains("<p>Draws itself: <code>Widget</code>, <code>Other</code>.</p>"))
        #expect(try site.read("public/Other.docc/index.html").contains("<p>See <code>Widget</code>.</p>"))
        #expect(try site.read("public/guide/index.html").contains("<p>A <code>Widget</code> outside the catalogs.</p>"))
    }

    /// `<doc:>` finds what DocC finds: a symbol's page by the symbol (TCA's `<doc:Reducer()>`, documented in
    /// `ReducerMacro.md`), and an article whose file name has spaces by that name with dashes (SwiftNIO's).
    @Test func docLinksFindSymbolPagesAndArticlesNamedWithSpaces() throws {
        let site = try TemporaryProject([
            "content/Kit.docc/Kit.md": """
            # ``Kit``

            Use <doc:Reducer()>, <doc:Kit/Reducer()> and <doc:Running-Allocation-Tests>; not <doc:Store/send(_:)>.
            """,
            "content/Kit.docc/Extensions/ReducerMacro.md": "# ``Kit/Reducer()``\n\nA macro.\n",
            "content/Kit.docc/Running Allocation Tests.md": "# Running allocation tests\n",
        ])
        let report = site.build()
        #expect(report.diagnostics.map(\.message) == ["`<doc:Store/send(_:)>` names a symbol that has no page in the catalog"])
        #expect(
            report.diagnostics.first?.fix
                == "Write ``` ``Store/send(_:)`` ```, which is code here and a link where DocC builds the module, or document the symbol in the catalog."
        )
        let root = try site.read("public/Kit.docc/index.html")
        #expect(
            root.contains(
                "Use <a href=\"/Kit.docc/Extensions/ReducerMacro/\">Reducer()</a>, <a href=\"/Kit.docc/Extensions/ReducerMacro/\">Reducer()</a> and <a href=\"/Kit.docc/Running%20Allocation%20Tests/\">Running allocation tests</a>"
            ))
    }

    @Test func outsideACatalogDocCsWordsAreText() throws {
        let page = renderPage("> Note: plain.\n\n@Row {\n    text\n}\n", at: "guide.md")
        #expect(String(decoding: page.body, as: UTF8.self) == "<blockquote>\n<p>Note: plain.</p>\n</blockquote>\n<p>@Row {\ntext\n}</p>\n")
    }

    @Test func directivesAreReadLineForLine() {
        let source = DocCSource(
            "@Metadata {\n  @TitleHeading(\"Tool\")\n}\n\n@Links(visualStyle: list) {\n    - <doc:A>\n}\n@Image(source: \"x\", alt: \"An [x]\")\n@Snippet(path: \"a/b\")\n"
        )
        #expect(source.markdown == "\n\n\n\n<!--specimen-docc:links-->\n- <doc:A>\n<!--specimen-docc:/links-->\n![An \\[x\\]](<x>)\n\n")
        #expect(source.notRead.map(\.name) == ["Snippet"])
        #expect(source.notRead.map(\.line) == [9])
        #expect(source.notRead.map(\.column) == [1])
    }

    /// Code shows directives as they are written, wherever cmark-gfm reads code: a fence in an item of `1. ` (indented four
    /// spaces, as TCA's articles write it), a fence in a bullet item, and a block of examples indented four spaces (as
    /// DocC's own reference pages show `@Step`). A directive after the list is read again.
    /// Arguments that go on over several lines, as TCA's tutorials write them, are read whole; their lines stay blank.
    @Test func directivesMayTakeSeveralLines() {
        let source = DocCSource(
            "@Metadata {\n  @CallToAction(\n    url: \"https://x\",\n    purpose: link) {\n  }\n}\n@Image(\n  source: \"diagram.png\",\n  alt: \"A diagram\"\n)\n@Forums(\n  destination: \"https://forums\"\n) {\n  Ask.\n}\nText.\n"
        )
        #expect(
            source.markdown
                == "\n\n\n\n\n\n![A diagram](<diagram.png>)\n\n\n\n<!--specimen-docc:forums-->\n\n\nAsk.\n<!--specimen-docc:/forums-->\nText.\n")
        #expect(source.notRead.isEmpty)
    }

    /// DocC makes a tutorial's sections link targets: `<doc:EditingSyncUps#Deleting-the-sync-up>`, as TCA links them.
    @Test func aTutorialsSectionsAreLinkTargets() throws {
        let site = try TemporaryProject([
            "content/Kit.docc/Kit.md": "# ``Kit``\n\nThen <doc:EditingSyncUps#Deleting-the-sync-up>; not <doc:EditingSyncUps#Renaming>.\n",
            "content/Kit.docc/EditingSyncUps.tutorial": """
            @Tutorial(time: 10) {
                @Intro(title: "Editing sync-ups") {
                    Edit them.
                }
                @Section(title: "Deleting the sync-up") {
                    @ContentAndMedia {
                        Delete it.
                    }
                }
            }
            """,
        ])
        let report = site.build()
        #expect(report.diagnostics.map(\.message) == ["`doc:EditingSyncUps#Renaming` points to a heading that does not exist"])
        #expect(
            try site.read("public/Kit.docc/EditingSyncUps/index.html").contains(
                "<div class=\"docc-section\"><p class=\"docc-title\" id=\"Deleting-the-sync-up\">Deleting the sync-up</p>"))
    }

    @Test func aChapterIsTitledByItsName() {
        let source = DocCSource("@Chapter(name: \"SwiftUI essentials\") {\n    Text.\n}\n")
        #expect(source.markdown == "<!--specimen-docc:chapter SwiftUI essentials-->\nText.\n<!--specimen-docc:/chapter-->\n")
    }

    @Test func directivesInCodeAreCode() {
        let body = """
            1. Annotate the state:

                ```swift
                @ObservableState
                struct State {}
                ```

            - A diff:

              ```diff
               @Reducer
              ```

            For example:

                @Image(source: placeholder-image, alt: "A placeholder")
                @Step {
                  Text.
                }

            @Image(source: "x", alt: "Real")
            """
        let source = DocCSource(body)
        #expect(source.notRead.isEmpty)
        let lines = source.markdown.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == body.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(lines[3] == "    @ObservableState")
        #expect(lines[10] == "   @Reducer")
        #expect(lines[15] == "    @Image(source: placeholder-image, alt: \"A placeholder\")")
        #expect(lines[16] == "    @Step {")
        #expect(lines[20] == "![Real](<x>)")
    }

    /// A page's title as DocC shows it: a symbol by its last name without the suffix that tells overloads apart, and
    /// without an HTML comment after the heading (SwiftNIO's root is ``` # ``NIO`` <!-- SwiftNIO --> ```).
    @Test func titlesAreDocCs() {
        #expect(DocCCatalog.title(ofBody: "# ``NIO`` <!-- SwiftNIO -->\n") == "NIO")
        #expect(DocCCatalog.symbol(ofBody: "# ``NIO`` <!-- SwiftNIO -->\n") == "NIO")
        #expect(DocCCatalog.title(ofBody: "# Getting started <!-- draft -->\n") == "Getting started")
        #expect(DocCCatalog.title(ofBody: "# ``ComposableArchitecture/Reducer/body-swift.property``\n") == "body")
        #expect(DocCCatalog.title(ofBody: "# ``ComposableArchitecture/Store/state-1qxwl``\n") == "state")
        #expect(DocCCatalog.title(ofBody: "# ``Kit/forEach(_:action:)-6zye8``\n") == "forEach(_:action:)")
        #expect(DocCCatalog.title(ofBody: "# ``Kit/Counted-swift.struct``\n") == "Counted")
        #expect(DocCCatalog.title(ofBody: "# ``Kit/-(_:_:)``\n") == "-(_:_:)")
        #expect(DocCCatalog.title(ofBody: "# ``Kit/&-(_:_:)``\n") == "&-(_:_:)")
        #expect(DocCCatalog.title(ofBody: "# ``Kit/View/body-property``\n") == "body")
        #expect(DocCCatalog.title(ofBody: "# ``Kit/init(_:)-8x2``\n") == "init(_:)")
        #expect(DocCCatalog.title(ofBody: "# ``Kit/Store/send(_:)``\n") == "send(_:)")
        // The page's heading shows the name too, where the whole path ran under the outline.
        #expect(DocCSource("# ``ComposableArchitecture/Store/state-1qxwl``\n\nText.\n").markdown == "# ``state``\n\nText.\n")
        #expect(DocCSource("# ``Kit``\n\nText.\n").markdown == "# ``Kit``\n\nText.\n")
        // After blank lines (where front matter stood), the heading is the one rewritten, not the first line.
        #expect(DocCSource("\n\n# ``Kit/Store/state-1qxwl``\r\nText.\n").markdown == "\n\n# ``state``\r\nText.\n")
    }

    /// The reviewer's cases, each checked against cmark-gfm: which `@Image` lines are code (kept as written) and which are
    /// directives (made an image). A list ends at a fence, a heading or a rule; tabs indent; a directive left out of the
    /// page (`@Comment`) is the blank line cmark-gfm sees.
    @Test(arguments: [
        ("- Step\n\n```swift\nx\n```\n\n    @Image(source: a.png, alt: b)\n", true),
        ("- item\n## Usage\n\n    @Image(source: a.png, alt: b)\n", true),
        ("- item\n\n* * *\n\n    @Image(source: a.png, alt: b)\n", true),
        ("Text\n\n\t@Image(source: a.png, alt: b)\n", true),
        ("Text\n@Comment {\n note\n}\n    @Image(source: a.png, alt: b)\n", true),
        ("1. a\n   - b\n\n   text\n\n     @Image(source: a.png, alt: b)\n", false),
        ("-\r\n  @Image(source: a.png, alt: b)\r\n", false),
        ("- item\n\n    @Image(source: a.png, alt: b)\n", false),
    ])
    func codeIsToldAsCmarkTellsIt(body: String, isCode: Bool) {
        let markdown = DocCSource(body).markdown
        #expect(markdown.contains("@Image(source: a.png, alt: b)") == isCode, "\(markdown)")
        #expect(markdown.contains("![b](<a.png>)") == !isCode, "\(markdown)")
    }

    /// DocC's `urlReadableFragment`: words split at spaces and dashes, joined by `-`, case kept, every punctuation mark and
    /// backtick left out, symbols kept. The headings are real ones whose links failed while the dot or the `?` stayed.
    @Test func anchorsAreDocCs() {
        #expect(DocCCatalog.anchor("Trusted vs. untrusted certificate") == "Trusted-vs-untrusted-certificate")
        #expect(DocCCatalog.anchor("  Reporting   issues ") == "Reporting-issues")
        #expect(DocCCatalog.anchor("What's `new`?") == "Whats-new")
        #expect(DocCCatalog.anchor("Should TCA be used for every kind of app?") == "Should-TCA-be-used-for-every-kind-of-app")
        #expect(DocCCatalog.anchor("Migrating to 1.11.2") == "Migrating-to-1112")
        #expect(DocCCatalog.anchor("@CasePathable and @dynamicMemberLookup enums") == "CasePathable-and-dynamicMemberLookup-enums")
        #expect(DocCCatalog.anchor("Ahead-of-time (manual) code generation") == "Ahead-of-time-manual-code-generation")
        #expect(DocCCatalog.anchor("Appendix A: Examples — and more – here") == "Appendix-A-Examples-and-more-here")
        #expect(DocCCatalog.anchor("snake_case, «quotes» & Array<Element> + 1") == "snakecase-quotes--Array<Element>-+-1")
    }

    @Test func aPathIsInTheCatalogFolderItPassesThrough() {
        #expect(DocCCatalog.catalogFolder(of: "Guide.docc/Articles/Start.md") == "Guide.docc")
        #expect(DocCCatalog.catalogFolder(of: "docs/Guide.docc/Start.md") == "docs/Guide.docc")
        #expect(DocCCatalog.catalogFolder(of: "A.docc/B.docc/Start.md") == "A.docc")
        // A catalog is a folder: not a file named so, nor a folder whose name only starts so.
        #expect(DocCCatalog.catalogFolder(of: "Guide.docc") == nil)
        #expect(DocCCatalog.catalogFolder(of: "notes/Guide.docc.md") == nil)
        #expect(DocCCatalog.catalogFolder(of: "Guide.doccs/Start.md") == nil)
        #expect(DocCCatalog.catalogFolder(of: "guides/start.md") == nil)
    }

    @Test func assetNamesLoseExtensionScaleAndAppearance() {
        #expect(DocCCatalog.assetName(of: "Assets/diagram~dark@2x.png") == ("diagram", true, 2))
        #expect(DocCCatalog.assetName(of: "a/logo.svg") == ("logo", false, 1))
    }
}
