import Testing

@testable import SpecimenTokens

/// Reads a hex literal the test knows is valid, failing the test (not trapping) if it is not.
private func rgb(_ text: String) throws -> Color {
    try #require(Color(hex: text))
}

@Suite("ColorVisionDeficiency")
struct ColorVisionDeficiencyTests {
    // Machado, Oliveira & Fernandes (2009), severity 1.0, as published on the authors'
    // supplementary page; the same numbers appear in colorspacious and colour-science.

    @Test("protanopia is the published severity-1.0 protanomaly matrix")
    func protanopiaMatrix() {
        #expect(
            ColorVisionDeficiency.protanopia.matrix() == [
                [0.152286, 1.052583, -0.204868],
                [0.114503, 0.786281, 0.099216],
                [-0.003882, -0.048116, 1.051998],
            ])
    }

    @Test("deuteranopia is the published severity-1.0 deuteranomaly matrix")
    func deuteranopiaMatrix() {
        #expect(
            ColorVisionDeficiency.deuteranopia.matrix() == [
                [0.367322, 0.860646, -0.227968],
                [0.280085, 0.672501, 0.047413],
                [-0.011820, 0.042940, 0.968881],
            ])
    }

    @Test("tritanopia is the published severity-1.0 tritanomaly matrix")
    func tritanopiaMatrix() {
        #expect(
            ColorVisionDeficiency.tritanopia.matrix() == [
                [1.255528, -0.076749, -0.178779],
                [-0.078411, 0.930809, 0.147602],
                [0.004733, 0.691367, 0.303900],
            ])
    }

    @Test("tabulated severities come back exactly, despite 0.3 × 10 not being 3")
    func tabulatedRows() {
        #expect(ColorVisionDeficiency.tabulatedSeverities.count == 11)
        #expect(
            ColorVisionDeficiency.protanopia.matrix(severity: 0.3) == [
                [0.630323, 0.465641, -0.095964],
                [0.069181, 0.890046, 0.040773],
                [-0.006308, -0.007724, 1.014032],
            ])
        #expect(
            ColorVisionDeficiency.deuteranopia.matrix(severity: 0.5) == [
                [0.547494, 0.607765, -0.155259],
                [0.181692, 0.781742, 0.036566],
                [-0.010410, 0.027275, 0.983136],
            ])
        #expect(
            ColorVisionDeficiency.tritanopia.matrix(severity: 0.7) == [
                [1.193214, -0.109812, -0.083402],
                [-0.058496, 0.979410, 0.079086],
                [-0.002346, 0.403492, 0.598854],
            ])
    }

    @Test("severity 0 is the identity for every kind", arguments: ColorVisionDeficiency.allCases)
    func severityZero(kind: ColorVisionDeficiency) {
        #expect(kind.matrix(severity: 0) == [[1, 0, 0], [0, 1, 0], [0, 0, 1]])
    }

    @Test("between rows, entries are interpolated linearly")
    func interpolation() {
        // Severity 0.531 is 31% of the way from the 0.5 row to the 0.6 row (colorspacious checks the same point).
        let matrix = ColorVisionDeficiency.deuteranopia.matrix(severity: 0.531)
        let low: [[Double]] = [[0.547494, 0.607765, -0.155259], [0.181692, 0.781742, 0.036566], [-0.010410, 0.027275, 0.983136]]
        let high: [[Double]] = [[0.498864, 0.674741, -0.173604], [0.205199, 0.754872, 0.039929], [-0.011131, 0.030969, 0.980162]]
        for row in 0..<3 {
            for column in 0..<3 {
                let expected = 0.69 * low[row][column] + 0.31 * high[row][column]
                #expect(abs(matrix[row][column] - expected) < 1e-12)
            }
        }
    }

    @Test("severity outside 0...1 is clamped")
    func clamping() {
        #expect(ColorVisionDeficiency.protanopia.matrix(severity: 1.5) == ColorVisionDeficiency.protanopia.matrix())
        #expect(ColorVisionDeficiency.protanopia.matrix(severity: -1) == ColorVisionDeficiency.protanopia.matrix(severity: 0))
        #expect(ColorVisionDeficiency.protanopia.matrix(severity: .nan) == ColorVisionDeficiency.protanopia.matrix(severity: 0))
    }

    @Test("pure red under protanopia is #6d5f00")
    func redUnderProtanopia() throws {
        // Linear red is (1, 0, 0), so the result is the matrix's first column: (0.152286, 0.114503, -0.003882).
        // Blue clamps to 0. Re-encode: 1.055 · x^(1/2.4) − 0.055.
        //   R: 0.152286^(1/2.4) = 0.4565009; 1.055 × 0.4565009 − 0.055 = 0.4266085; × 255 = 108.79 → 109 = 0x6d
        //   G: 0.114503^(1/2.4) = 0.4053595; 1.055 × 0.4053595 − 0.055 = 0.3726543; × 255 = 95.03 → 95 = 0x5f
        let simulated = ColorVisionDeficiency.protanopia.simulate(try rgb("#ff0000"))
        #expect(abs(simulated.red - 0.4266085) < 1e-7)
        #expect(abs(simulated.green - 0.3726543) < 1e-7)
        #expect(simulated.blue == 0)
        #expect(simulated.hex == "#6d5f00")
    }

    @Test("white stays white and black stays black", arguments: ColorVisionDeficiency.allCases)
    func neutralsStay(kind: ColorVisionDeficiency) throws {
        // Each published row sums to 1 (to 1e-6), and results clamp to 0...1.
        #expect(kind.simulate(try rgb("#ffffff")).hex == "#ffffff")
        #expect(kind.simulate(try rgb("#000000")).hex == "#000000")
        #expect(kind.simulate(try rgb("#777777")).hex == "#777777")
    }

    @Test("severity 0 leaves colours as they are, and alpha is carried through")
    func identityAndAlpha() throws {
        let color = try rgb("#dc262680")
        let unchanged = ColorVisionDeficiency.tritanopia.simulate(color, severity: 0)
        #expect(abs(unchanged.red - color.red) < 1e-12)
        #expect(abs(unchanged.green - color.green) < 1e-12)
        #expect(abs(unchanged.blue - color.blue) < 1e-12)
        #expect(ColorVisionDeficiency.deuteranopia.simulate(color).alpha == color.alpha)
    }

    @Test("red and green that differ in normal vision collapse under deuteranopia")
    func redGreenConfusion() throws {
        // A sanity check of direction, not of numbers: the simulated pair is far closer than the original.
        let red = try rgb("#d62728")
        let green = try rgb("#2ca02c")
        func distance(_ a: Color, _ b: Color) -> Double {
            let dr = a.red - b.red, dg = a.green - b.green, db = a.blue - b.blue
            return (dr * dr + dg * dg + db * db).squareRoot()
        }
        let simulatedDistance = distance(
            ColorVisionDeficiency.deuteranopia.simulate(red), ColorVisionDeficiency.deuteranopia.simulate(green))
        #expect(simulatedDistance < distance(red, green) / 2)
    }
}
