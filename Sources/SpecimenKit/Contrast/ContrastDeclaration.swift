import SpecimenDiagnostics
import SpecimenTokens

/// How contrast is measured: WCAG 2's ratio, APCA's lightness contrast (Lc), or both (`methods:` in contrast.yml).
public enum ContrastMethod: String, Sendable, Hashable, CaseIterable {
    case wcag2, apca
}

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
    /// What it must pass: WCAG 2 unless `contrast.yml` asks for APCA as well or instead.
    public var methods: [ContrastMethod]
    /// The size (CSS px) and weight of the pair's `text-style:`, when it names one: APCA judges that text, not the
    /// size its usage implies.
    public var textSize: Double? = nil
    public var textWeight: Double? = nil

    public init(
        foreground: String, role: Role, background: String, over: String?, usage: ContrastRequirement.Usage, level: ContrastRequirement.Level,
        allowFailure: String?, source: SourceLocation, origin: String, methods: [ContrastMethod] = [.wcag2]
    ) {
        self.foreground = foreground
        self.role = role
        self.background = background
        self.over = over
        self.usage = usage
        self.level = level
        self.allowFailure = allowFailure
        self.source = source
        self.origin = origin
        self.methods = methods
    }

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

    /// What it needs by the methods it is measured by: `4.5:1`, `4.5:1 and APCA Lc 90.0`, `APCA Lc 90.0`; `level`
    /// adds WCAG's (`4.5:1 (AA)`).
    func needs(level: Bool = false) -> String {
        let wcag = "\(requirement.minimumRatioText):1" + (level ? " (\(self.level.rawValue))" : "")
        let apca = "APCA \(requiredLcText)"
        guard methods.contains(.apca) else { return wcag }
        return methods.contains(.wcag2) ? "\(wcag) and \(apca)" : apca
    }

    /// The |Lc| the pair needs under APCA: by its text style's size and weight when it has one, else by its usage
    /// (`APCA.requirement(for:)`); `nil` when the text is too small or thin for any Lc in APCA's table.
    public var requiredLc: Double? {
        guard let textSize else { return APCA.requirement(for: usage) }
        return APCA.minimumLc(fontSize: textSize, fontWeight: textWeight ?? 400)
    }

    /// `Lc 90.0`, or what it means when no Lc is enough.
    var requiredLcText: String {
        requiredLc.map { "Lc \(APCA.display($0))" } ?? "a larger or bolder text style (no Lc in APCA's table is enough at this size and weight)"
    }

    /// What APCA's requirement is based on, in words.
    var apcaBasis: String {
        guard let textSize else { return APCA.requirementBasis(for: usage) }
        let size = textSize.formatted(.number.precision(.fractionLength(0...2)))
        return "\(size)px text at weight \(Int(textWeight ?? 400)) (its text style), by its lookup table"
    }

    /// The requirement the pair must meet.
    public var requirement: ContrastRequirement { ContrastRequirement(usage: usage, level: level) }

    /// The same pair, for de-duplicating pairs that several components declare.
    var key: String { [foreground, background, over ?? "", usage.rawValue, level.rawValue].joined(separator: "|") }
}
