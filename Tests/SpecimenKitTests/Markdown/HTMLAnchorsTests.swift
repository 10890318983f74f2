import Testing

@testable import SpecimenKit

@Suite struct HTMLAnchorsTests {
    @Test func idsAndNamedAnchorsWithWhereTheyAre() {
        let html =
            "<div id=\"a\" class=x>\n  <A NAME = 'b'>x</A> <input name=\"field\" id=c>\n<!-- id=\"d\" --><p data-id=\"e\" title=\"id=f\">id=\"g\"</p>"
        #expect(
            HTMLAnchors.anchors(in: html) == [
                .init(id: "a", line: 0, byteColumn: 5),
                .init(id: "b", line: 1, byteColumn: 5),
                .init(id: "c", line: 1, byteColumn: 42),
            ])
    }

    @Test func textWithoutTagsAndBrokenTagsGiveNothingAndNeverTrap() {
        #expect(HTMLAnchors.anchors(in: "no tags, id=\"x\"").isEmpty)
        for broken in ["<", "<a", "<a id", "<a id=", "<a id=\"", "<a id='x", "<!--", "<!-- id=\"x\"", "< id=\"x\">", "<1 id=\"x\">"] {
            #expect(HTMLAnchors.anchors(in: broken).allSatisfy { $0.id == "x" || $0.id.isEmpty == false }, "\(broken)")
        }
        #expect(HTMLAnchors.anchors(in: "<a id='x").map(\.id) == ["x"])
        #expect(HTMLAnchors.anchors(in: "< id=\"x\"><1 id=\"y\">").isEmpty)
    }
}
