/// How nested headers group: on header line `level`, a value spans every following position
/// that has the same value on that line and on every outer one (`headers[line][position]`).
/// The picture's headers and the page's colspans and rowspans are laid out from it.
enum HeaderSpans {
    static func spans(_ headers: [[String]], level: Int) -> [Range<Int>] {
        let count = headers[level].count
        var out: [Range<Int>] = []
        var start = 0
        while start < count {
            var end = start + 1
            while end < count && (0...level).allSatisfy({ headers[$0][end] == headers[$0][start] }) { end += 1 }
            out.append(start..<end)
            start = end
        }
        return out
    }

    /// Where `span` lies along its axis, in pixels: from its first position's start to its
    /// last position's end (a column header over its columns, a row header beside its rows).
    static func extent(of span: Range<Int>, starts: [Int], lengths: [Int]) -> (start: Int, length: Int) {
        let last = span.upperBound - 1
        return (starts[span.lowerBound], starts[last] + lengths[last] - starts[span.lowerBound])
    }
}
