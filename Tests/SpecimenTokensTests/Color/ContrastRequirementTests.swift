import Testing

@testable import SpecimenTokens

@Suite("ContrastRequirement")
struct ContrastRequirementTests {
    @Test(
        "each usage and level asks for the WCAG 2.2 ratio",
        arguments: [
            (ContrastRequirement.Usage.body, ContrastRequirement.Level.aa, 4.5),
            (.body, .aaa, 7),
            (.large, .aa, 3),
            (.large, .aaa, 4.5),
            // WCAG has no AAA for non-text contrast (SC 1.4.11 is AA only): 3 at both levels.
            (.ui, .aa, 3),
            (.ui, .aaa, 3),
        ]
    )
    func minimumRatio(usage: ContrastRequirement.Usage, level: ContrastRequirement.Level, expected: Double) {
        #expect(ContrastRequirement(usage: usage, level: level).minimumRatio == expected)
    }

    @Test("levels and usages read as the token files write them")
    func rawValues() {
        #expect(ContrastRequirement.Level(rawValue: "AA") == .aa)
        #expect(ContrastRequirement.Level(rawValue: "AAA") == .aaa)
        #expect(ContrastRequirement.Usage.allCases.map(\.rawValue) == ["body", "large", "ui"])
    }

    @Test("the unrounded ratio is compared: 4.499 fails 4.5")
    func unroundedComparison() {
        let bodyAA = ContrastRequirement(usage: .body, level: .aa)
        #expect(!bodyAA.isMet(by: 4.499))
        #expect(!bodyAA.isMet(by: 4.4999999))
        #expect(bodyAA.isMet(by: 4.5))
        #expect(bodyAA.isMet(by: 4.5000001))
        let ui = ContrastRequirement(usage: .ui, level: .aaa)
        #expect(!ui.isMet(by: 2.9999))
        #expect(ui.isMet(by: 3))
    }

    @Test(
        "large text is 24px at any weight, or 14pt (18.67px) at weight 700 and up",
        arguments: [
            (24.0, 400.0, ContrastRequirement.Usage.large),
            (23.99, 400, .body),
            (30, 100, .large),
            // 14pt = 14 × 4/3 px = 18.666…px exactly.
            (14.0 * 4 / 3, 700, .large),
            (18.67, 700, .large),
            (18.66, 700, .body),
            (18.67, 699, .body),
            (18.67, 600, .body),
            (20, 900, .large),
            (16, 900, .body),
        ]
    )
    func largeText(size: Double, weight: Double, expected: ContrastRequirement.Usage) {
        #expect(ContrastRequirement.usage(fontSize: size, fontWeight: weight) == expected)
    }

    @Test(
        "ratios display with two decimals, rounded",
        arguments: [
            (1.0, "1.00"),
            (21.0, "21.00"),
            (4.54222, "4.54"),  // #767676 on white
            (4.47809, "4.48"),  // #777777 on white
            (4.546, "4.55"),
            (3.03347, "3.03"),
            (7.00473, "7.00"),
            (4.5, "4.50"),
            (12.3456, "12.35"),
        ]
    )
    func display(ratio: Double, expected: String) {
        #expect(ContrastRequirement.displayRatio(ratio) == expected)
    }

    @Test(
        "a failing ratio never displays as its threshold",
        arguments: [
            // 4.4999 rounds to 4.50 but fails 4.5: shown cut down to 4.49.
            (4.4999, "4.49"),
            (4.495, "4.49"),
            (4.4999999999, "4.49"),
            (4.5.nextDown, "4.49"),
            (2.9951, "2.99"),
            (3.0.nextDown, "2.99"),
            (6.996, "6.99"),
            (7.0.nextDown, "6.99"),
            // Below the half-hundredth band, ordinary rounding already stays under.
            (4.494, "4.49"),
        ]
    )
    func failingNeverDisplaysAsPassing(ratio: Double, expected: String) {
        #expect(ContrastRequirement.displayRatio(ratio) == expected)
    }

    @Test("sweep: displayed ratios agree with the verdict at every threshold")
    func displaySweep() throws {
        let thresholds = [3.0, 4.5, 7.0]
        // Every 1/10000 from 2.9 to 7.1, plus the ulps around each threshold.
        var ratios = (29_000...71_000).map { Double($0) / 10_000 }
        for threshold in thresholds {
            ratios += [threshold.nextDown, threshold, threshold.nextUp, threshold - 0.005, threshold - 0.0050001]
        }
        for ratio in ratios {
            let shown = try #require(Double(ContrastRequirement.displayRatio(ratio)))
            for threshold in thresholds {
                #expect((shown >= threshold) == (ratio >= threshold), "ratio \(ratio) shown as \(shown)")
            }
            #expect(abs(shown - ratio) <= 0.01)
        }
    }
}
