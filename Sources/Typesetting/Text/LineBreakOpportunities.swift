import CUnicode

/// Where lines may end in a stretch of UTF-16 text: UAX #14 line-break opportunities
/// (ICU's line break iterator, so CJK kinsoku, closing punctuation, emoji sequences and
/// numbers follow the standard) and grapheme cluster boundaries (UAX #29) for breaking
/// inside a word.
///
/// Offsets are absolute indexes into the text the stretch was cut from. An offset is a
/// position a new line may start at; the last one is always the end of the stretch.
public struct LineBreakOpportunities: Sendable, Equatable {
    /// Break positions in increasing order, ending with the stretch's end.
    public let offsets: [Int]
    /// Per offset: whether the break is mandatory (after a line or paragraph separator).
    public let isHard: [Bool]

    /// The UAX #14 opportunities in `range` of `text`. `locale` tunes ICU's rules
    /// ("ja" gives Japanese line-breaking strictness); the empty string is the root
    /// locale, which keeps results independent of the machine.
    public init(_ text: [UInt16], range: Range<Int>, locale: String = "") {
        let n = range.count
        guard n > 0 else {
            offsets = [range.lowerBound]
            isHard = [false]
            return
        }
        // Most text has far fewer opportunities than units; start with a quarter and
        // grow once if ICU reports more.
        var capacity = max(16, n / 4 + 1)
        var found: Int32 = 0
        var out = [Int32]()
        var hard = [UInt8]()
        for _ in 0..<2 {
            out = [Int32](repeating: 0, count: capacity)
            hard = [UInt8](repeating: 0, count: capacity)
            found = text.withUnsafeBufferPointer { buf in
                out.withUnsafeMutableBufferPointer { o in
                    hard.withUnsafeMutableBufferPointer { h in
                        locale.withCString { loc in
                            rc_line_breaks(
                                buf.baseAddress! + range.lowerBound, Int32(n), loc, o.baseAddress!,
                                h.baseAddress!, Int32(capacity))
                        }
                    }
                }
            }
            if found <= capacity { break }
            capacity = Int(found)
        }
        guard found > 0, found <= capacity else {
            // ICU failed (allocation): the only safe opportunity is the end.
            offsets = [range.upperBound]
            isHard = [false]
            return
        }
        let count = Int(found)
        offsets = out[0..<count].map { range.lowerBound + Int($0) }
        isHard = hard[0..<count].map { $0 != 0 }
    }

    /// Grapheme cluster boundaries (extended, UAX #29) in `range` of `text`, absolute,
    /// ending with `range.upperBound` and not including `range.lowerBound`.
    public static func graphemeBoundaries(_ text: [UInt16], range: Range<Int>) -> [Int] {
        let n = range.count
        guard n > 0 else { return [range.lowerBound] }
        var out = [Int32](repeating: 0, count: n)
        let found = text.withUnsafeBufferPointer { buf in
            out.withUnsafeMutableBufferPointer { o in
                rc_grapheme_breaks(buf.baseAddress! + range.lowerBound, Int32(n), o.baseAddress!, Int32(n))
            }
        }
        // Every boundary is a distinct offset in 1...n, so `n` slots always suffice.
        guard found > 0 else { return [range.upperBound] }
        return out[0..<Int(found)].map { range.lowerBound + Int($0) }
    }
}
