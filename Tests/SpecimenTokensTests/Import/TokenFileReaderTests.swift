import Foundation
import SpecimenTestSupport
import Testing

@testable import SpecimenTokens

/// The preview's reader keeps what it read, and what it keeps of a file always comes from the bytes kept with it.
@Suite struct TokenFileReaderTests {
    static func color(_ file: TokenFileReader.TokenFile) -> String? {
        file.value?.member(named: "brand")?.value.member(named: "$value")?.value.stringValue
    }

    /// A save between the two reads of one load (the export's search, then the token file) is what the next read
    /// sees: the conversion is never kept under bytes it was not made from.
    @Test func aSaveBetweenTwoReadsIsSeen() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "token-file-reader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appending(path: "base.tokens.json")
        func save(_ color: String) throws { try Data(#"{ "brand": { "$type": "color", "$value": "\#(color)" } }"#.utf8).write(to: url) }

        let reader = TokenFileReader(keeps: true)
        try save("#111111")
        let first = reader.json(url, displayPath: "base.tokens.json")
        try save("#222222")
        #expect(Self.color(reader.tokenFile(url, displayPath: "base.tokens.json", already: first)) == "#222222")
        reader.sweep()
        #expect(Self.color(reader.tokenFile(url, displayPath: "base.tokens.json")) == "#222222")
        try save("#333333")
        #expect(reader.json(url, displayPath: "base.tokens.json").value?.member(named: "brand") != nil)
        #expect(Self.color(reader.tokenFile(url, displayPath: "base.tokens.json")) == "#333333")
    }
}
