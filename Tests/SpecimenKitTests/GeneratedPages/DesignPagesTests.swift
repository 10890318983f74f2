import Testing

@testable import SpecimenKit

/// What the session relies on when it makes the pages that show the app's code again alone (`remakeAppCodePages`):
/// those kinds come first, in output order, and no other kind publishes below their places.
@Suite struct DesignPagesTests {
    @Test func theKindsThatShowTheAppsCodeComeFirstAndOwnTheirPlaces() {
        let kinds = DesignPages.kinds
        let leading = kinds.prefix { $0.showsAppCode }.count
        #expect(leading == DesignPages.appCodeKinds.count, "the kinds that show the app's code must come first")
        for kind in kinds where !kind.showsAppCode {
            #expect(!DesignPages.showsAppCode(kind.pagePath), "\(kind) publishes below a place of a kind that shows the app's code")
        }
        #expect(kinds.map { $0.pagePath } == ["tokens/", "tokens/adoption/", "components/", "contrast/", "changes/"])
    }
}
