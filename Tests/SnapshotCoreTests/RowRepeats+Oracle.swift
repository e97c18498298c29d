import Raster

/// The oracle the comparison pass's row answers are tested against: every row compared
/// with the row above, and whether the pass's known answers are all the oracle's.
extension RowRepeats {
    /// Every answer, found by comparing each of `height` rows of `rowBytes` bytes at `rows`
    /// with the row above.
    init(rows: UnsafeRawBufferPointer, rowBytes: Int, height: Int) {
        precondition(rows.count >= rowBytes * height, "fewer bytes than rows")
        self.init(
            flags: (0..<height).map { y in
                guard y > 0 else { return Self.unknown }
                let row = rows[(y * rowBytes)..<((y + 1) * rowBytes)]
                let same = row.elementsEqual(rows[((y - 1) * rowBytes)..<(y * rowBytes)])
                return same ? Self.repeats : Self.differs
            })
    }

    /// Whether every known answer here is `complete`'s (an answer of every row, as
    /// ``init(rows:rowBytes:height:)`` gives).
    func agrees(with complete: RowRepeats) -> Bool {
        flags.count == complete.flags.count
            && zip(flags, complete.flags).allSatisfy { $0 == Self.unknown || $0 == $1 }
    }
}
