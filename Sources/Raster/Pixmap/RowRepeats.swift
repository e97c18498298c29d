import CKernels

/// What is known of which rows of one picture are the same bytes as the row above: one
/// byte a row, `RC_ROW_REPEATS` (the same), `RC_ROW_DIFFERS` (not) or `RC_ROW_UNKNOWN`
/// (compare them); row 0 is unknown.
///
/// A failing snapshot's pictures are written just after the comparison read them, and each
/// encoder at `.fastLevel1` compared every row with the row above to write a repeated row
/// as Up residuals (the actual's colour search and image data, the difference picture's
/// image data): on a 3x screen, whose rows do not fit in the L2 cache, a repeated row was
/// read whole again from L3 or memory. The comparison's pass over scanlines
/// (`Pixmap.comparePass(withScanlines:...)`) already compares the actual's row with the
/// row above wherever the reference's row repeats (most repeated rows), and copies the
/// difference picture's indices from the row above there: it hands what it learnt over as
/// this value, so an encoder skips those rows without reading them and compares only the
/// rest. (Finding out for every row in the pass, while the rows were in the cache, cost the
/// pass about what it saved the encoders: docs/performance.md.)
///
/// The answers belong to the picture they were found on: with any other picture an encoder
/// would write wrong bytes. So a value is only made by that pass (the tests also make one by
/// comparing every row, their oracle), and travels with its picture
/// (`IndexedPicture.rowRepeats`, `SnapshotComparison.actualRowRepeats`).
package struct RowRepeats: Sendable, Hashable {
    /// One `rc_row_repeat` a row.
    package let flags: [UInt8]

    /// The three answers as the bytes of `flags`.
    package static let unknown = UInt8(RC_ROW_UNKNOWN.rawValue)
    package static let repeats = UInt8(RC_ROW_REPEATS.rawValue)
    package static let differs = UInt8(RC_ROW_DIFFERS.rawValue)

    /// The answers as the comparison's pass wrote them (`rc_compare_pass_scanlines`), one
    /// byte a row.
    package init(flags: [UInt8]) {
        self.flags = flags
    }

    /// The rows the answers are for.
    package var height: Int { flags.count }

    /// `body` given the flags of `repeats` as the kernels take them, a byte for each of
    /// `rows` rows; nil (the kernel then compares the rows itself, and writes the same bytes)
    /// when there are none or they are not one a row, so answers of another picture can
    /// never send a kernel past their end.
    package static func withFlags<R>(of repeats: RowRepeats?, rows: Int, _ body: (UnsafePointer<UInt8>?) -> R) -> R {
        guard let repeats, repeats.height == rows else { return body(nil) }
        return repeats.flags.withUnsafeBufferPointer { body($0.baseAddress) }
    }
}
