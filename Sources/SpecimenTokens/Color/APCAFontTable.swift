import Foundation

/// APCA's lookup table of the smallest readable font size for a lightness contrast (Lc) and font weight.
///
/// The table and its interpolation are those of apca-w3 0.1.9's `fontLookupAPCA`
/// (lookup table "Public Beta 0.1.7 (G)", 28 May 2022) by Andrew Somers and Myndex
/// Research, https://github.com/Myndex/apca-w3, under its "W3 License" (web content only).
/// Rows are Lc 0, 10, 15, 20 … 125; columns the CSS weights 100 … 900; sizes are CSS px
/// for the reference font (Helvetica or Arial, x-height ratio about 0.5). Between rows,
/// sizes are interpolated as apca-w3 does: sizes above 24px to whole pixels (halves up),
/// 24px and under down to the next half pixel below the straight line.
public enum APCAFontTable {
    /// What the table says of text at one Lc and weight.
    public enum Entry: Hashable, Sendable {
        /// Text of this weight reads from this size in CSS px up.
        case fontSize(Double)
        /// No text at this weight: the contrast suits only non-text elements (apca-w3's 777).
        /// From Lc 15 to 29.5 this is every weight; from 29.5 to 40, the lightest ones.
        case nonTextOnly
        /// Too little contrast for anything, text or not (apca-w3's 999): below Lc 15.
        case prohibited
    }

    /// The weights of the table's columns, lightest first.
    public static let weights: [Double] = [100, 200, 300, 400, 500, 600, 700, 800, 900]

    /// The Lc of the table's last row; above it, sizes stay as they are there.
    public static let highestLc = 125.0

    /// The smallest font size in CSS px at which text of `weight` is readable at Lc `lc`,
    /// per the lookup table; nil when no size is enough (`.prohibited`) or the table says
    /// "not for text" (`.nonTextOnly`). See `entry(lc:weight:)`.
    public static func minimumFontSize(lc: Double, weight: Double) -> Double? {
        if case .fontSize(let size) = entry(lc: lc, weight: weight) { return size }
        return nil
    }

    /// What the table says of text of `weight` at Lc `lc`.
    ///
    /// The sign of `lc` is ignored: the table holds for both polarities. Weights between
    /// columns use the lighter column (a thinner stroke needs more), weights below 100 the
    /// 100 column and above 900 the 900 column; a NaN weight the 100 column.
    ///
    /// This is apca-w3's `fontLookupAPCA` cell for cell, with two differences where the
    /// reference misbehaves: for 0 < |Lc| < 5 it reads its header row and returns the
    /// weights 500 … 900 as if they were sizes, where this reads the Lc 0 row (`.prohibited`),
    /// as it does at Lc 0; and from Lc 130 up it throws, where this keeps the Lc 125 row.
    /// A NaN Lc is `.prohibited`.
    public static func entry(lc: Double, weight: Double) -> Entry {
        guard !lc.isNaN else { return .prohibited }
        let contrast = abs(lc)
        let column = weight.isNaN ? 0 : Int(min(max((weight / 100).rounded(.down), 1), 9)) - 1
        // apca-w3's row index, `(Lc × 0.2) | 0`, counts its header as row 0.
        let row = Int(min(max((contrast * step).rounded(.towardZero) - 1, 0), Double(rows.count - 1)))
        let (rowLc, sizes) = rows[row]
        let cell = sizes[column]
        if cell == prohibitedMark { return .prohibited }
        if cell == nonTextMark { return .nonTextOnly }
        if contrast < 14.5 { return .prohibited }
        if contrast < 29.5 { return .nonTextOnly }
        // How far into the row, 0..<1; the sizes fall by the row's delta over it.
        let fraction = (contrast - rowLc) * step
        let delta = deltas[row][column]
        if cell > 24 {
            return .fontSize(APCA.roundedHalfUp(cell - delta * fraction))
        }
        // JavaScript's `| 0`: truncation toward zero, to a whole number of half pixels.
        return .fontSize(cell - (2 * delta * fraction).rounded(.towardZero) * 0.5)
    }

    /// 1/5: rows are 5 Lc apart, and `contrast × step` is a row number.
    private static let step = 0.2
    /// The table's mark for "too low for anything".
    private static let prohibitedMark = 999.0
    /// The table's mark for "non-text only".
    private static let nonTextMark = 777.0

    /// apca-w3's `fontMatrixAscend`: each row's Lc, then the minimum size for weights 100 … 900.
    private static let rows: [(lc: Double, sizes: [Double])] = [
        (0, [999, 999, 999, 999, 999, 999, 999, 999, 999]),
        (10, [999, 999, 999, 999, 999, 999, 999, 999, 999]),
        (15, [777, 777, 777, 777, 777, 777, 777, 777, 777]),
        (20, [777, 777, 777, 777, 777, 777, 777, 777, 777]),
        (25, [777, 777, 777, 120, 120, 108, 96, 96, 96]),
        (30, [777, 777, 120, 108, 108, 96, 72, 72, 72]),
        (35, [777, 120, 108, 96, 72, 60, 48, 48, 48]),
        (40, [120, 108, 96, 60, 48, 42, 32, 32, 32]),
        (45, [108, 96, 72, 42, 32, 28, 24, 24, 24]),
        (50, [96, 72, 60, 32, 28, 24, 21, 21, 21]),
        (55, [80, 60, 48, 28, 24, 21, 18, 18, 18]),
        (60, [72, 48, 42, 24, 21, 18, 16, 16, 18]),
        (65, [68, 46, 32, 21.75, 19, 17, 15, 16, 18]),
        (70, [64, 44, 28, 19.5, 18, 16, 14.5, 16, 18]),
        (75, [60, 42, 24, 18, 16, 15, 14, 16, 18]),
        (80, [56, 38.25, 23, 17.25, 15.81, 14.81, 14, 16, 18]),
        (85, [52, 34.5, 22, 16.5, 15.625, 14.625, 14, 16, 18]),
        (90, [48, 32, 21, 16, 15.5, 14.5, 14, 16, 18]),
        (95, [45, 28, 19.5, 15.5, 15, 14, 13.5, 16, 18]),
        (100, [42, 26.5, 18.5, 15, 14.5, 13.5, 13, 16, 18]),
        (105, [39, 25, 18, 14.5, 14, 13, 12, 16, 18]),
        (110, [36, 24, 18, 14, 13, 12, 11, 16, 18]),
        (115, [34.5, 22.5, 17.25, 12.5, 11.875, 11.25, 10.625, 14.5, 16.5]),
        (120, [33, 21, 16.5, 11, 10.75, 10.5, 10.25, 13, 15]),
        (125, [32, 20, 16, 10, 10, 10, 10, 12, 14]),
    ]

    /// apca-w3's `fontDeltaAscend`: how much each size falls from its row to the next. Kept
    /// as published (0.188 where the rows differ by 0.19 and 0.185), not recomputed, so the
    /// interpolation matches the reference's.
    private static let deltas: [[Double]] = [
        [0, 0, 0, 0, 0, 0, 0, 0, 0],
        [0, 0, 0, 0, 0, 0, 0, 0, 0],
        [0, 0, 0, 0, 0, 0, 0, 0, 0],
        [0, 0, 0, 0, 0, 0, 0, 0, 0],
        [0, 0, 0, 12, 12, 12, 24, 24, 24],
        [0, 0, 12, 12, 36, 36, 24, 24, 24],
        [0, 12, 12, 36, 24, 18, 16, 16, 16],
        [12, 12, 24, 18, 16, 14, 8, 8, 8],
        [12, 24, 12, 10, 4, 4, 3, 3, 3],
        [16, 12, 12, 4, 4, 3, 3, 3, 3],
        [8, 12, 6, 4, 3, 3, 2, 2, 0],
        [4, 2, 10, 2.25, 2, 1, 1, 0, 0],
        [4, 2, 4, 2.25, 1, 1, 0.5, 0, 0],
        [4, 2, 4, 1.5, 2, 1, 0.5, 0, 0],
        [4, 3.75, 1, 0.75, 0.188, 0.188, 0, 0, 0],
        [4, 3.75, 1, 0.75, 0.188, 0.188, 0, 0, 0],
        [4, 2.5, 1, 0.5, 0.125, 0.125, 0, 0, 0],
        [3, 4, 1.5, 0.5, 0.5, 0.5, 0.5, 0, 0],
        [3, 1.5, 1, 0.5, 0.5, 0.5, 0.5, 0, 0],
        [3, 1.5, 0.5, 0.5, 0.5, 0.5, 1, 0, 0],
        [3, 1, 0, 0.5, 1, 1, 1, 0, 0],
        [1.5, 1.5, 0.75, 1.5, 1.125, 0.75, 0.375, 1.5, 1.5],
        [1.5, 1.5, 0.75, 1.5, 1.125, 0.75, 0.375, 1.5, 1.5],
        [1, 1, 0.5, 1, 0.75, 0.5, 0.25, 1, 1],
        [0, 0, 0, 0, 0, 0, 0, 0, 0],
    ]
}
