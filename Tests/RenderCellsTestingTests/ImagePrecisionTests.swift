import RenderCells
import RenderCellsTesting
import Testing

/// `precision` and `perceptualPrecision` as swift-snapshot-testing defines them
/// (ImagePrecision.swift): the share of pixels (of bytes, without a perceptual precision)
/// that must match, and the CIE94 ΔE a pixel may differ by, (1 − perceptualPrecision) × 100.
@Suite struct ImagePrecisionTests {
    /// A `width` × 10 opaque picture of one colour, with `changed` pixels (from the first) of another.
    static func picture(
        width: Int = 10, base: (UInt8, UInt8, UInt8, UInt8) = (255, 0, 0, 255), changed: Int = 0,
        to other: (UInt8, UInt8, UInt8, UInt8) = (255, 0, 0, 255)
    ) -> Pixmap {
        var bytes: [UInt8] = []
        for pixel in 0..<(width * 10) {
            let c = pixel < changed ? other : base
            bytes += [c.0, c.1, c.2, c.3]
        }
        return Pixmap(width: width, height: 10, premultipliedData: bytes)!
    }

    @Test func exactIsTheDefaultAndNamesTheMismatch() {
        let reference = Self.picture()
        let actual = Self.picture(changed: 1, to: (254, 0, 0, 255))
        #expect(ImagePrecision().isExact)
        #expect(ImagePrecision().failure(actual: reference, reference: reference) == nil)
        #expect(
            ImagePrecision().failure(actual: actual, reference: reference) == "Newly-taken snapshot does not match reference.")
        let wider = Self.picture(width: 11)
        #expect(ImagePrecision(precision: 0).failure(actual: wider, reference: reference)?.contains("(11, 10)") == true)
    }

    /// Without a perceptual precision, `precision` counts bytes: 100 pixels are 400 bytes, so
    /// 0.75 lets 100 bytes differ and not 102 (34 pixels, three bytes each), with
    /// swift-snapshot-testing's message. The arithmetic is its `Float` arithmetic: 0.9975
    /// lets no byte differ, (1 − 0.9975) × 400 being 0.999999 in `Float`.
    @Test func precisionAloneCountsDifferingBytes() {
        let reference = Self.picture()
        let ninetyNineBytes = Self.picture(changed: 33, to: (0, 255, 255, 255))
        let hundredAndTwoBytes = Self.picture(changed: 34, to: (0, 255, 255, 255))
        let rule = ImagePrecision(precision: 0.75)
        #expect(rule.failure(actual: ninetyNineBytes, reference: reference) == nil)
        #expect(
            rule.failure(actual: hundredAndTwoBytes, reference: reference)
                == "Actual image precision 0.745 is less than required 0.75")
        let oneByte = Self.picture(changed: 1, to: (200, 0, 0, 255))
        #expect(ImagePrecision(precision: 0.9975).failure(actual: oneByte, reference: reference) != nil)
    }

    /// A red 5/255 lighter is under ΔE 2 (0.98 lets it through) and over ΔE 0.5 (0.995 does not).
    @Test func perceptualPrecisionIsACIE94Threshold() {
        let reference = Self.picture()
        let actual = Self.picture(changed: 100, to: (250, 0, 0, 255))
        #expect(ImagePrecision(perceptualPrecision: 0.98).failure(actual: actual, reference: reference) == nil)
        let strict = ImagePrecision(perceptualPrecision: 0.995).failure(actual: actual, reference: reference)
        #expect(strict?.hasPrefix("The percentage of pixels that match 0.0 is less than required 1.0\n") == true)
        #expect(strict?.contains("The lowest perceptual color precision 0.98") == true)
        // Black against white is ΔE 100: nothing but perceptualPrecision 0 lets it through.
        let white = Self.picture(base: (255, 255, 255, 255))
        let black = Self.picture(base: (0, 0, 0, 255))
        #expect(ImagePrecision(perceptualPrecision: 0).failure(actual: black, reference: white) == nil)
        #expect(ImagePrecision(perceptualPrecision: 0.01).failure(actual: black, reference: white) != nil)
    }

    /// `precision` over perceptually compared pixels: 2 of 100 far off passes at 0.98, not at 0.99.
    @Test func precisionIsTheShareOfMatchingPixels() {
        let reference = Self.picture()
        let actual = Self.picture(changed: 2, to: (0, 0, 255, 255))
        #expect(ImagePrecision(precision: 0.98, perceptualPrecision: 0.98).failure(actual: actual, reference: reference) == nil)
        let failure = ImagePrecision(precision: 0.99, perceptualPrecision: 0.98).failure(actual: actual, reference: reference)
        #expect(failure?.hasPrefix("The percentage of pixels that match 0.98 is less than required 0.99") == true)
    }

    /// A clear pixel is not an opaque black one: colours are compared over white as well.
    @Test func transparencyCounts() {
        let clear = Self.picture(base: (0, 0, 0, 0))
        let black = Self.picture(base: (0, 0, 0, 255))
        #expect(ImagePrecision(perceptualPrecision: 0.5).failure(actual: black, reference: clear) != nil)
    }

    /// The precision strategy's failure gives swift-snapshot-testing's verdict, then what
    /// differs exactly; a picture within the precision passes.
    @Test func diffingAtPrecision() {
        let reference = SnapshotPicture(pixmap: Self.picture())
        let near = SnapshotPicture(pixmap: Self.picture(changed: 100, to: (250, 0, 0, 255)))
        let far = SnapshotPicture(pixmap: Self.picture(changed: 3, to: (0, 0, 255, 255)))
        let diffing = Diffing<SnapshotPicture>.image(precision: 0.98, perceptualPrecision: 0.98)
        #expect(diffing.diffV2(reference, near) == nil)
        let message = diffing.diffV2(reference, far)?.0
        #expect(message?.hasPrefix("The percentage of pixels that match 0.97 is less than required 0.98") == true)
        #expect(message?.contains("3 of 100 pixels differ") == true)
    }
}
