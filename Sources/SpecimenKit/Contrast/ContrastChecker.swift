import SpecimenTokens
/// Measures every declared pair in every mode, as WCAG 2.2 defines it.
///
/// Translucent colours are composited first, in gamma-encoded sRGB as browsers do:
/// the background over what is behind it, then the foreground over that. A translucent
/// background with nothing declared behind it is an error, never a guess.
enum ContrastChecker {
    /// Results for every pair and mode, worst ratio first, and the problems to report.
    static func evaluate(_ declarations: [ContrastDeclaration], tokens: TokenModel) -> ([ContrastResult], [Diagnostic]) {
        var results: [ContrastResult] = []
        var diagnostics: [Diagnostic] = []
        var reportedMissingBackdrop: Set<String> = []
        for declaration in declarations {
            for mode in tokens.modes {
                guard let foreground = color(declaration.foreground, mode: mode, tokens: tokens),
                      let background = color(declaration.background, mode: mode, tokens: tokens) else {
                    diagnostics.append(.error(
                        "contrast-not-colour", at: declaration.source,
                        "`\(declaration.foreground)` on `\(declaration.background)` is not a pair of colours in \(mode) mode",
                        reason: "Both tokens of a contrast pair must be colours in every mode.", fix: "Name colour tokens."
                    ))
                    continue
                }
                let over = declaration.over.flatMap { color($0, mode: mode, tokens: tokens) }
                var backdrop = background
                if !background.isOpaque {
                    guard let over, over.isOpaque else {
                        if reportedMissingBackdrop.insert(declaration.key).inserted {
                            diagnostics.append(missingBackdrop(declaration, background: background, over: over, mode: mode))
                        }
                        continue
                    }
                    backdrop = (try? WCAG.composite(background, over: over)) ?? background
                }
                guard let ratio = try? WCAG.contrastRatio(of: foreground, on: backdrop) else { continue }
                let passes = declaration.requirement.isMet(by: ratio)
                let suggestion = passes ? nil : try? ContrastSuggestion.nearest(to: foreground, on: backdrop, meeting: declaration.requirement)
                let result = ContrastResult(
                    declaration: declaration, mode: mode, foreground: foreground, background: background, over: over,
                    backdrop: backdrop, ratio: ratio, passes: passes, suggestion: suggestion
                )
                results.append(result)
                if result.isProblem { diagnostics.append(failure(result)) }
            }
        }
        results.sort { ($0.ratio, $0.declaration.source, $0.mode) < ($1.ratio, $1.declaration.source, $1.mode) }
        return (results, diagnostics)
    }

    private static func color(_ path: String, mode: String, tokens: TokenModel) -> Color? {
        guard case let .color(color)? = tokens.token(at: path, in: mode)?.value else { return nil }
        return color
    }

    /// The warning for a failing pair: the ratio, what it needs, and the nearest fix.
    static func failure(_ result: ContrastResult) -> Diagnostic {
        let declaration = result.declaration
        let requirement = declaration.requirement
        let what: String
        switch (declaration.usage, declaration.role) {
        case (.body, _): what = "body text needs"
        case (.large, _): what = "large text needs"
        case (.ui, .text): what = "text used as a control needs"
        case (.ui, .icon): what = "an icon needs"
        case (.ui, .border): what = "a border needs"
        }
        var fix = "Change the pair's colours"
        if case let .adjusted(color, ratio) = result.suggestion {
            fix = "Use \(color.hex) for `\(declaration.foreground)` in \(result.mode) mode (\(ContrastRequirement.displayRatio(ratio)):1, the nearest colour of the same hue that passes), or change the background"
        } else if case let .unreachable(best) = result.suggestion {
            fix = "No colour of the same hue reaches \(requirement.minimumRatioText):1 on this background (the best is \(ContrastRequirement.displayRatio(best)):1); change the background"
        }
        fix += "; if the pair is decorative or its meaning is also given another way, declare it with `allow-failure: \"why\"` in content/contrast.yml."
        return .warning(
            "contrast-failure", at: declaration.source,
            "`\(declaration.foreground)` on `\(declaration.background)` is \(ContrastRequirement.displayRatio(result.ratio)):1 in \(result.mode) mode; \(what) \(requirement.minimumRatioText):1 (\(requirement.level.rawValue))",
            reason: "\(result.foreground.hex) on \(result.backdrop.hex)\(result.over != nil ? " (\(result.background.hex) over \(result.over?.hex ?? ""))" : "") does not meet WCAG 2.2 for \(declaration.origin).",
            fix: fix
        )
    }

    private static func missingBackdrop(_ declaration: ContrastDeclaration, background: Color, over: Color?, mode: String) -> Diagnostic {
        if let over, !over.isOpaque {
            return .error(
                "contrast-translucent-over", at: declaration.source,
                "`over:` of the pair `\(declaration.foreground)` on `\(declaration.background)` is itself translucent in \(mode) mode",
                reason: "\(over.hex) lets something else show through, so the colour behind the background is still unknown.",
                fix: "Name an opaque surface as `over:`, such as `{color.surface.page}`."
            )
        }
        return .error(
            "contrast-missing-backdrop", at: declaration.source,
            "`\(declaration.background)` is translucent in \(mode) mode and the pair does not say what is behind it",
            reason: "\(background.hex) is composited over whatever is underneath, so its contrast cannot be measured without it; Specimen does not guess.",
            fix: "Add `over: \"{color.surface.page}\"` (or the surface it sits on) to the pair."
        )
    }
}
