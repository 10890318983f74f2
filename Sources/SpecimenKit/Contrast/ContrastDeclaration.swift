import SpecimenDiagnostics
import SpecimenTokens

/// A colour pair someone asked Specimen to keep readable: from `content/contrast.yml` or a component manifest.
public struct ContrastDeclaration: Sendable, Hashable {
    /// What the foreground paints.
    public enum Role: String, Sendable, Hashable {
        case text, icon, border
    }

    /// The foreground token path (`color.text.primary`).
    public var foreground: String
    /// Text, icon or border.
    public var role: Role
    /// The background token path.
    public var background: String
    /// The token behind a translucent background.
    public var over: String?
    /// How the foreground is used, which sets the ratio it needs.
    public var usage: ContrastRequirement.Usage
    /// AA or AAA.
    public var level: ContrastRequirement.Level
    /// Why a failure is accepted; the pair is shown but does not fail the build.
    public var allowFailure: String?
    /// Where it is declared.
    public var source: SourceLocation
    /// Where the pair comes from, for people: `contrast.yml`, `component banner (tone: danger)`.
    public var origin: String

    /// What the foreground is, in words: `body text`, `large text`, `text in a control`, `icon`, `border`.
    public var use: String {
        switch (usage, role) {
        case (.body, _): "body text"
        case (.large, _): "large text"
        case (.ui, .text): "text in a control"
        case (.ui, .icon): "icon"
        case (.ui, .border): "border"
        }
    }

    /// The requirement the pair must meet.
    public var requirement: ContrastRequirement { ContrastRequirement(usage: usage, level: level) }

    /// The same pair, for de-duplicating pairs that several components declare.
    var key: String { [foreground, background, over ?? "", usage.rawValue, level.rawValue].joined(separator: "|") }
}
