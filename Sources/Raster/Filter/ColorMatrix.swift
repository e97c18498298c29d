import CKernels

/// A 4 × 5 colour matrix applied to every pixel, with the meaning SVG's
/// `feColorMatrix` and Core Image's `CIColorMatrix` give it.
///
/// The matrix maps straight (un-premultiplied) colour in 0…1 to straight colour:
/// `r' = m[0]·r + m[1]·g + m[2]·b + m[3]·a + m[4]`, then rows g, b and a the same
/// way, each result clamped to 0…1. Pixmaps hold premultiplied pixels, and the
/// filter is done right for them: when the alpha row is the identity (alpha is kept),
/// `a·r'` is linear in the premultiplied bytes, so the matrix works on them directly
/// with no precision lost to un-premultiplying; only a matrix that changes alpha
/// un-premultiplies, applies, and premultiplies again. Either way a colour byte never
/// exceeds its alpha.
///
/// Arithmetic is fixed point (coefficients in 1/65536) so results are the same bytes on
/// every build. Each row's coefficients are rounded so their sum stays exact: a row
/// summing to 1 maps grey to the same grey.
public struct ColorMatrix: Hashable, Sendable {
    /// Twenty coefficients, row-major: rows r, g, b, a; columns r, g, b, a, offset.
    /// Offsets are in 0…1 units, like the colours.
    public let values: [Double]

    /// Nil unless there are exactly 20 values. Non-finite values read as 0 and
    /// magnitudes above 256 are clamped (no useful matrix comes near either).
    public init?(_ values: [Double]) {
        guard values.count == 20 else { return nil }
        self.values = values.map { $0.isFinite ? min(max($0, -256), 256) : 0 }
    }

    public static let identity = ColorMatrix([
        1, 0, 0, 0, 0,
        0, 1, 0, 0, 0,
        0, 0, 1, 0, 0,
        0, 0, 0, 1, 0
    ])!

    /// Rec. 709 / sRGB luminance weights (CSS `saturate()` uses them rounded to 0.213,
    /// 0.715, 0.072).
    static let luminance = (r: 0.2126, g: 0.7152, b: 0.0722)

    /// Scales saturation by `s`: 0 gives grey of the same luminance, 1 changes nothing,
    /// above 1 makes colours more vivid. A non-finite `s` gives the identity.
    public static func saturation(_ s: Double) -> ColorMatrix {
        guard s.isFinite else { return .identity }
        let (lr, lg, lb) = luminance
        let t = 1 - s
        return ColorMatrix([
            lr + (1 - lr) * s, lg * t, lb * t, 0, 0,
            lr * t, lg + (1 - lg) * s, lb * t, 0, 0,
            lr * t, lg * t, lb + (1 - lb) * s, 0, 0,
            0, 0, 0, 1, 0
        ])!
    }

    public var isIdentity: Bool { self == .identity }

    /// Applies the matrix to `region` (default: the whole pixmap), clipped to the bounds.
    public func apply(to pixmap: inout Pixmap, region: IntRect? = nil) {
        let r = (region ?? pixmap.bounds).intersection(pixmap.bounds)
        guard !r.isEmpty, !isIdentity else { return }
        let q = fixedPoint()
        let keepsAlpha = q[15] == 0 && q[16] == 0 && q[17] == 0 && q[18] == 65536 && q[19] == 0
        let colourOnly = keepsAlpha && q[3] == 0 && q[4] == 0 && q[8] == 0 && q[9] == 0 && q[13] == 0 && q[14] == 0
        let width = pixmap.width
        // The colour-only case (saturation, the materials' vibrancy) runs in the C kernel at
        // the CPU's vector width; the Swift loop is its oracle and takes coefficients too
        // large for the kernel's 32-bit lanes.
        let kernel = colourOnly ? ColorMatrix.kernelCoefficients(q) : nil
        pixmap.data.withUnsafeMutableBufferPointer { buffer in
            for y in r.y..<r.maxY {
                let row = buffer.baseAddress! + (y * width + r.x) * 4
                if let kernel {
                    kernel.withUnsafeBufferPointer { rc_colour_matrix_row($0.baseAddress!, row, r.width) }
                } else if colourOnly {
                    ColorMatrix.applyColourOnly(q, row, count: r.width)
                } else if keepsAlpha {
                    ColorMatrix.applyKeepingAlpha(q, row, count: r.width)
                } else {
                    ColorMatrix.applyStraight(q, row, count: r.width)
                }
            }
        }
    }

    /// Coefficients in 1/65536, each row rounded so that its sum is the rounded exact sum.
    package func fixedPoint() -> [Int] {
        var q = values.map { Int(($0 * 65536).rounded()) }
        for row in 0..<4 {
            let exact = Int((values[row * 5..<row * 5 + 4].reduce(0, +) * 65536).rounded())
            let rounded = q[row * 5..<row * 5 + 4].reduce(0, +)
            q[row * 5 + row] += exact - rounded
        }
        return q
    }

    /// The colour-only coefficients as `rc_colour_matrix_row` takes them (the R, G, B rows'
    /// R, G, B columns, 1/65536), or nil when a row's |m| summed, times 255, plus 32768
    /// would not fit the kernel's 32-bit lanes (|coefficients| summing past about 128 in a row).
    package static func kernelCoefficients(_ q: [Int]) -> [Int32]? {
        let m = [q[0], q[1], q[2], q[5], q[6], q[7], q[10], q[11], q[12]]
        for row in 0..<3 where (abs(m[3 * row]) + abs(m[3 * row + 1]) + abs(m[3 * row + 2])) * 255 + 32768 >= 1 << 31 {
            return nil
        }
        return m.map { Int32($0) }
    }

    /// Only the 3 × 3 colour block is active: premultiplied colour is mapped directly.
    package static func applyColourOnly(_ q: [Int], _ row: UnsafeMutablePointer<UInt8>, count: Int) {
        let (m0, m1, m2) = (q[0], q[1], q[2])
        let (m5, m6, m7) = (q[5], q[6], q[7])
        let (m10, m11, m12) = (q[10], q[11], q[12])
        forEachVisiblePixel(row, count: count) { p, r, g, b, a in
            // (Σ m·P + ½) >> 16, then clamped to 0…a: straight colour clamped to 0…1.
            p[0] = UInt8(truncatingIfNeeded: min(max((m0 &* r &+ m1 &* g &+ m2 &* b &+ 32768) >> 16, 0), a))
            p[1] = UInt8(truncatingIfNeeded: min(max((m5 &* r &+ m6 &* g &+ m7 &* b &+ 32768) >> 16, 0), a))
            p[2] = UInt8(truncatingIfNeeded: min(max((m10 &* r &+ m11 &* g &+ m12 &* b &+ 32768) >> 16, 0), a))
        }
    }

    /// Alpha is kept but the alpha column or offsets are used: `a·r' = Σ m·P + m₃·a² + m₄·a`,
    /// still linear in the premultiplied bytes once scaled by 255.
    static func applyKeepingAlpha(_ q: [Int], _ row: UnsafeMutablePointer<UInt8>, count: Int) {
        let denominator = 255 << 16
        forEachVisiblePixel(row, count: count) { p, r, g, b, a in
            for c in 0..<3 {
                let k = c * 5
                let sum = (q[k] * r + q[k + 1] * g + q[k + 2] * b) * 255 + q[k + 3] * a * a + q[k + 4] * a * 255
                p[c] = UInt8(truncatingIfNeeded: min(max(roundedQuotient(sum, denominator), 0), a))
            }
        }
    }

    /// Calls `body` with each pixel of `row` that is not fully transparent and its
    /// premultiplied red, green, blue and alpha: the two paths that keep alpha leave a
    /// transparent pixel as it is (its colour bytes are 0 and stay 0).
    @inline(__always) private static func forEachVisiblePixel(
        _ row: UnsafeMutablePointer<UInt8>, count: Int,
        _ body: (_ pixel: UnsafeMutablePointer<UInt8>, _ r: Int, _ g: Int, _ b: Int, _ a: Int) -> Void
    ) {
        var p = row
        for _ in 0..<count {
            let a = Int(p[3])
            if a != 0 { body(p, Int(p[0]), Int(p[1]), Int(p[2]), a) }
            p += 4
        }
    }

    /// The matrix changes alpha: un-premultiply to 16-bit fractions, apply, premultiply.
    static func applyStraight(_ q: [Int], _ row: UnsafeMutablePointer<UInt8>, count: Int) {
        var p = row
        for _ in 0..<count {
            let a = Int(p[3])
            // Straight colour and alpha in 1/65536; a transparent pixel's colour reads as 0.
            let sa = (a * 65536 + 127) / 255
            let sr = a == 0 ? 0 : (Int(p[0]) * 65536 + a / 2) / a
            let sg = a == 0 ? 0 : (Int(p[1]) * 65536 + a / 2) / a
            let sb = a == 0 ? 0 : (Int(p[2]) * 65536 + a / 2) / a
            func channel(_ c: Int) -> Int {
                let k = c * 5
                let sum = q[k] * sr + q[k + 1] * sg + q[k + 2] * sb + q[k + 3] * sa + q[k + 4] * 65536
                return min(max(roundedQuotient(sum, 65536), 0), 65536)
            }
            let alpha = (channel(3) * 255 + 32768) >> 16
            let r = channel(0)
            let g = channel(1)
            let b = channel(2)
            p[0] = UInt8(truncatingIfNeeded: (r * alpha + 32768) >> 16)
            p[1] = UInt8(truncatingIfNeeded: (g * alpha + 32768) >> 16)
            p[2] = UInt8(truncatingIfNeeded: (b * alpha + 32768) >> 16)
            p[3] = UInt8(truncatingIfNeeded: alpha)
            p += 4
        }
    }

    /// `x / d` rounded half up, for any sign of `x` and positive `d`.
    @inline(__always) static func roundedQuotient(_ x: Int, _ d: Int) -> Int {
        let v = x + d / 2
        return v >= 0 ? v / d : -((d - 1 - v) / d)
    }
}
