import Foundation
import Testing

@testable import SpecimenDiagnostics
@testable import SpecimenKit
@testable import SpecimenTokens

/// A ```` ```component NAME ```` block in a guide: every mistake is one located error with the valid choices.
///
/// The blocks go through the page renderer a build uses, with the built-in theme's
/// components and the example tokens, so line and column are those of the guide file.
@Suite struct ComponentBlockTests {
    let fixture: ComponentFixture

    init() throws {
        fixture = try ComponentFixture()
    }

    /// The guide's front matter takes lines 1–3 and its intro line 5, so a block's fence is on line 7.
    func guide(_ block: String) -> String {
        "---\ntitle: Banners\n---\n\nAn inline banner reports a problem.\n\n" + block + "\n\nAfter the example.\n"
    }

    func only(_ block: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Diagnostic {
        let diagnostics = fixture.render(guide(block)).diagnostics
        #expect(diagnostics.count == 1, "\(diagnostics)", sourceLocation: sourceLocation)
        return try #require(diagnostics.first, sourceLocation: sourceLocation)
    }

    /// The type error of a required parameter, which must not also be reported as missing.
    func firstOfRequired(_ block: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Diagnostic {
        try only(block, sourceLocation: sourceLocation)
    }

    func at(_ line: Int, _ column: Int) -> SpecimenDiagnostics.SourceLocation {
        SpecimenDiagnostics.SourceLocation(file: "content/patterns/guide.md", line: line, column: column)
    }

    static let catalogue =
        "alert-dialog, banner, callout, disabled-button, empty-state, error-summary, field-error, full-page-error, "
        + "full-page-loading, inline-confirmation, inline-progress, loading-button, network-error, progress-bar, skeleton-list, "
        + "state-swatches, toast"

    @Test func aValidBlockRendersTheTabbedExample() {
        let page = fixture.render(guide("```component banner\ntone: warning\ntitle: You're offline.\n```"))
        #expect(page.diagnostics.isEmpty)
        #expect(page.html.contains(#"<div class="component-example" data-component="banner">"#))
        #expect(page.html.contains(#"<div class="component-preview" data-theme="dark">"#))
        #expect(page.html.contains("var(--color-state-subtle-warning)"))
        #expect(page.html.contains(#"<a href="/tokens/#color-state-subtle-warning"><code>color.state.subtle.warning</code></a>"#))
    }

    /// Previews keep the template's escaping, so an attribute quoted either way stays closed;
    /// only the Code panel shows apostrophes plain, for reading.
    @Test func apostrophesAreEscapedInPreviewsAndPlainInTheCodePanel() {
        let page = fixture.render(guide("```component banner\ntone: warning\ntitle: You're offline.\n```"))
        #expect(page.html.contains("weight-semibold);\">You&#39;re offline.</p>"))
        #expect(!page.html.contains("You're offline.</p>"))
        // The Code panel highlights the HTML as text: the apostrophe is plain there.
        #expect(page.html.contains("You're offline."))
    }

    @Test func unknownComponentSuggestsTheNearestName() throws {
        let diagnostic = try only("```component baner\ntitle: Upload failed.\n```")
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.code == .unknownComponent)
        #expect(diagnostic.location == at(7, 14))
        #expect(diagnostic.message == "unknown component `baner`")
        #expect(diagnostic.reason == "The theme has no components/baner.mustache. It has: \(Self.catalogue).")
        #expect(diagnostic.fix == "Did you mean `banner`?")
    }

    @Test func blockWithNoName() throws {
        let diagnostic = try only("```component\ntitle: Upload failed.\n```")
        #expect(diagnostic.code == .unknownComponent)
        #expect(diagnostic.location == at(7, 1))
        #expect(diagnostic.message == "the component block names no component")
        #expect(diagnostic.reason == "The theme has no components/NAME.mustache. It has: \(Self.catalogue).")
        #expect(diagnostic.fix == "Write ```` ```component NAME ```` with one of the names above.")
    }

    @Test func unknownParameterSuggestsTheNearestOne() throws {
        let diagnostic = try only("```component banner\ntitle: Upload failed.\nmesage: The connection dropped.\n```")
        #expect(diagnostic.code == .unknownComponentParameter)
        #expect(diagnostic.location == at(9, 1))
        #expect(diagnostic.message == "`banner` has no parameter `mesage`")
        #expect(diagnostic.reason == "Its parameters are: tone, title, message, action, dismissible, offline, solid.")
        #expect(diagnostic.fix == "Did you mean `message`?")
    }

    @Test func wrongEnumValueListsTheChoices() throws {
        let diagnostic = try only("```component banner\ntitle: Upload failed.\ntone: dangerous\n```")
        #expect(diagnostic.code == .componentParameterType)
        #expect(diagnostic.location == at(9, 7))
        #expect(diagnostic.message == "`dangerous` is not a valid `tone` for `banner`")
        #expect(diagnostic.reason == "`tone` takes one of: danger, warning, info.")
        #expect(diagnostic.fix == "Did you mean `danger`?")
    }

    @Test func wrongNumber() throws {
        let diagnostic = try firstOfRequired("```component progress-bar\nlabel: Uploading photos\nvalue: a quarter\n```")
        #expect(diagnostic.code == .componentParameterType)
        #expect(diagnostic.location == at(9, 8))
        #expect(diagnostic.message == "`a quarter` is not a valid `value` for `progress-bar`")
        #expect(diagnostic.reason == "`value` takes a number.")
        #expect(diagnostic.fix == "It is: How far along it is, from 0 to 100.")
    }

    @Test func wrongBoolean() throws {
        let diagnostic = try only("```component banner\ntitle: Upload failed.\n  \ndismissible: sometimes\n```")
        #expect(diagnostic.code == .componentParameterType)
        #expect(diagnostic.location == at(10, 14))
        #expect(diagnostic.message == "`sometimes` is not a valid `dismissible` for `banner`")
        #expect(diagnostic.reason == "`dismissible` takes `true` or `false`.")
        #expect(diagnostic.fix == "It is: Adds a close button labelled Dismiss. Leave it off for errors that put unsaved work at risk.")
    }

    @Test func wrongList() throws {
        let diagnostic = try firstOfRequired(
            "```component error-summary\ntitle: 2 fields need attention\nerrors:\n  email: Enter an email address.\n```")
        #expect(diagnostic.code == .componentParameterType)
        #expect(diagnostic.location == at(10, 3))
        #expect(diagnostic.message == "`email: Enter an email address.` is not a valid `errors` for `error-summary`")
        #expect(diagnostic.reason == "`errors` takes a list of texts, like `[First, Second]`.")
        #expect(diagnostic.fix == "It is: One fix-it message per field, using the field's own label, such as Enter your postcode.")
    }

    @Test func aSingleTextIsAListOfOne() {
        let page = fixture.render(guide("```component error-summary\ntitle: 1 field needs attention\nerrors: Enter your postcode.\n```"))
        #expect(page.diagnostics.isEmpty)
        #expect(page.html.contains(">Enter your postcode.</button></li>"))
    }

    @Test func missingRequiredParameterIsAtTheFence() throws {
        let diagnostic = try only("```component banner\ntone: warning\nmessage: Changes sync when you reconnect.\n```")
        #expect(diagnostic.code == .missingComponentParameter)
        #expect(diagnostic.location == at(7, 1))
        #expect(diagnostic.message == "`banner` needs `title`")
        #expect(diagnostic.reason == "It is required: What happened, in one short sentence.")
        #expect(diagnostic.fix == "Add a line `title: …` inside the block.")
    }

    @Test func everyMistakeInABlockIsReported() {
        let diagnostics = fixture.render(guide("```component callout\ntone: info\ntitel: Missing photos\n```")).diagnostics
        #expect(diagnostics.map(\.code.rawValue) == ["component-parameter-type", "unknown-component-parameter", "missing-component-parameter"])
        #expect(diagnostics.map(\.location) == [at(8, 7), at(9, 1), at(7, 1)])
        #expect(diagnostics.first?.reason == "`tone` takes one of: danger, warning.")
    }

    @Test func yamlSyntaxErrorIsLocatedInsideTheFence() throws {
        let diagnostic = try only("```component banner\ntitle: Upload failed.\nmessage: \"The connection dropped.\n```")
        #expect(diagnostic.code == .componentYAML)
        #expect(diagnostic.location == at(9, 10))
        #expect(diagnostic.message == "the `banner` block is not valid YAML")
        #expect(diagnostic.reason == "While scanning a quoted scalar found unexpected end of stream.")
    }

    @Test func aBrokenBlockStillShowsItsParameters() {
        let page = fixture.render(guide("```component baner\ntitle: Upload failed.\n```"))
        #expect(!page.html.contains("component-example"))
        #expect(page.html.contains("Upload failed."))
        #expect(page.html.contains("After the example."))
    }
}
