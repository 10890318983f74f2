import Foundation
import Testing

@testable import SpecimenServer

@Suite("HTTP pieces")
struct HTTPPiecesTests {
    @Test func httpDatesRoundTrip() {
        #expect(HTTPDate.format(784_111_777) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT") == 784_111_777)
        #expect(HTTPDate.parse("Sunday, 06-Nov-94 08:49:37 GMT") == nil)
        #expect(HTTPDate.parse("garbage") == nil)
    }

    @Test func entityTagsHashTheBytesAndMatchWeakly() {
        let tag = EntityTag.of(Array("hello".utf8))
        #expect(tag == "\"a430d84680aabd0b\"")
        #expect(tag != EntityTag.of(Array("hello!".utf8)))
        #expect(EntityTag.matches(tag, tag))
        #expect(EntityTag.matches("W/\(tag)", tag))
        #expect(EntityTag.matches("\"other\", \(tag)", tag))
        #expect(EntityTag.matches("*", tag))
        #expect(!EntityTag.matches("\"other\"", tag))
    }

    @Test(arguments: [
        ("index.html", "text/html; charset=utf-8"), ("a/style.css", "text/css; charset=utf-8"),
        ("app.js", "text/javascript; charset=utf-8"), ("logo.svg", "image/svg+xml"), ("a.png", "image/png"),
        ("a.jpg", "image/jpeg"), ("a.JPEG", "image/jpeg"), ("a.gif", "image/gif"), ("a.webp", "image/webp"),
        ("favicon.ico", "image/x-icon"), ("search.json", "application/json"), ("feed.xml", "application/xml"),
        ("notes.txt", "text/plain; charset=utf-8"), ("font.woff2", "font/woff2"), ("doc.pdf", "application/pdf"),
        ("blob.bin", "application/octet-stream"), ("Makefile", "application/octet-stream"), ("a.b/c", "application/octet-stream"),
    ])
    func mediaTypes(file: String, type: String) {
        #expect(MediaType.forFile(file) == type)
    }

    @Test func theSnippetGoesBeforeTheLastClosingBodyTag() {
        let html = Data("<body><pre>&lt;/body&gt; </body></pre>\n</BODY>\n</html>".utf8)
        let result = String(decoding: StaticFileResponder.insert("<script></script>", into: html), as: UTF8.self)
        #expect(result == "<body><pre>&lt;/body&gt; </body></pre>\n<script></script></BODY>\n</html>")
        let noBody = String(decoding: StaticFileResponder.insert("<s>", into: Data("<p>hi".utf8)), as: UTF8.self)
        #expect(noBody == "<p>hi<s>")
    }

    @Test func theClientScriptCarriesTheBuildAndCannotCloseItsOwnElement() {
        let snippet = LiveReloadClient.snippet(build: "abc-3\"</script>")
        #expect(snippet.hasPrefix("<script data-specimen-preview>"))
        #expect(snippet.contains("var BUILD = \"abc-3script\";"))
        #expect(!LiveReloadClient.script.lowercased().contains("</script"))
        #expect(snippet.components(separatedBy: "</script>").count == 2)
        #expect(snippet.contains("\"/__specimen/events\""))
    }

    @Test func serverEventsAreOneLineOfJSONEach() {
        let event = ServerEvent.hello(build: "abc-1", failed: false)
        #expect(event.wireFormat == "retry: 1000\nevent: hello\ndata: {\"build\":\"abc-1\",\"status\":\"ok\"}\n\n")
        #expect(ServerEvent.keepAlive.wireFormat == ": keep-alive\n\n")
    }
}
