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
/// would write wrong bytes. So a value is only made by that pass or by comparing the rows
/// (``init(rows:rowBytes:height:)``), and travels with its picture
/// (`IndexedPicture.rowRepeats`, `SnapshotComparison.actualRowRepeats`).
package struct RowRepeats: Sendable, Hashable {
    /// One `rc_row_repeat` a row.
    package let flags: [UInt8]

    /// The answers as the comparison's pass wrote them (`rc_compare_pass_scanlines`), one
    /// byte a row.
    package init(flags: [UInt8]) {
        self.flags = flags
    }

    /// Every answer, found by comparing each of `height` rows of `rowBytes` bytes at `rows`
    /// with the row above: the oracle the pass's answers are tested against.
    package init(rows: UnsafeRawBufferPointer, rowBytes: Int, height: Int) {
        precondition(rows.count >= rowBytes * height, "fewer bytes than rows")
        flags = (0..<height).map { y in
            guard y > 0 else { return UInt8(RC_ROW_UNKNOWN.rawValue) }
            let row = rows[(y * rowBytes)..<((y + 1) * rowBytes)]
            let same = row.elementsEqual(rows[((y - 1) * rowBytes)..<(y * rowBytes)])
            return UInt8((same ? RC_ROW_REPEATS : RC_ROW_DIFFERS).rawValue)
        }
    }

    /// Whether every known answer here is `complete`'s (an answer of every row, as
    /// ``init(rows:rowBytes:height:)`` gives).
    package func agrees(with complete: RowRepeats) -> Bool {
        flags.count == complete.flags.count
            && zip(flags, complete.flags).allSatisfy { $0 == UInt8(RC_ROW_UNKNOWN.rawValue) || $0 == $1 }
    }

    /// The rows the answers are for.
    package var height: Int { flags.count }

    /// `body` given the flags of `repeats` as the kernels take them: a byte a row, or nil
    /// (then the kernel compares the rows itself).
    package static func withFlags<R>(of repeats: RowRepeats?, _ body: (UnsafePointer<UInt8>?) -> R) -> R {
        guard let repeats else { return body(nil) }
        return repeats.flags.withUnsafeBufferPointer { body($0.baseAddress) }
    }
}
