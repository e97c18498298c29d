import Foundation

// A colour in CIE L*a*b* and the CIE94 colour difference between two of them: what
// `perceptualPrecision` measures. swift-snapshot-testing computes it with Core Image's
// `CILabDeltaE` filter (Sources/SnapshotTesting/Snapshotting/UIImage.swift, version 1.19.7:
// "Each pixel is a value between 0-100"), which Apple documents as the CIE94 ΔE between
// the two images' Lab values. Core Image is not on Linux, so the same rule is written here
// from the CIE94 definition (CIE Publication 116-1995, the graphic-arts weights kL = 1,
// K1 = 0.045, K2 = 0.015) on sRGB pixels converted through XYZ under the D65 white.
// Doubles throughout, in a fixed order: the same two pixels give the same ΔE on every run.

/// A CIE L*a*b* colour (D65 white): L* 0...100, a* and b* roughly −128...127.
struct LabColor: Hashable, Sendable {
    var l: Double
    var a: Double
    var b: Double

    /// The Lab colour of an sRGB colour given as three 0...255 bytes.
    init(red: UInt8, green: UInt8, blue: UInt8) {
        let r = Self.linear[Int(red)]
        let g = Self.linear[Int(green)]
        let b = Self.linear[Int(blue)]
        // sRGB (IEC 61966-2-1) primaries to XYZ, D65, then relative to the D65 white: the
        // matrix's own row sums, so white is exactly L* 100, a* b* 0, and black to white
        // exactly ΔE 100.
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / Self.white.x
        let y = (0.2126729 * r + 0.7151522 * g + 0.0721750 * b) / Self.white.y
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / Self.white.z
        let fx = Self.f(x)
        let fy = Self.f(y)
        let fz = Self.f(z)
        l = 116 * fy - 16
        a = 500 * (fx - fy)
        self.b = 200 * (fy - fz)
    }

    /// CIE94 ΔE from `reference` to this colour (0: the same; 100 and more: as far apart
    /// as black and white). Asymmetric, as CIE94 is: the chroma weights use the
    /// reference's chroma, as `CILabDeltaE` uses its first image's.
    func deltaE94(from reference: LabColor) -> Double {
        let dl = reference.l - l
        let c1 = (reference.a * reference.a + reference.b * reference.b).squareRoot()
        let c2 = (a * a + b * b).squareRoot()
        let dc = c1 - c2
        let da = reference.a - a
        let db = reference.b - b
        // ΔH² = Δa² + Δb² − ΔC², never below zero (rounding can make it a hair negative).
        let dh2 = max(0, da * da + db * db - dc * dc)
        let sc = 1 + 0.045 * c1
        let sh = 1 + 0.015 * c1
        return (dl * dl + (dc / sc) * (dc / sc) + dh2 / (sh * sh)).squareRoot()
    }

    /// The D65 white in XYZ: each row of the sRGB matrix summed in the order a pixel's is.
    private static let white = (
        x: 0.4124564 * 1.0 + 0.3575761 * 1.0 + 0.1804375 * 1.0,
        y: 0.2126729 * 1.0 + 0.7151522 * 1.0 + 0.0721750 * 1.0,
        z: 0.0193339 * 1.0 + 0.1191920 * 1.0 + 0.9503041 * 1.0
    )

    /// The sRGB transfer function undone, per byte value.
    private static let linear: [Double] = (0...255).map { byte in
        let v = Double(byte) / 255
        return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    /// CIE's f(t): a cube root above (6/29)³, a straight line below it.
    private static func f(_ t: Double) -> Double {
        let epsilon = 216.0 / 24389.0
        return t > epsilon ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116
    }
}
