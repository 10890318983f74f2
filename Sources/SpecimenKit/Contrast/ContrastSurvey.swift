import SpecimenTokens

/// The palette survey of `contrast.yml`'s `survey:`: which of these colours are readable on the page, in each mode.
///
/// A survey asks a question rather than makes promises, so it is never counted as pairs, passes or failures, and
/// never fails a build: each colour gets the most it can be on the page in its worst mode (body text at 4.5:1, large
/// text and icons at 3:1, else decoration only).
struct ContrastSurvey: Sendable, Equatable {
    /// One colour, measured on the page in each mode.
    struct Entry: Sendable, Equatable {
        var path: String
        /// Mode to the colour, the page's colour and the ratio; a mode where the token is not a colour is absent.
        var results: [String: Measure]

        /// The lowest ratio of any mode.
        var worst: Double { results.values.map(\.ratio).min() ?? 0 }
        var verdict: Verdict { Verdict(worst) }
    }

    struct Measure: Sendable, Equatable {
        var color: Color
        var page: Color
        var ratio: Double
    }

    /// The most a colour can be on the page.
    enum Verdict: String, Sendable {
        case body = "body text"
        case large = "large text and icons"
        case decoration = "decoration only"

        init(_ ratio: Double) {
            self = ratio >= 4.5 ? .body : ratio >= 3 ? .large : .decoration
        }
    }

    var entries: [Entry] = []
    /// The modes measured, in the design's order.
    var modes: [String] = []
    /// The page token the colours were measured on, `nil` for white (black in dark modes).
    var page: String?

    /// How many colours are readable as body text in each mode, in `modes`' order (a mode nothing was measured in is left out).
    var readableAsBody: [(mode: String, count: Int)] {
        modes.compactMap { mode in
            let measured = entries.compactMap { $0.results[mode] }
            return measured.isEmpty ? nil : (mode, measured.filter { Verdict($0.ratio) == .body }.count)
        }
    }

    /// Measures `paths` (the page itself left out) on the page in every mode of `tokens`; a translucent colour is
    /// composited over the page first.
    static func measure(_ paths: [String], tokens: TokenModel, page: String?) -> ContrastSurvey {
        var survey = ContrastSurvey(modes: tokens.modes, page: page)
        for path in paths where path != page {
            var entry = Entry(path: path, results: [:])
            for mode in tokens.modes {
                guard case let .color(color)? = tokens.token(at: path, in: mode)?.value,
                    let (_, behind) = ContrastChecker.page(page, in: mode, tokens: tokens),
                    let ratio = try? WCAG.contrastRatio(of: color, on: behind)
                else { continue }
                entry.results[mode] = Measure(color: color, page: behind, ratio: ratio)
            }
            if !entry.results.isEmpty { survey.entries.append(entry) }
        }
        return survey
    }
}
