import SpecimenDiagnostics
import SpecimenTokens

/// Measures every declared pair in every mode, as WCAG 2.2 defines it.
///
/// Translucent colours are composited first, in gamma-encoded sRGB as browsers do: the background over what
/// is behind it, then the foreground over that. What is behind a translucent background is the pair's `over:`,
/// else the page background (`contrast.yml`'s `page:`, else the neutral background named like a page that is light
/// in light modes and dark in dark ones, else white, or black in a dark mode); each background measured so is said once, in an advisory warning
/// and on the contrast page.
enum ContrastChecker {
    /// A translucent background measured over the page background, in the modes where it is translucent.
    struct PageBackdrop: Equatable, Sendable {
        var background: String
        var page: String
        var modes: [String]
    }

    /// Results for every pair and mode, worst ratio first, the problems to report, and the backgrounds measured over the page.
    static func evaluate(
        _ declarations: [ContrastDeclaration], tokens: TokenModel, page named: String? = nil
    ) -> ([ContrastResult], [Diagnostic], [PageBackdrop]) {
        var results: [ContrastResult] = []
        var diagnostics: [Diagnostic] = []
        var reportedMissingBackdrop: Set<String> = []
        var reportedNotColour: Set<String> = []
        let inferred = pageToken(named: named, tokens: tokens)
        var overPage: [String: (page: String, modes: [String], source: SourceLocation)] = [:]
        func page(in mode: String) -> (path: String, color: Color)? { Self.page(inferred, in: mode, tokens: tokens) }
        for declaration in declarations {
            for mode in tokens.modes {
                guard let foreground = color(declaration.foreground, mode: mode, tokens: tokens),
                    let background = color(declaration.background, mode: mode, tokens: tokens)
                else {
                    if reportedNotColour.insert(declaration.key).inserted {
                        diagnostics.append(
                            .warning(
                                .contrastNotColour, at: declaration.source,
                                "`\(declaration.foreground)` on `\(declaration.background)` is not a pair of colours in \(mode) mode",
                                reason: "Both tokens of a contrast pair must be colours in every mode; the pair is not checked where they are not.",
                                fix: "Name colour tokens, or define them in every mode."
                            ))
                    }
                    continue
                }
                var over = declaration.over.flatMap { color($0, mode: mode, tokens: tokens) }
                var backdrop = background
                if !background.isOpaque {
                    if declaration.over == nil, let (path, color) = page(in: mode) {
                        over = color
                        var noted = overPage[declaration.background] ?? (path, [], declaration.source)
                        if !noted.modes.contains(mode) { noted.modes.append(mode) }
                        overPage[declaration.background] = noted
                    }
                    guard let over, over.isOpaque else {
                        if reportedMissingBackdrop.insert(declaration.key).inserted {
                            diagnostics.append(missingBackdrop(declaration, background: background, over: over, mode: mode))
                        }
                        continue
                    }
                    backdrop = (try? WCAG.composite(background, over: over)) ?? background
                }
                guard let ratio = try? WCAG.contrastRatio(of: foreground, on: backdrop) else { continue }
                let ratioPasses = declaration.requirement.isMet(by: ratio)
                // APCA only when contrast.yml asks for it: most projects never pay for it.
                let usesAPCA = declaration.methods.contains(.apca)
                let lc = usesAPCA ? (try? APCA.contrast(text: foreground, background: backdrop)) ?? 0 : 0
                let lcPasses = !usesAPCA || declaration.requiredLc.map { abs(lc) >= $0 } ?? false
                let passes = (!declaration.methods.contains(.wcag2) || ratioPasses) && lcPasses
                // The nearest WCAG fix; APCA's own fix is the same hue further from the background, said in the failure.
                let suggestion =
                    passes || ratioPasses ? nil : try? ContrastSuggestion.nearest(to: foreground, on: backdrop, meeting: declaration.requirement)
                var result = ContrastResult(
                    declaration: declaration, mode: mode, foreground: foreground, background: background, over: over,
                    backdrop: backdrop, ratio: ratio, passes: passes, suggestion: suggestion
                )
                result.lc = lc
                result.ratioPasses = ratioPasses
                result.lcPasses = lcPasses
                results.append(result)
                if result.isProblem { diagnostics.append(failure(result)) }
            }
        }
        results.sort { ($0.ratio, $0.declaration.source, $0.mode) < ($1.ratio, $1.declaration.source, $1.mode) }
        let backdrops = overPage.keys.sorted().compactMap { background -> PageBackdrop? in
            guard let noted = overPage[background] else { return nil }
            let page = noted.page.hasPrefix("#") ? noted.page : "{\(noted.page)}"
            var advisory = Diagnostic.warning(
                .contrastOverPage, at: noted.source,
                "`\(background)` is translucent in \(noted.modes.joined(separator: " and ")) mode\(noted.modes.count == 1 ? "" : "s"); its pairs are measured over the page background \(page)",
                reason: "A translucent colour shows what is behind it, and the pairs that use it do not say what that is.",
                fix:
                    "If it sits on something else, say so in its pairs with `over: \"{…}\"`; to measure every translucent background over another surface, set `page:` in content/contrast.yml."
            )
            advisory.advisory = true
            diagnostics.append(advisory)
            return PageBackdrop(background: background, page: noted.page, modes: noted.modes)
        }
        return (results, diagnostics, backdrops)
    }

    /// The page background in `mode`: the `page` token when it is an opaque colour there, else white, or black in a
    /// dark mode.
    static func page(_ page: String?, in mode: String, tokens: TokenModel) -> (path: String, color: Color)? {
        if let page, let color = color(page, mode: mode, tokens: tokens), color.isOpaque { return (page, color) }
        let fallback = ColorRoles.isDark(mode: mode) ? "#000000" : "#ffffff"
        return Color(hex: fallback).map { (fallback, $0) }
    }

    /// The page token `contrast.yml` names, else the one inferred from the tokens (see `ColorRoles.pageBackground`).
    static func pageToken(named: String?, tokens: TokenModel) -> String? {
        named ?? ColorRoles(colours: tokens.tokens(in: tokens.defaultMode).filter { $0.type == .color }.map(\.path)).pageBackground(in: tokens)
    }

    /// The colour of a token in `mode`, or of a colour written as itself (`#ffffff`).
    static func color(_ path: String, mode: String, tokens: TokenModel) -> Color? {
        if path.hasPrefix("#") { return Color(hex: path) }
        guard case let .color(color)? = tokens.token(at: path, in: mode)?.value else { return nil }
        return color
    }

    /// The warning for a failing pair: the ratio, what it needs, and the nearest fix; under APCA alone, the Lc.
    static func failure(_ result: ContrastResult) -> Diagnostic {
        let declaration = result.declaration
        // Under APCA, each failing result says its Lc; WCAG's own message stays as it was when WCAG also fails.
        let apca =
            result.usesAPCA
            ? "APCA Lc \(APCA.display(result.lc)), needs \(declaration.requiredLcText) (\(result.lcPasses ? "passes" : "fails"))" : nil
        guard result.usesWCAG && !result.ratioPasses else {
            return .warning(
                .contrastFailure, at: declaration.source,
                "`\(declaration.foreground)` on `\(declaration.background)` is Lc \(APCA.display(result.lc)) in \(result.mode) mode; \(declaration.use) needs \(declaration.requiredLcText) under APCA",
                reason:
                    "\(result.foreground.hex) on \(result.backdrop.hex): APCA-W3 0.1.9 asks \(declaration.requiredLcText) of \(declaration.apcaBasis), and content/contrast.yml asks for APCA."
                    + (result.usesWCAG ? " It passes WCAG 2 (\(ContrastRequirement.displayRatio(result.ratio)):1)." : "")
                    + (declaration.origin == "contrast.yml" ? "" : " The pair is declared by \(declaration.origin)."),
                fix:
                    "Move `\(declaration.foreground)` further from the background in lightness in \(result.mode) mode, or change the background; if the pair is decorative or its meaning is also given another way, declare it with `allow-failure: \"why\"` in content/contrast.yml."
            )
        }
        let requirement = declaration.requirement
        let what: String
        switch (declaration.usage, declaration.role) {
        case (.body, _): what = "body text needs"
        case (.large, _): what = "large text needs"
        case (.ui, .text): what = "text used as a control needs"
        case (.ui, .icon): what = "an icon needs"
        case (.ui, .border): what = "a border needs"
        }
        // Text is 1.4.3 (AA) or 1.4.6 (AAA); icons and borders are non-text contrast, 1.4.11.
        let criterion =
            declaration.role != .text && declaration.usage == .ui
            ? "1.4.11 (non-text contrast)"
            : requirement.level == .aaa ? "1.4.6 (contrast, enhanced)" : "1.4.3 (contrast, minimum)"
        var fix = "Change the pair's colours"
        if case let .adjusted(color, ratio) = result.suggestion {
            fix =
                "Use \(color.hex) for `\(declaration.foreground)` in \(result.mode) mode (\(ContrastRequirement.displayRatio(ratio)):1, the nearest colour of the same hue that passes), or change the background"
        } else if case let .unreachable(best) = result.suggestion {
            fix =
                "No colour of the same hue reaches \(requirement.minimumRatioText):1 on this background (the best is \(ContrastRequirement.displayRatio(best)):1); change the background"
        }
        fix +=
            "; if the pair is decorative or its meaning is also given another way, declare it with `allow-failure: \"why\"` in content/contrast.yml."
        return .warning(
            .contrastFailure, at: declaration.source,
            "`\(declaration.foreground)` on `\(declaration.background)` is \(ContrastRequirement.displayRatio(result.ratio)):1 in \(result.mode) mode; \(what) \(requirement.minimumRatioText):1 (\(requirement.level.rawValue))",
            reason:
                "\(result.foreground.hex) on \(result.backdrop.hex)\(result.over != nil ? " (\(result.background.hex) over \(result.over?.hex ?? ""))" : "") is below the minimum of WCAG 2.2 success criterion \(criterion)."
                + (apca.map { " \($0)." } ?? "")
                + (declaration.origin == "contrast.yml" ? "" : " The pair is declared by \(declaration.origin)."),
            fix: fix
        )
    }

    private static func missingBackdrop(_ declaration: ContrastDeclaration, background: Color, over: Color?, mode: String) -> Diagnostic {
        if let over, !over.isOpaque {
            return .warning(
                .contrastTranslucentOver, at: declaration.source,
                "`over:` of the pair `\(declaration.foreground)` on `\(declaration.background)` is itself translucent in \(mode) mode",
                reason: "\(over.hex) lets something else show through, so the colour behind the background is still unknown.",
                fix: "Name an opaque surface as `over:`, such as `{color.surface.page}`."
            )
        }
        return .warning(
            .contrastMissingBackdrop, at: declaration.source,
            "`\(declaration.background)` is translucent in \(mode) mode and the pair does not say what is behind it",
            reason:
                "\(background.hex) is composited over whatever is underneath, so its contrast cannot be measured without it; Specimen does not guess.",
            fix: "Add `over: \"{color.surface.page}\"` (or the surface it sits on) to the pair."
        )
    }
}
