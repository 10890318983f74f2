import SpecimenDiagnostics

/// The design tokens as a Swift source file an app can add as it is, or generate at build time
/// with the `SpecimenTokensPlugin` build-tool plugin.
///
/// Colours become `ColorToken`s with a light and a dark `RGBA`; dimensions `CGFloat` constants
/// grouped by their first path segment (`Spacing.md`, `Radius.lg`); type styles `TypeStyle`s;
/// durations `TimeInterval`s in seconds; numbers `Double`s. These compile on every platform;
/// where SwiftUI exists, `.color` (following the system appearance) and `.font` give SwiftUI's
/// forms. The app and the docs then share one source of truth.
package enum TokenSwift {
    /// The whole file; `nil`, with an error for each, when two tokens would get the same Swift name.
    package static func render(_ model: TokenModel, typeName: String = "DesignTokens") -> (text: String?, diagnostics: [Diagnostic]) {
        let light = model.defaultMode
        let dark = model.modes.first { $0 == "dark" }
        let tokens = model.tokens(in: light)
        var groups: [(name: String, lines: [String])] = []
        var named: [String: ResolvedToken] = [:]
        var clashes: [Diagnostic] = []
        func add(_ group: String, _ name: String, _ token: ResolvedToken, _ declaration: String) {
            if let first = named[group + "." + name] {
                clashes.append(
                    .error(
                        .swiftNameClash, at: token.location,
                        "`\(token.path)` and `\(first.path)` would both be `\(typeName).\(group).\(name)` in Swift",
                        reason:
                            "Token names become Swift names by dropping punctuation and joining the words, so these two meet; the app would not compile.",
                        fix: "Rename one of the two tokens (for example `\(token.path)-alt`), or export only CSS or JSON."
                    ))
                return
            }
            named[group + "." + name] = token
            let line = documentation(token) + "        public static let \(name)" + declaration
            if let index = groups.firstIndex(where: { $0.name == group }) { groups[index].lines.append(line) } else { groups.append((group, [line])) }
        }
        func documentation(_ token: ResolvedToken) -> String {
            // A description may run over several lines; each stays a comment.
            let summary = "/// `\(token.path)`" + (token.description.map { ": \($0)" } ?? "")
            var lines = summary.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated().map { index, line in
                index == 0 ? String(line) : "/// " + line
            }
            if let deprecation = token.deprecation {
                lines.append("@available(*, deprecated, message: \(literal(deprecation.reason ?? "Deprecated in the design tokens.")))")
            }
            return lines.map { "        " + $0 }.joined(separator: "\n") + "\n"
        }
        for token in tokens {
            guard let member = member(for: token) else { continue }
            switch token.value {
            case let .color(color):
                if let dark, case let .color(darkColor)? = model.token(at: token.path, in: dark)?.value, darkColor != color {
                    add(member.group, member.name, token, " = ColorToken(light: \(rgba(color)), dark: \(rgba(darkColor)))")
                } else {
                    add(member.group, member.name, token, " = ColorToken(\(rgba(color)))")
                }
            case let .dimension(dimension):
                add(member.group, member.name, token, ": CGFloat = \(TokenNumber.text(dimension.pixels() ?? 0))")
            case let .typography(style):
                add(member.group, member.name, token, " = \(typeStyle(style, size: style.fontSize.pixels() ?? 0))")
            case let .duration(duration):
                add(member.group, member.name, token, ": TimeInterval = \(TokenNumber.text(duration.milliseconds / 1000))")
            case let .number(value):
                add(member.group, member.name, token, ": Double = \(TokenNumber.text(value))")
            default:
                continue
            }
        }
        var source = """
            \(generatedHeader) Do not edit: change the token files and export again.
            // The values compile on every platform; the SwiftUI colours and fonts at the end, where SwiftUI exists.
            import Foundation
            #if canImport(SwiftUI)
            import SwiftUI
            #endif

            /// The design system's tokens, generated from the same files as the pattern library.
            public enum \(typeName) {

            """
        source += groups.map { group in
            "    public enum \(group.name) {\n" + group.lines.joined(separator: "\n") + "\n    }\n"
        }.joined(separator: "\n")
        source += (groups.isEmpty ? "" : "\n") + support.replacingOccurrences(of: "DesignTokens", with: typeName)
        return clashes.isEmpty ? (source, []) : (nil, clashes)
    }

    /// Where `token` is in the generated file: `Colors.textPrimary` for `color.text.primary`,
    /// `Spacing.md` for `spacing.md`; `nil` for a token the file leaves out (a `%` size, a shadow).
    /// The app-code scanner reads the app's references with the same names.
    package static func member(for token: ResolvedToken) -> (group: String, name: String)? {
        let segments = token.path.split(separator: ".").map(String.init)
        switch token.value {
        case .color:
            return ("Colors", identifier(segments.first == "color" ? Array(segments.dropFirst()) : segments))
        case let .dimension(dimension):
            // `%` and `vw` have no size of their own, so an app has no constant to use.
            guard dimension.pixels() != nil else { return nil }
            var group = typeIdentifier(segments.count > 1 ? segments[0] : "dimensions")
            if reservedTypeNames.contains(group) { group += "Values" }
            return (group, identifier(Array(segments.dropFirst(segments.count > 1 ? 1 : 0))))
        case let .typography(style):
            guard style.fontSize.pixels() != nil else { return nil }
            return ("Typography", identifier(segments.first == "type" ? Array(segments.dropFirst()) : segments))
        case .duration:
            return ("Durations", identifier(segments.first == "duration" ? Array(segments.dropFirst()) : segments))
        case .number:
            return ("Numbers", identifier(segments))
        default:
            return nil
        }
    }

    /// How the generated file begins: the app-code scan knows the file by it, and never counts it as uses.
    package static let generatedHeader = "// Generated by Specimen from the design tokens."

    /// Names the generated file declares inside the tokens' enum, which a group of dimensions must not take,
    /// and the names the file itself uses (`Type`, `Self` and `Protocol` cannot name a type at all).
    private static let reservedTypeNames: Set<String> = [
        "RGBA", "ColorToken", "TypeStyle", "Colors", "Typography", "Durations", "Numbers",
        "Color", "Font", "CGFloat", "TimeInterval", "Double", "String", "Type", "Self", "Protocol", "Any",
    ]

    /// The value types every generated file carries, and their SwiftUI forms.
    private static let support = """
            /// An sRGB colour: each channel and the opacity from 0 to 1.
            public struct RGBA: Hashable, Sendable {
                public var red: Double
                public var green: Double
                public var blue: Double
                public var opacity: Double

                public init(_ red: Double, _ green: Double, _ blue: Double, _ opacity: Double = 1) {
                    self.red = red
                    self.green = green
                    self.blue = blue
                    self.opacity = opacity
                }

                /// `#rrggbb`, or `#rrggbbaa` when translucent, as the pattern library shows it.
                public var hex: String {
                    let channels = opacity < 1 ? [red, green, blue, opacity] : [red, green, blue]
                    return "#" + channels.map { channel in
                        let byte = String(Int((min(max(channel, 0), 1) * 255).rounded()), radix: 16)
                        return byte.count == 1 ? "0" + byte : byte
                    }.joined()
                }
            }

            /// A colour token: its value in light mode and in dark mode (the same when the tokens give one).
            public struct ColorToken: Hashable, Sendable {
                public var light: RGBA
                public var dark: RGBA

                public init(_ value: RGBA) {
                    self.init(light: value, dark: value)
                }

                public init(light: RGBA, dark: RGBA) {
                    self.light = light
                    self.dark = dark
                }
            }

            /// A type style: the font family (`nil` for the system font), its size in points and its weight (100 to 900).
            public struct TypeStyle: Hashable, Sendable {
                public var family: String?
                public var size: CGFloat
                public var weight: Double?

                public init(family: String?, size: CGFloat, weight: Double?) {
                    self.family = family
                    self.size = size
                    self.weight = weight
                }
            }
        }

        #if canImport(SwiftUI)
        @available(macOS 11, iOS 14, tvOS 14, watchOS 7, visionOS 1, *)
        extension DesignTokens.RGBA {
            /// This colour in SwiftUI.
            public var color: Color { Color(.sRGB, red: red, green: green, blue: blue, opacity: opacity) }
        }

        @available(macOS 11, iOS 14, tvOS 14, watchOS 7, visionOS 1, *)
        extension DesignTokens.ColorToken {
            /// This token in SwiftUI: its light value in light mode, its dark value in dark mode (watchOS has only dark).
            public var color: Color {
                if light == dark { return light.color }
                #if os(watchOS)
                return dark.color
                #elseif canImport(UIKit)
                let lightColor = UIColor(self.light.color), darkColor = UIColor(self.dark.color)
                return Color(UIColor { traits in traits.userInterfaceStyle == .dark ? darkColor : lightColor })
                #elseif canImport(AppKit)
                let lightColor = NSColor(self.light.color), darkColor = NSColor(self.dark.color)
                return Color(NSColor(name: nil) { appearance in
                    appearance.bestMatch(from: [.darkAqua, .aqua]) == .darkAqua ? darkColor : lightColor
                })
                #else
                return light.color
                #endif
            }
        }

        @available(macOS 11, iOS 14, tvOS 14, watchOS 7, visionOS 1, *)
        extension DesignTokens.TypeStyle {
            /// This style in SwiftUI: the system font, or the family by name.
            public var font: Font {
                let base = family.map { Font.custom($0, size: size) } ?? Font.system(size: size)
                return weight.map { base.weight(Self.weight($0)) } ?? base
            }

            private static func weight(_ value: Double) -> Font.Weight {
                switch value {
                case ..<150: .ultraLight
                case ..<250: .thin
                case ..<350: .light
                case ..<450: .regular
                case ..<550: .medium
                case ..<650: .semibold
                case ..<750: .bold
                case ..<850: .heavy
                default: .black
                }
            }
        }

        @available(macOS 11, iOS 14, tvOS 14, watchOS 7, visionOS 1, *)
        extension Color {
            /// The colour of a design token, following the system appearance.
            public init(_ token: DesignTokens.ColorToken) {
                self = token.color
            }
        }

        @available(macOS 11, iOS 14, tvOS 14, watchOS 7, visionOS 1, *)
        extension Font {
            /// The font of a type style token.
            public init(_ style: DesignTokens.TypeStyle) {
                self = style.font
            }
        }
        #endif

        """

    private static func rgba(_ color: Color) -> String {
        let channels = [color.red, color.green, color.blue] + (color.alpha < 1 ? [color.alpha] : [])
        return "RGBA(" + channels.map(channel).joined(separator: ", ") + ")"
    }

    /// `TypeStyle(family: nil, size: 17, weight: 400)`: the system font for an empty or Apple system family.
    private static func typeStyle(_ style: TypographyValue, size: Double) -> String {
        let family = style.fontFamily.first ?? ""
        let system = ["-apple-system", "BlinkMacSystemFont", "system-ui", "SF Pro Text", "SF Pro Display", "SF Pro", ".AppleSystemUIFont"]
        let familyText = family.isEmpty || system.contains(family) ? "nil" : literal(family)
        return "TypeStyle(family: \(familyText), size: \(TokenNumber.text(size)), weight: \(style.fontWeight.map(TokenNumber.text) ?? "nil"))"
    }

    /// Four decimals: more than 8-bit colour needs, and stable across platforms.
    private static func channel(_ value: Double) -> String {
        TokenNumber.text((value * 10_000).rounded() / 10_000)
    }

    /// A Swift string literal: quotes, backslashes, line breaks and other control characters escaped.
    private static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private static let keywords: Set<String> = [
        "default", "class", "struct", "enum", "case", "let", "var", "func", "import", "return", "static", "public",
        "private", "internal", "self", "Self", "true", "false", "nil", "in", "is", "as", "if", "else", "for", "while",
        "switch", "where", "protocol", "extension", "init", "deinit", "subscript", "operator", "repeat", "do", "try",
        "throw", "throws", "break", "continue", "fallthrough", "guard", "defer", "inout", "Type", "Any", "some",
    ]

    /// `["state", "danger"]` → `stateDanger`; a name that is not a valid identifier is made one.
    package static func identifier(_ segments: [String]) -> String {
        let words = segments.flatMap { $0.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init) }
        var name = words.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if name.isEmpty { name = "token" }
        if let first = name.first, first.isNumber { name = "_" + name }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// Whether `name` can name the generated enum: a Swift identifier that is not a keyword.
    package static func isTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isXIDStart else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isXIDContinue } && !keywords.contains(name)
    }

    private static func typeIdentifier(_ segment: String) -> String {
        let name = identifier([segment])
        return name.prefix(1).uppercased() + name.dropFirst()
    }
}
