import Display
import Raster

/// A render checked against its reference: the pixels under a tolerance, and — to say
/// why they differ — the font files and the layout behind both. The one comparison the
/// Swift strategies, the test runner and the reports share.
public struct SnapshotComparison: Sendable {
    public var tolerance: SnapshotTolerance
    public var difference: SnapshotDifference
    /// The fonts that differ between the reference's render and this one, in words; nil
    /// when they agree or either side has no font record.
    public var fontMismatch: String?
    /// The elements that moved or changed; nil when either side has no layout dump.
    public var layoutChanges: LayoutChanges?
    /// Whether this render has a layout dump and the reference none (a reference recorded
    /// before references carried their layout): re-recording it would explain failures.
    public var referenceLacksLayout: Bool
    /// The difference picture (`SnapshotDifference.diffImage`), made in the comparison's own
    /// pass when asked for (`init(actual:reference:tolerance:makesDifferencePicture:)`) and
    /// the pictures differ, as the indices its PNG file holds; nil otherwise.
    package var differencePicture: IndexedPicture?
    /// What is known of which of the actual picture's rows repeat the row above, when the
    /// comparison read the reference from its file
    /// (`init(actual:referencePNG:referenceFonts:tolerance:)`), which learns it in the same
    /// pass: handed to the actual's encoder (`SnapshotPicture.pngData(encoder:rowRepeats:)`),
    /// it need not read those rows again.
    package var actualRowRepeats: RowRepeats?

    public init(actual: SnapshotPicture, reference: SnapshotPicture, tolerance: SnapshotTolerance = .exact) {
        self.init(actual: actual, reference: reference, tolerance: tolerance, makesDifferencePicture: false)
    }

    /// Compares, and when `makesDifferencePicture`, keeps the difference picture made in the
    /// same pass over the pixels (a failure's report needs it; a second pass cost as much).
    package init(
        actual: SnapshotPicture, reference: SnapshotPicture, tolerance: SnapshotTolerance,
        makesDifferencePicture: Bool
    ) {
        self.tolerance = tolerance
        if makesDifferencePicture {
            (difference, differencePicture) = SnapshotDifference.withPicture(
                actual: actual.pixmap, reference: reference.pixmap,
                tolerance: tolerance)
        } else {
            difference = SnapshotDifference(actual: actual.pixmap, reference: reference.pixmap, tolerance: tolerance)
        }
        // Font files and layout only explain a difference; when the pixels match, they are
        // not compared at all (a font package update that draws the same pixels passes).
        fontMismatch = Self.fontMismatch(actual.fonts, reference.fonts, difference, tolerance)
        referenceLacksLayout = false
        compareLayouts(actual: actual.layout, reference: reference.layout)
    }

    /// Compares with the reference as its PNG file, read from the file's scanlines row by row
    /// as the pixels are compared (`SnapshotDifference.withPicture(actual:referenceScanlines:
    /// tolerance:)`), never decoded into a picture, and with the difference picture made:
    /// what `init(actual:reference:tolerance:makesDifferencePicture:)` with the decoded
    /// reference finds, for a caller that needs no reference picture afterwards. The
    /// layouts are left to ``compareLayouts(actual:reference:)`` (the reference's is in
    /// `SnapshotPicture.records(png:)`). Nil, before anything is inflated, when the file's
    /// header gives another size; nil when the file is not one the direct reader takes or is
    /// corrupt: decoding it says what is wrong, or compares it.
    package init?(
        actual: SnapshotPicture, referencePNG: [UInt8], referenceFonts: SnapshotFontRecord?,
        tolerance: SnapshotTolerance
    ) {
        // The header first: a file of another size is never inflated (a small file can
        // claim, and inflate to, far more pixels than the render has).
        guard let size = PNGDecoder.headerSize(of: referencePNG),
            size.width == actual.pixmap.width, size.height == actual.pixmap.height,
            let scanlines = PNGDecoder.scanlines(referencePNG),
            let (difference, picture, actualRows) = SnapshotDifference.withPicture(
                actual: actual.pixmap, referenceScanlines: scanlines, tolerance: tolerance)
        else { return nil }
        self.tolerance = tolerance
        self.difference = difference
        differencePicture = picture
        actualRowRepeats = actualRows
        fontMismatch = Self.fontMismatch(actual.fonts, referenceFonts, difference, tolerance)
        referenceLacksLayout = false
        layoutChanges = nil
    }

    /// The font files that differ between the two records, when the pixels do too (nil when
    /// they match under the tolerance, or either side has no record).
    private static func fontMismatch(
        _ actual: SnapshotFontRecord?, _ reference: SnapshotFontRecord?, _ difference: SnapshotDifference,
        _ tolerance: SnapshotTolerance
    ) -> String? {
        guard !difference.passes(tolerance) else { return nil }
        return actual.flatMap { a in reference.flatMap { a.mismatch(against: $0) } }
    }

    /// Compares the two layout dumps when the pictures differ (``layoutChanges``,
    /// ``referenceLacksLayout``). A caller that compared a render without its dump, to make
    /// the dump only for a failure (`render-cells test`: a pass never needs it), calls this
    /// with the dump once the pixels have failed.
    package mutating func compareLayouts(actual: String?, reference: String?) {
        referenceLacksLayout = actual != nil && reference == nil
        layoutChanges =
            passes ? nil : reference.flatMap { r in actual.flatMap { LayoutChanges(reference: r, actual: $0) } }
    }

    /// ``compareLayouts(actual:reference:)`` with the render's display list, whose dump
    /// need not be read back (`LayoutChanges(reference:actual:)` with a list).
    package mutating func compareLayouts(actual list: DisplayList, reference: String?) {
        referenceLacksLayout = reference == nil
        layoutChanges = passes ? nil : reference.flatMap { LayoutChanges(reference: $0, actual: list) }
    }

    /// Whether the render matches its reference under the tolerance.
    public var passes: Bool { difference.passes(tolerance) }

    /// Why the render does not match, for a failure message (nil when it passes): the
    /// pixel summary (size, differing pixels, largest difference, bounding box, densest
    /// window), then the font files that differ, then the layout changes, at most
    /// `layoutLimit` lines of them.
    public func failureMessage(layoutLimit: Int = 20) -> String? {
        guard let pixels = difference.failureSummary(tolerance) else { return nil }
        var lines = [pixels.prefix(1).uppercased() + pixels.dropFirst() + "."]
        if let fontMismatch {
            lines.append("The fonts differ, which may be the whole cause: \(fontMismatch).")
        }
        if let layoutChanges {
            if layoutChanges.isEmpty {
                lines.append(
                    "The layout is unchanged (every frame, font and colour as in the reference): the difference is in how it was drawn."
                )
            } else {
                let count = layoutChanges.changes.count
                lines.append(
                    "Layout changes (\(count) element\(count == 1 ? "" : "s")):\n" + layoutChanges.summary(limit: layoutLimit))
            }
        } else if referenceLacksLayout {
            lines.append("The reference has no layout record; re-record it to see which elements changed.")
        }
        return lines.joined(separator: "\n")
    }
}
