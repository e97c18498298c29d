/// Which rows of one picture are the same bytes as the row above: one byte a row, 1 where
/// row y's bytes are row y − 1's, else 0 (row 0 is always 0).
///
/// A failing snapshot's pictures are written just after the comparison read them, and each
/// encoder at `.fastLevel1` compared every row with the row above to write a repeated row
/// as Up residuals (the actual's colour search and image data, the difference picture's
/// image data): on a 3x screen, whose rows do not fit in the L2 cache, each such pass read
/// the picture again from L3 or memory. The comparison's pass over scanlines
/// (`Pixmap.comparePass(withScanlines:...)`) finds the same answers while both rows are in
/// the cache (the row above was just read, this one is read next) and hands them over as
/// this value, so an encoder skips a repeated row without reading it.
///
/// The answers belong to the picture they were found on: with any other picture an encoder
/// would write wrong bytes. So a value is only made by that pass or by comparing the rows
/// (``init(rows:rowBytes:height:)``), and travels with its picture
/// (`IndexedPicture.rowRepeats`, `SnapshotComparison.actualRowRepeats`).
package struct RowRepeats: Sendable, Hashable {
    /// One byte a row: 1 where the row's bytes are the row above's, else 0.
    package let flags: [UInt8]

    /// The answers as the comparison's pass wrote them (`rc_compare_pass_scanlines`), one
    /// byte a row.
    package init(flags: [UInt8]) {
        self.flags = flags
    }

    /// The answers found by comparing each of `height` rows of `rowBytes` bytes at `rows`
    /// with the row above: what the encoders find when given none, and the oracle the pass
    /// is tested against.
    package init(rows: UnsafeRawBufferPointer, rowBytes: Int, height: Int) {
        precondition(rows.count >= rowBytes * height, "fewer bytes than rows")
        flags = (0..<height).map { y in
            guard y > 0 else { return 0 }
            let row = rows[(y * rowBytes)..<((y + 1) * rowBytes)]
            return row.elementsEqual(rows[((y - 1) * rowBytes)..<(y * rowBytes)]) ? 1 : 0
        }
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
