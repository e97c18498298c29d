import Raster

/// The pixel-level comparison of two pictures, on decoded premultiplied pixels: the one
/// comparison core the Swift strategies, the verifier and the command line share.
public struct SnapshotDifference: Sendable, Equatable {
    /// Pixels whose largest channel difference exceeds the tolerance's ``SnapshotTolerance/channel``.
    public var differingPixels: Int
    /// The largest channel difference found (0...255), over all pixels.
    public var maxChannelDifference: Int
    /// The first differing pixel in row order, if any.
    public var firstDifference: (x: Int, y: Int)?
    /// The smallest rectangle holding every differing pixel (device pixels).
    public var boundingBox: IntRect?
    /// The largest share (0...1) of differing pixels in any 16 × 16 window.
    public var densestWindowShare: Double
    public var sizesDiffer: Bool
    /// Both sizes, for messages.
    public var actualSize: (width: Int, height: Int)
    public var referenceSize: (width: Int, height: Int)

    public static func == (a: SnapshotDifference, b: SnapshotDifference) -> Bool {
        a.differingPixels == b.differingPixels && a.maxChannelDifference == b.maxChannelDifference
            && a.firstDifference?.x == b.firstDifference?.x && a.firstDifference?.y == b.firstDifference?.y
            && a.boundingBox == b.boundingBox && a.densestWindowShare == b.densestWindowShare
            && a.sizesDiffer == b.sizesDiffer
    }

    /// Compares `actual` with `reference`; `tolerance` is the largest per-channel difference
    /// that still counts as equal (0 = exact).
    public init(actual: Pixmap, reference: Pixmap, tolerance: Int = 0) {
        self.init(actual: actual, reference: reference, channelTolerance: tolerance)
    }

    /// Compares `actual` with `reference` under `tolerance`'s channel threshold; whether the
    /// result is acceptable is ``passes(_:)``.
    public init(actual: Pixmap, reference: Pixmap, tolerance: SnapshotTolerance) {
        self.init(actual: actual, reference: reference, channelTolerance: tolerance.channel)
    }

    private init(actual: Pixmap, reference: Pixmap, channelTolerance: Int) {
        var unused: IndexedPicture?
        self.init(
            actual: actual, reference: reference, channelTolerance: channelTolerance, picture: &unused,
            makesPicture: false)
    }

    /// Compares as `init(actual:reference:tolerance:)` does and also makes the
    /// `diffImage(actual:reference:tolerance:)` picture in the same pass when they differ
    /// (nil when they match, or differ in size), as the indices its PNG file holds: a
    /// failure needs both, and reading its two pictures once instead of twice is a third of
    /// its comparison's cost.
    package static func withPicture(
        actual: Pixmap, reference: Pixmap,
        tolerance: SnapshotTolerance
    ) -> (difference: SnapshotDifference, picture: IndexedPicture?) {
        var picture: IndexedPicture?
        let difference = SnapshotDifference(
            actual: actual, reference: reference, channelTolerance: tolerance.channel,
            picture: &picture, makesPicture: true)
        return (difference, picture)
    }

    private init(
        actual: Pixmap, reference: Pixmap, channelTolerance: Int, picture: inout IndexedPicture?, makesPicture: Bool
    ) {
        actualSize = (actual.width, actual.height)
        referenceSize = (reference.width, reference.height)
        sizesDiffer = actual.width != reference.width || actual.height != reference.height
        differingPixels = 0
        maxChannelDifference = 0
        firstDifference = nil
        boundingBox = nil
        densestWindowShare = 0
        if sizesDiffer { return }
        // The common case in a test run: identical bytes, found by one memcmp.
        if actual == reference { return }
        // One C pass (Raster's Pixmap+ComparePass.swift) finds what differs, the densest
        // window and, for a failure, the difference picture; the Swift it replaced is the
        // oracle in SnapshotCoreTests. Windows are clamped to the picture; a picture
        // smaller than a window is one window.
        let (ww, wh) = Self.window(width: actual.width, height: actual.height)
        let pass = actual.comparePass(
            with: reference, tolerance: channelTolerance, windowWidth: ww, windowHeight: wh,
            makesPicture: makesPicture)
        take(pass, window: (ww, wh))
        picture = pass.picture
    }

    /// ``withPicture(actual:reference:tolerance:)`` with the reference as its PNG file's
    /// inflated scanlines (`PNGDecoder.scanlines`), compared row by row as they are
    /// unfiltered, never decoded into a picture first: the same difference and picture, and
    /// what it learnt of which of the actual's rows repeat the row above (for its encoder,
    /// `RowRepeats`).
    /// Nil when the reference differs in size (the caller decodes it and compares as usual,
    /// which says so), or a row's filter or the stream's checksum is wrong (a corrupt file,
    /// which decoding reports).
    package static func withPicture(
        actual: Pixmap, referenceScanlines scanlines: consuming PNGScanlines,
        tolerance: SnapshotTolerance
    ) -> (difference: SnapshotDifference, picture: IndexedPicture?, actualRows: RowRepeats)? {
        let (ww, wh) = window(width: actual.width, height: actual.height)
        guard
            let pass = actual.comparePass(
                withScanlines: scanlines, tolerance: tolerance.channel, windowWidth: ww, windowHeight: wh,
                makesPicture: true)
        else { return nil }
        var difference = SnapshotDifference(sameSize: (actual.width, actual.height))
        difference.take((pass.count, pass.densestWindow, pass.picture), window: (ww, wh))
        // Identical pixels have no picture, as when the pictures are compared as pixels.
        let identical = difference.differingPixels == 0 && difference.maxChannelDifference == 0
        return (difference, identical ? nil : pass.picture, pass.actualRows)
    }

    /// Two pictures of one size found equal so far.
    private init(sameSize size: (width: Int, height: Int)) {
        actualSize = size
        referenceSize = size
        sizesDiffer = false
        differingPixels = 0
        maxChannelDifference = 0
        firstDifference = nil
        boundingBox = nil
        densestWindowShare = 0
    }

    /// The windows of the densest-window figure for a picture of this size: clamped to the
    /// picture, so a picture smaller than a window is one window.
    private static func window(width: Int, height: Int) -> (width: Int, height: Int) {
        (min(SnapshotTolerance.windowSide, width), min(SnapshotTolerance.windowSide, height))
    }

    /// What one comparison pass found, with windows of `window`.
    private mutating func take(
        _ pass: (count: PixelDifferenceCount, densestWindow: Int, picture: IndexedPicture?),
        window: (width: Int, height: Int)
    ) {
        maxChannelDifference = pass.count.maxChannelDifference
        differingPixels = pass.count.differing
        firstDifference = pass.count.first
        boundingBox = pass.count.box
        densestWindowShare = Double(pass.densestWindow) / Double(window.width * window.height)
    }

    /// Whether the pictures match under `tolerance`: same size, no more differing pixels
    /// than allowed, and no window more different than allowed.
    public func passes(_ tolerance: SnapshotTolerance) -> Bool {
        !sizesDiffer && differingPixels <= tolerance.pixels && densestWindowShare <= tolerance.window
    }

    /// Which of the tolerance's limits the comparison breaks, in words (nil when it passes).
    public func failureSummary(_ tolerance: SnapshotTolerance) -> String? {
        if sizesDiffer {
            return "the picture is \(actualSize.width) x \(actualSize.height) pixels, the reference "
                + "\(referenceSize.width) x \(referenceSize.height)"
        }
        guard !passes(tolerance) else { return nil }
        let total = actualSize.width * actualSize.height
        var t =
            "\(differingPixels) of \(total) pixels differ (\(Self.percent(Double(differingPixels) / Double(max(1, total)))))"
            + " by up to \(maxChannelDifference)/255"
        if let f = firstDifference { t += "; the first at (\(f.x), \(f.y))" }
        if let b = boundingBox {
            t += "; all within x \(b.x)–\(b.x + b.width - 1), y \(b.y)–\(b.y + b.height - 1) (\(b.width) × \(b.height))"
        }
        t += "; the densest 16×16 window is \(Self.percent(densestWindowShare)) different"
        if tolerance != .exact { t += " (tolerance: \(tolerance))" }
        return t
    }

    /// A share as a percentage with two decimals, never rounded down to 0 when it is not 0.
    static func percent(_ share: Double) -> String {
        let v = share * 100
        let rounded = (v * 100).rounded() / 100
        return "\(rounded == 0 && v > 0 ? 0.01 : rounded) %"
    }

    /// A picture for people: the reference faded to grey, differing pixels in solid red.
    public static func diffImage(actual: Pixmap, reference: Pixmap, tolerance: Int = 0) -> Pixmap? {
        Pixmap.differencePicture(actual: actual, reference: reference, tolerance: tolerance)
    }
}
