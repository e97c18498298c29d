import Foundation
import Raster
import TestSupport
import Testing

/// Gaussian blur, colour matrix and material filters, checked against a slow `Double`
/// oracle and against the properties the fast integer code must keep.
@Suite struct GaussianBlurTests {
    // MARK: - Fixtures

    /// A reduced scene S3: white, with bands like S1's rows (fill #F2F2F7, 3 px outline
    /// #C6C6C8, rounded ends), drawn by a per-pixel distance test. Opaque.
    static func s3Like(width: Int = 300, height: Int = 400) -> Pixmap {
        var p = Pixmap(width: width, height: height, color: .white)!
        func distance(_ px: Double, _ py: Double, _ rect: Rect, _ radius: Double) -> Double {
            let qx = abs(px - rect.midX) - (rect.width / 2 - radius)
            let qy = abs(py - rect.midY) - (rect.height / 2 - radius)
            let ox = max(qx, 0)
            let oy = max(qy, 0)
            return (ox * ox + oy * oy).squareRoot() + min(max(qx, qy), 0) - radius
        }
        for band in 0..<6 {
            let rect = Rect(x: 8, y: 10 + 66 * Double(band), width: Double(width) - 16, height: 52)
            let top = max(0, Int(rect.minY) - 3)
            let bottom = min(height, Int(rect.maxY) + 3)
            guard top < bottom else { break }
            for y in top..<bottom {
                for x in 0..<width {
                    let d = distance(Double(x) + 0.5, Double(y) + 0.5, rect, 14)
                    let fill = min(max(0.5 - d, 0), 1)
                    let stroke = min(max(2 - abs(d), 0), 1)
                    func mix(_ f: Double, _ s: Double) -> UInt8 {
                        UInt8(((255 * (1 - fill) + f * fill) * (1 - stroke) + s * stroke).rounded())
                    }
                    p[x, y] = PremultipliedRGBA8(r: mix(0xF2, 0xC6), g: mix(0xF2, 0xC6), b: mix(0xF7, 0xC8), a: 255)
                }
            }
        }
        return p
    }

    /// The true Gaussian: sampled kernel truncated at 4 sigma, separable, in `Double`.
    static func referenceBlur(_ p: Pixmap, sigma: Double, edgeMode: BlurEdgeMode) -> [Double] {
        let w = p.width
        let h = p.height
        let reach = Int((4 * sigma).rounded(.up))
        var kernel = (-reach...reach).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = kernel.reduce(0, +)
        kernel = kernel.map { $0 / total }
        let source = p.data.map(Double.init)
        var across = [Double](repeating: 0, count: source.count)
        var result = [Double](repeating: 0, count: source.count)
        kernel.withUnsafeBufferPointer { k in
            source.withUnsafeBufferPointer { s in
                across.withUnsafeMutableBufferPointer { t in
                    for y in 0..<h {
                        for x in 0..<w {
                            for c in 0..<4 {
                                var sum = 0.0
                                for i in -reach...reach {
                                    var xx = x + i
                                    if xx < 0 || xx >= w {
                                        if edgeMode == .transparent { continue }
                                        xx = min(max(xx, 0), w - 1)
                                    }
                                    sum += k[i + reach] * s[(y * w + xx) * 4 + c]
                                }
                                t[(y * w + x) * 4 + c] = sum
                            }
                        }
                    }
                }
            }
            across.withUnsafeBufferPointer { t in
                result.withUnsafeMutableBufferPointer { r in
                    for y in 0..<h {
                        for x in 0..<w {
                            for c in 0..<4 {
                                var sum = 0.0
                                for i in -reach...reach {
                                    var yy = y + i
                                    if yy < 0 || yy >= h {
                                        if edgeMode == .transparent { continue }
                                        yy = min(max(yy, 0), h - 1)
                                    }
                                    sum += k[i + reach] * t[(yy * w + x) * 4 + c]
                                }
                                r[(y * w + x) * 4 + c] = sum
                            }
                        }
                    }
                }
            }
        }
        return result
    }

    static func maxDifference(_ p: Pixmap, _ reference: [Double]) -> Double {
        zip(p.data, reference).reduce(0) { max($0, abs(Double($1.0) - $1.1)) }
    }

    static func colourWithinAlpha(_ p: Pixmap) -> Bool {
        for y in 0..<p.height {
            for x in 0..<p.width {
                let c = p[x, y]
                if max(c.r, c.g, c.b) > c.a { return false }
            }
        }
        return true
    }

    // MARK: - Blur

    /// Sigma 2 takes the sampled kernel, 5 and 20 the three boxes; S3 allows 2/255.
    @Test(arguments: [2.0, 5.0, 20.0])
    func matchesTrueGaussianOnReducedS3(sigma: Double) {
        let input = GaussianBlurTests.s3Like()
        let blurred = GaussianBlur(sigma: sigma, edgeMode: .clamp).applied(to: input)
        let reference = GaussianBlurTests.referenceBlur(input, sigma: sigma, edgeMode: .clamp)
        let worst = GaussianBlurTests.maxDifference(blurred, reference)
        #expect(worst <= 2, "max |blur − Gaussian| = \(worst) at sigma \(sigma)")
        #expect(blurred.isOpaque)
    }

    @Test(arguments: [BlurEdgeMode.clamp, .transparent])
    func matchesTrueGaussianOnTranslucentNoise(edgeMode: BlurEdgeMode) {
        // Small sigma, full contrast: the sampled kernel is within rounding of the oracle.
        var input = Pixmap(width: 37, height: 29)!
        var state: UInt32 = 12345
        for y in 0..<29 {
            for x in 0..<37 {
                state = state &* 1_664_525 &+ 1_013_904_223
                let a = UInt8(truncatingIfNeeded: state >> 24)
                let b = UInt8(UInt16(truncatingIfNeeded: state >> 8) % (UInt16(a) + 1))
                input[x, y] = PremultipliedRGBA8(r: a / 2, g: a, b: b, a: a)
            }
        }
        let blurred = GaussianBlur(sigma: 1.5, edgeMode: edgeMode).applied(to: input)
        let reference = GaussianBlurTests.referenceBlur(input, sigma: 1.5, edgeMode: edgeMode)
        #expect(GaussianBlurTests.maxDifference(blurred, reference) <= 1)
        #expect(GaussianBlurTests.colourWithinAlpha(blurred))
    }

    @Test func transparentEdgesFadeOpaqueSquare() {
        var input = Pixmap(width: 64, height: 64)!
        for y in 4..<60 { for x in 4..<60 { input[x, y] = .white } }
        let blurred = GaussianBlur(sigma: 6, edgeMode: .transparent).applied(to: input)
        #expect(GaussianBlurTests.colourWithinAlpha(blurred))
        // White stays white: every channel of a premultiplied white equals its alpha.
        var whiteEverywhere = true
        for y in 0..<64 {
            for x in 0..<64 {
                let c = blurred[x, y]
                whiteEverywhere = whiteEverywhere && c.r == c.a && c.g == c.a && c.b == c.a
            }
        }
        #expect(whiteEverywhere)
        #expect(blurred[32, 32].a == 255)
        #expect((60...195).contains(blurred[32, 0].a), "edge alpha \(blurred[32, 0].a)")
        #expect((15...110).contains(blurred[0, 0].a), "corner alpha \(blurred[0, 0].a)")
        #expect(blurred[0, 0].a < blurred[32, 0].a)
        // A picture opaque up to its bounds: transparent edges fade it to about half alpha
        // along a side and a quarter at a corner; clamped edges leave it opaque.
        let full = Pixmap(width: 64, height: 64, color: .white)!
        let faded = GaussianBlur(sigma: 6, edgeMode: .transparent).applied(to: full)
        #expect((128...150).contains(faded[32, 0].a), "side alpha \(faded[32, 0].a)")
        #expect((64...80).contains(faded[0, 0].a), "corner alpha \(faded[0, 0].a)")
        #expect(faded[32, 32].a == 255)
        #expect(GaussianBlur(sigma: 6, edgeMode: .clamp).applied(to: full) == full)
    }

    @Test(arguments: [1.0, 3.0, 12.0])
    func regionBlurIsAWindowAndTouchesOnlyTheRegion(sigma: Double) {
        let input = GaussianBlurTests.s3Like(width: 120, height: 160)
        let whole = GaussianBlur(sigma: sigma).applied(to: input)
        let region = IntRect(x: 17, y: 50, width: 61, height: 43)
        var inPlace = input
        GaussianBlur(sigma: sigma).apply(to: &inPlace, region: region)
        for y in 0..<input.height {
            for x in 0..<input.width {
                let inside = x >= region.x && x < region.maxX && y >= region.y && y < region.maxY
                // Inside: exactly the full blur, since the region reads its real neighbours.
                let expected = inside ? whole[x, y] : input[x, y]
                if inPlace[x, y] != expected {
                    Issue.record("pixel (\(x), \(y)) is \(inPlace[x, y]), expected \(expected)")
                    return
                }
            }
        }
    }

    @Test func regionAtPixmapEdgeUsesEdgeMode() {
        let input = GaussianBlurTests.s3Like(width: 80, height: 90)
        for edge in [BlurEdgeMode.clamp, .transparent] {
            let whole = GaussianBlur(sigma: 7, edgeMode: edge).applied(to: input)
            var corner = input
            let region = IntRect(x: -10, y: 60, width: 40, height: 100)  // clipped to (0, 60, 30, 30)
            GaussianBlur(sigma: 7, edgeMode: edge).apply(to: &corner, region: region)
            #expect(corner.cropped(to: region) == whole.cropped(to: region))
            #expect(corner[30, 60] == input[30, 60])
        }
    }

    @Test func zeroAndHostileSigmas() {
        let input = GaussianBlurTests.s3Like(width: 40, height: 36)
        for sigma in [0, 0.1, -1, -.infinity, .nan, .leastNonzeroMagnitude] {
            #expect(GaussianBlur(sigma: sigma).isIdentity)
            #expect(GaussianBlur(sigma: sigma).applied(to: input) == input)
            var p = input
            GaussianBlur(sigma: sigma).apply(to: &p)
            #expect(p == input)
        }
        // Huge sigmas are clamped to maxSigma: bounded time and memory, same result.
        let largest = GaussianBlur(sigma: GaussianBlur.maxSigma).applied(to: input)
        for sigma in [1e12, .infinity, .greatestFiniteMagnitude] {
            #expect(GaussianBlur(sigma: sigma).effectiveSigma == GaussianBlur.maxSigma)
            #expect(GaussianBlur(sigma: sigma).applied(to: input) == largest)
        }
        #expect(GaussianBlurTests.colourWithinAlpha(GaussianBlur(sigma: 1e12, edgeMode: .transparent).applied(to: input)))
        // Empty and outside regions do nothing.
        var p = input
        GaussianBlur(sigma: 5).apply(to: &p, region: IntRect(x: 100, y: 0, width: 10, height: 10))
        GaussianBlur(sigma: 5).apply(to: &p, region: IntRect(x: 5, y: 5, width: 0, height: 10))
        #expect(p == input)
    }

    @Test(arguments: [0.7, 2.5, 4.0, 9.0, 20.0, 45.0, 150.0])
    func constantPictureStaysExactlyConstant(sigma: Double) {
        let colour = PremultipliedRGBA8(r: 10, g: 120, b: 77, a: 200)
        let input = Pixmap(width: 23, height: 19, color: colour)!
        #expect(GaussianBlur(sigma: sigma, edgeMode: .clamp).applied(to: input) == input)
        let white = Pixmap(width: 23, height: 19, color: .white)!
        #expect(GaussianBlur(sigma: sigma, edgeMode: .clamp).applied(to: white) == white)
    }

    @Test func deterministic() {
        let input = GaussianBlurTests.s3Like(width: 90, height: 70)
        for sigma in [1.7, 11.0] {
            let a = GaussianBlur(sigma: sigma).applied(to: input)
            let b = GaussianBlur(sigma: sigma).applied(to: input)
            var c = input
            GaussianBlur(sigma: sigma).apply(to: &c)
            #expect(a == b)
            #expect(a == c)
        }
    }

    @Test func boxWidthsFollowTheW3CRule() {
        // S3's sigma 20 gives the widths OpenCV's reference uses: 39, 39, 41.
        #expect(GaussianBlur.Plan.boxRadii(sigma: 20) == [19, 19, 20])
        let plan = GaussianBlur.Plan(sigma: 20)!
        #expect(plan.isBox && !plan.hWide && !plan.vWide)
        // Every sigma up to the limit gets a plan whose fixed-point scales are in range
        // (the initializer checks them).
        var sigma = 0.2
        while sigma <= GaussianBlur.maxSigma {
            _ = GaussianBlur.Plan(sigma: sigma)
            sigma *= 1.013
        }
        #expect(GaussianBlur.Plan(sigma: GaussianBlur.maxSigma)!.vWide)
    }

    // MARK: - Colour matrix

    @Test func saturationZeroGivesGreyOfTheSameLuminance() {
        var p = Pixmap(width: 3, height: 1)!
        p[0, 0] = PremultipliedRGBA8(r: 200, g: 100, b: 50, a: 255)
        p[1, 0] = PremultipliedRGBA8(r: 100, g: 50, b: 25, a: 128)  // the same colour at half alpha
        p[2, 0] = PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255)
        ColorMatrix.saturation(0).apply(to: &p)
        // 0.2126·200 + 0.7152·100 + 0.0722·50 = 117.65
        #expect(p[0, 0] == PremultipliedRGBA8(r: 118, g: 118, b: 118, a: 255))
        // 0.2126·100 + 0.7152·50 + 0.0722·25 = 58.83
        #expect(p[1, 0] == PremultipliedRGBA8(r: 59, g: 59, b: 59, a: 128))
        // 0.0722·255 = 18.41
        #expect(p[2, 0] == PremultipliedRGBA8(r: 18, g: 18, b: 18, a: 255))
    }

    @Test func saturationOneIsIdentityAndGreysStayGrey() {
        let input = GaussianBlurTests.s3Like(width: 30, height: 30)
        var p = input
        ColorMatrix.saturation(1).apply(to: &p)
        #expect(p == input)
        var greys = Pixmap(width: 256, height: 1)!
        for x in 0..<256 { greys[x, 0] = PremultipliedRGBA8(r: UInt8(x), g: UInt8(x), b: UInt8(x), a: 255) }
        let before = greys
        ColorMatrix.saturation(1.8).apply(to: &greys)
        #expect(greys == before)
    }

    @Test func saturationBoostClampsToAlpha() {
        var p = Pixmap(width: 2, height: 1)!
        p[0, 0] = PremultipliedRGBA8(r: 120, g: 20, b: 10, a: 128)
        p[1, 0] = PremultipliedRGBA8(r: 250, g: 5, b: 0, a: 255)
        ColorMatrix.saturation(3).apply(to: &p)
        #expect(GaussianBlurTests.colourWithinAlpha(p))
        #expect(p[0, 0].r == 128 && p[0, 0].g == 0 && p[0, 0].a == 128)
        #expect(p[1, 0].r == 255 && p[1, 0].b == 0)
    }

    @Test func matrixChangingAlphaUnpremultiplies() throws {
        // Alpha becomes 0.5 of itself plus nothing; colours are kept as straight colours.
        let m = try #require(
            ColorMatrix([
                1, 0, 0, 0, 0,
                0, 1, 0, 0, 0,
                0, 0, 1, 0, 0,
                0, 0, 0, 0.5, 0
            ]))
        var p = Pixmap(width: 2, height: 1)!
        p[0, 0] = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
        p[1, 0] = PremultipliedRGBA8(r: 60, g: 30, b: 0, a: 120)
        m.apply(to: &p)
        #expect(p[0, 0] == PremultipliedRGBA8(r: 128, g: 0, b: 0, a: 128))
        #expect(p[1, 0] == PremultipliedRGBA8(r: 30, g: 15, b: 0, a: 60))
        #expect(ColorMatrix([1, 2, 3]) == nil)
    }

    @Test func matrixOffsetsKeepingAlpha() throws {
        // r' = r + 0.5 (straight), alpha kept: premultiplied r' = r + 0.5·a, clamped to a.
        let m = try #require(
            ColorMatrix([
                1, 0, 0, 0, 0.5,
                0, 1, 0, 0, 0,
                0, 0, 1, 0, 0,
                0, 0, 0, 1, 0
            ]))
        var p = Pixmap(width: 2, height: 1)!
        p[0, 0] = PremultipliedRGBA8(r: 20, g: 40, b: 60, a: 100)
        p[1, 0] = PremultipliedRGBA8(r: 90, g: 0, b: 0, a: 100)
        m.apply(to: &p)
        #expect(p[0, 0] == PremultipliedRGBA8(r: 70, g: 40, b: 60, a: 100))
        #expect(p[1, 0] == PremultipliedRGBA8(r: 100, g: 0, b: 0, a: 100))
    }

    // MARK: - Material

    @Test func materialTintsOnlyItsRegion() {
        var p = Pixmap(width: 20, height: 10, color: .white)!
        let material = Material(
            blurSigma: 3, saturation: 1.8,
            tint: RGBAColor(r: 0, g: 0, b: 0, alpha: 0.5),
            secondaryTint: RGBAColor(r: 255, g: 0, b: 0, alpha: 0.2))
        material.apply(to: &p, region: IntRect(x: 5, y: 2, width: 10, height: 5))
        // Black at 128/255 over white: 255·127/255 = 127; then red at 51/255:
        // r = 51 + 127·204/255 = 152.6, g = b = 127·204/255 = 101.6.
        #expect(p[7, 4] == PremultipliedRGBA8(r: 153, g: 102, b: 102, a: 255))
        #expect(p[4, 4] == .white)
        #expect(p[15, 4] == .white)
        #expect(GaussianBlurTests.colourWithinAlpha(p))
    }

    @Test func materialBlurReadsTheBackdropAroundItsRegion() {
        // A dark stripe just above the region bleeds into it, as under a bar.
        var p = Pixmap(width: 40, height: 40, color: .white)!
        for x in 0..<40 { for y in 10..<14 { p[x, y] = .black } }
        Material(blurRadius: 2, scale: 3).apply(to: &p, region: IntRect(x: 0, y: 14, width: 40, height: 10))
        #expect(p[20, 14].r < 200)
        #expect(p[20, 23].r > p[20, 14].r)
        #expect(p[20, 12] == .black)
    }
}
