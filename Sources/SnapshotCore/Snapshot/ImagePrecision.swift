import Raster

// swift-snapshot-testing's two image tolerances, with the meanings its source gives them
// (Sources/SnapshotTesting/Snapshotting/UIImage.swift, version 1.19.7, `compare` and
// `perceptuallyCompare`), so that `.image(precision: 0.99, perceptualPrecision: 0.98)` lets
// through here what it lets through on a simulator:
//
// - `perceptualPrecision` < 1: a pixel matches when its colour difference from the
//   reference's pixel (CIE94 ΔE, 0...100, LabColor.swift) is at most
//   (1 − perceptualPrecision) × 100; the share of matching pixels must be at least
//   `precision`.
// - `perceptualPrecision` = 1 and `precision` < 1: the share of differing bytes of the
//   premultiplied RGBA pixels (four per pixel, as its Core Graphics context holds them)
//   must be at most 1 − `precision`.
// - both 1: the pixels must be equal.
//
// The arithmetic is swift-snapshot-testing's, in `Float` where it uses `Float`, so a
// picture at the boundary passes or fails as it would there. Its pixels are premultiplied
// colour in a context without colour management; here a pixel's colour is taken both over
// black (the premultiplied bytes as they are) and over white, and the larger difference
// counts, so a pixel that differs only in transparency does not pass as equal.

/// How closely a picture must match its reference, in swift-snapshot-testing's terms:
/// `precision` is the share of pixels that must match, `perceptualPrecision` how close in
/// colour a pixel must be to match (1: the same; 0.98: a CIE94 ΔE of at most 2, about what
/// an eye tells apart).
public struct ImagePrecision: Hashable, Sendable {
    /// The share (0...1) of pixels (of bytes, when `perceptualPrecision` is 1) that must match.
    public var precision: Float
    /// How close (0...1) a pixel's colour must be to the reference's to match: it matches
    /// when their CIE94 ΔE is at most (1 − perceptualPrecision) × 100.
    public var perceptualPrecision: Float

    public init(precision: Float = 1, perceptualPrecision: Float = 1) {
        self.precision = precision
        self.perceptualPrecision = perceptualPrecision
    }

    /// Pixels equal to the byte: swift-snapshot-testing's default, and this library's.
    public static let exact = ImagePrecision()

    /// Whether only equal pixels match.
    public var isExact: Bool { precision >= 1 && perceptualPrecision >= 1 }

    /// Why `actual` does not match `reference` at this precision, in swift-snapshot-testing's
    /// words; nil when it matches.
    public func failure(actual: Pixmap, reference: Pixmap) -> String? {
        guard actual.width == reference.width, actual.height == reference.height else {
            return "Newly-taken snapshot@(\(actual.width), \(actual.height)) does not match reference@"
                + "(\(reference.width), \(reference.height)) (device pixels)."
        }
        if actual.data == reference.data { return nil }
        guard !isExact else { return "Newly-taken snapshot does not match reference." }
        return perceptualPrecision < 1
            ? perceptualFailure(actual: actual, reference: reference)
            : byteFailure(actual: actual, reference: reference)
    }

    /// `precision` alone: the share of differing bytes.
    private func byteFailure(actual: Pixmap, reference: Pixmap) -> String? {
        let byteCount = actual.data.count
        let threshold = Int((1 - precision) * Float(byteCount))
        var differing = 0
        for index in 0..<byteCount where actual.data[index] != reference.data[index] {
            differing += 1
        }
        guard differing > threshold else { return nil }
        let actualPrecision = 1 - Float(differing) / Float(byteCount)
        return "Actual image precision \(actualPrecision) is less than required \(precision)"
    }

    /// `perceptualPrecision` per pixel, then `precision` over the pixels.
    private func perceptualFailure(actual: Pixmap, reference: Pixmap) -> String? {
        let deltaThreshold = Double((1 - perceptualPrecision) * 100)
        let pixelCount = actual.width * actual.height
        var failing = 0
        var maximumDeltaE = 0.0
        actual.data.withUnsafeBufferPointer { a in
            reference.data.withUnsafeBufferPointer { r in
                for pixel in 0..<pixelCount {
                    let i = pixel * 4
                    if a[i] == r[i], a[i + 1] == r[i + 1], a[i + 2] == r[i + 2], a[i + 3] == r[i + 3] { continue }
                    let deltaE = Self.deltaE(
                        reference: (r[i], r[i + 1], r[i + 2], r[i + 3]),
                        actual: (a[i], a[i + 1], a[i + 2], a[i + 3]))
                    if deltaE > deltaThreshold {
                        failing += 1
                        maximumDeltaE = max(maximumDeltaE, deltaE)
                    }
                }
            }
        }
        let actualPixelPrecision = 1 - Float(failing) / Float(pixelCount)
        guard actualPixelPrecision < precision else { return nil }
        let minimumPerceptualPrecision = 1 - min(Float(maximumDeltaE) / 100, 1)
        return """
            The percentage of pixels that match \(actualPixelPrecision) is less than required \(precision)
            The lowest perceptual color precision \(minimumPerceptualPrecision) is less than required \(perceptualPrecision)
            """
    }

    /// CIE94 ΔE between two premultiplied pixels: the larger of the differences over black
    /// and over white.
    static func deltaE(reference r: (UInt8, UInt8, UInt8, UInt8), actual a: (UInt8, UInt8, UInt8, UInt8)) -> Double {
        func overWhite(_ c: UInt8, _ alpha: UInt8) -> UInt8 { c &+ (255 &- alpha) }
        let overBlack = LabColor(red: a.0, green: a.1, blue: a.2)
            .deltaE94(from: LabColor(red: r.0, green: r.1, blue: r.2))
        guard a.3 != 255 || r.3 != 255 else { return overBlack }
        let white = LabColor(red: overWhite(a.0, a.3), green: overWhite(a.1, a.3), blue: overWhite(a.2, a.3))
            .deltaE94(from: LabColor(red: overWhite(r.0, r.3), green: overWhite(r.1, r.3), blue: overWhite(r.2, r.3)))
        return max(overBlack, white)
    }
}
