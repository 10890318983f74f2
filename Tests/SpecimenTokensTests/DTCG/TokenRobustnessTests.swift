import Foundation
import SpecimenTestSupport
import Testing

@testable import SpecimenDiagnostics
@testable import SpecimenTokens

/// Inputs no designer writes on purpose, but tools and accidents produce: they must load, fast, and say what is wrong.
@Suite struct TokenRobustnessTests {
    /// Tokens `t0` … `t<length-1>`, each an alias of the next (forward) or the previous (backward) one.
    private func chain(_ length: Int, forward: Bool) -> String {
        let links = (0..<length).map { index -> String in
            let end = forward ? index == length - 1 : index == 0
            let next = forward ? index + 1 : index - 1
            return end ? #""t\#(index)": { "$type": "number", "$value": 1 }"# : #""t\#(index)": { "$value": "{t\#(next)}" }"#
        }
        return "{ " + links.joined(separator: ", ") + " }"
    }

    @Test(arguments: [true, false]) func aliasChainsUpToTheLimitResolve(forward: Bool) throws {
        let (model, diagnostics) = try TokenFixture.load(chain(AliasGraph.maximumAliasDepth, forward: forward))
        #expect(diagnostics.isEmpty)
        #expect(model.tokens(in: "default").map(\.aliasChain.count).max() == AliasGraph.maximumAliasDepth)
    }

    @Test(arguments: [true, false]) func longerAliasChainsAreOneErrorNotACrash(forward: Bool) throws {
        let (_, diagnostics) = try TokenFixture.load(chain(AliasGraph.maximumAliasDepth + 400, forward: forward))
        #expect(diagnostics.map(\.code.rawValue) == ["alias-chain-too-long"])
    }

    @Test(.timeLimit(.minutes(1))) func aMinifiedFileWithThousandsOfTokensLoads() throws {
        let tokens = (0..<5_000).map { ##""t\##($0)":{"$value":"#\##(String(format: "%06x", $0 * 997))"}"## }
        let (model, diagnostics) = try TokenFixture.load(#"{"c":{"$type":"color","# + tokens.joined(separator: ",") + "}}")
        #expect(diagnostics.isEmpty)
        #expect(model.tokens(in: "default").count == 5_000)
        #expect(model.tokens(in: "default").last?.location.column == 143_884)
    }

    @Test func tokenNamedWithADollarSign() throws {
        let (model, diagnostics) = try TokenFixture.load(##"{ "color": { "$type": "color", "$primary": { "$value": "#4F46E5" } } }"##)
        #expect(model.tokens(in: "default").isEmpty)
        #expect(
            diagnostics == [
                .warning(
                    .tokenInvalidName, at: SourceLocation(file: "content/tokens/tokens.tokens.json", line: 1, column: 32), "invalid name `$primary`",
                    reason: "Token and group names must not start with `$`, which marks the properties of the format itself.",
                    fix: "Rename it to `primary`."
                )
            ])
    }

    @Test func unreadableAndNonUTF8Files() throws {
        let fixture = try TokenFixture([:])
        try Data([0x7B, 0xFF, 0xFE, 0x7D]).write(to: fixture.folder.appendingPathComponent("bad.tokens.json"))
        let (_, diagnostics) = fixture.load()
        #expect(
            diagnostics == [
                .error(
                    .fileEncoding, at: SourceLocation(file: "content/tokens/bad.tokens.json", line: 1, column: 1), "the file is not valid UTF-8",
                    reason: "JSON files must be encoded as UTF-8.", fix: "Save the file as UTF-8 in your editor."
                ).leavingOutOnlyItself()
            ])
    }

    @Test func everyValueKindInEveryTypeIsRejectedWithoutCrashing() throws {
        let values = ["null", "true", "0", "-1", "\"\"", "\"{}\"", "\"{a}\"", "[]", "[null]", "{}", #"{ "value": null }"#]
        for type in TokenType.specTypes {
            for value in values {
                let (_, diagnostics) = try TokenFixture.load(#"{ "t": { "$type": "\#(type.rawValue)", "$value": \#(value) } }"#)
                #expect(diagnostics.allSatisfy { $0.location != nil && !$0.message.isEmpty && $0.reason != nil && $0.fix != nil })
            }
        }
    }
}

extension TokenRobustnessTests {
    @Test func aLongExtendsChainIsOneErrorNotACrash() throws {
        // 1,000 groups, each extending the next: one error where the chain gets too long, however many chains there are.
        let groups = (0..<1_000).map { #""g\#($0)": { "$extends": "{g\#($0 + 1)}", "t\#($0)": { "$type": "number", "$value": \#($0) } }"# }
        let json = "{ " + groups.joined(separator: ",\n") + #", "g1000": { "end": { "$type": "number", "$value": 0 } } }"#
        let (model, diagnostics) = try TokenFixture.load(json)
        #expect(!model.tokens(in: "default").isEmpty)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("is longer than 100 groups") == true)
    }
}
