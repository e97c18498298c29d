import CUnicode

/// The Unicode Bidirectional Algorithm (UAX #9) resolved for one paragraph: an embedding
/// level for every UTF-16 unit, from ICU's `ubidi` (through CUnicode).
///
/// Even levels run left to right, odd ones right to left. Levels are those of rules
/// X1–I2 over the whole paragraph; rule L1 (trailing whitespace back to the paragraph
/// level) depends on where lines end, so the line builder applies it per line, and rule
/// L2 (visual reordering) is ``visualOrder(of:)``.
public struct BidiParagraph: Sendable, Equatable {
    /// The direction the paragraph is laid out in: 0 left to right, 1 right to left.
    public let baseLevel: UInt8
    /// One level per UTF-16 unit of the paragraph, relative to its start.
    public let levels: [UInt8]

    /// How the base direction is chosen (UAX #9 rules P2–P3 or an explicit override).
    public enum Direction: Sendable, Hashable {
        case leftToRight
        case rightToLeft
        /// From the first strong character, left to right when there is none.
        case firstStrong
        /// From the first strong character, right to left when there is none.
        case firstStrongOrRightToLeft
    }

    /// Resolves `range` of `text` as one paragraph.
    public init(_ text: [UInt16], range: Range<Int>, direction: Direction) {
        let n = range.count
        let code: Int32
        switch direction {
        case .leftToRight: code = 0
        case .rightToLeft: code = 1
        case .firstStrong: code = -1
        case .firstStrongOrRightToLeft: code = -2
        }
        var levels = [UInt8](repeating: code == 1 ? 1 : 0, count: n)
        var base: Int32 = code == 1 ? 1 : 0
        if n > 0 {
            // A paragraph with no right-to-left character (or bidi control) resolves to
            // all-zero levels when it is left to right: forced, from its first strong
            // character, or (first strong, else right to left) with an ASCII letter in it,
            // since without right-to-left characters its first strong one is then left to
            // right. Skip ICU then, which is most text.
            let slice = text[range]
            let plain: Bool
            switch code {
            case 0, -1: plain = !slice.contains { BidiParagraph.mayBeRightToLeft($0) }
            case -2:
                plain =
                    !slice.contains { BidiParagraph.mayBeRightToLeft($0) }
                    && slice.contains { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }
            default: plain = false
            }
            let needsICU = !plain
            if needsICU {
                let result = text.withUnsafeBufferPointer { buf in
                    levels.withUnsafeMutableBufferPointer { out in
                        rc_bidi_levels(buf.baseAddress! + range.lowerBound, Int32(n), code, out.baseAddress!)
                    }
                }
                // ICU fails only on allocation; keep the plain levels of the base direction then.
                if result >= 0 { base = result } else { levels = [UInt8](repeating: UInt8(max(0, code)), count: n) }
            }
        }
        baseLevel = UInt8(base)
        self.levels = levels
    }

    /// Whether the paragraph runs right to left.
    public var isRightToLeft: Bool { baseLevel & 1 == 1 }

    /// UAX #9 rule L2: for runs with the given levels in logical order, the logical index
    /// of the run shown at each visual position, left to right.
    public static func visualOrder(of runLevels: [UInt8]) -> [Int] {
        guard runLevels.count > 1 else { return Array(runLevels.indices) }
        if runLevels.allSatisfy({ $0 == 0 }) { return Array(runLevels.indices) }
        var out = [Int32](repeating: 0, count: runLevels.count)
        runLevels.withUnsafeBufferPointer { lv in
            out.withUnsafeMutableBufferPointer { o in
                rc_bidi_reorder(lv.baseAddress!, Int32(lv.count), o.baseAddress!)
            }
        }
        return out.map(Int.init)
    }

    /// UTF-16 units that are (or may start) right-to-left or explicit-embedding text:
    /// Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic and their presentation
    /// forms, the RTL blocks of the SMP (surrogates), and the bidi controls. Anything
    /// else in an LTR paragraph resolves to level 0 (weak and neutral types take the
    /// embedding direction, numbers are level 0 in an LTR embedding without RTL text).
    static func mayBeRightToLeft(_ u: UInt16) -> Bool {
        switch u {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF: return true
        case 0x200F, 0x202B, 0x202E, 0x2067, 0x202A, 0x202D, 0x2066, 0x2068, 0x061C: return true
        case 0xD802, 0xD803, 0xD83A, 0xD83B: return true  // high surrogates of 10800–10FFF and 1E800–1EFFF
        default: return false
        }
    }
}
