import Foundation
import RenderCells
import SafeIO
import SnapshotCore
import SnapshotTesting

// The comparison swift-snapshot-testing runs for pictures: references are PNG files,
// compared on decoded premultiplied pixels (never on PNG bytes, which differ between
// encoders and settings), exactly unless a test asks for a tolerance. A rendered list's
// reference also carries its layout and fonts in text chunks, so a failure says which
// elements changed and whether a font file did.

extension Diffing where Value == SnapshotPicture {
    /// Exact comparison of decoded pixels.
    public static var image: Diffing { .image(tolerance: .exact) }

    /// Comparison of decoded pixels under `tolerance` (channel difference, differing
    /// pixels, densest 16 × 16 window; each can fail the comparison on its own); a failure
    /// names the layout elements and font files that changed.
    public static func image(tolerance: SnapshotTolerance) -> Diffing {
        .diff(
            toData: { picture in
                // Encoding an in-memory picture fails only on exhausted memory.
                Data((try? picture.pngData()) ?? [])
            },
            fromData: { data in
                // A reference that is not a readable PNG compares as a 1 x 1 transparent
                // picture: the size mismatch fails the test and names both sizes.
                (try? SnapshotPicture(png: [UInt8](data))) ?? SnapshotPicture(pixmap: Pixmap(width: 1, height: 1)!)
            },
            diffV2: { reference, actual in
                PictureDiff.failure(actual: actual, reference: reference, tolerance: tolerance)
            })
    }

    /// Comparison of decoded pixels at swift-snapshot-testing's `precision` (the share of
    /// pixels that must match) and `perceptualPrecision` (how close in colour a pixel must
    /// be to match), as `ImagePrecision` defines them; both 1 is the exact comparison.
    public static func image(precision: Float, perceptualPrecision: Float = 1) -> Diffing {
        let rule = ImagePrecision(precision: precision, perceptualPrecision: perceptualPrecision)
        guard !rule.isExact else { return .image }
        let exact = Diffing.image
        return .diff(
            toData: exact.toData, fromData: exact.fromData,
            diffV2: { reference, actual in
                PictureDiff.failure(actual: actual, reference: reference, precision: rule)
            })
    }
}

extension Diffing where Value == Pixmap {
    /// Exact comparison of decoded pixels.
    public static var image: Diffing { .image(tolerance: .exact) }

    /// Comparison of decoded pixels under `tolerance`.
    public static func image(tolerance: SnapshotTolerance) -> Diffing {
        let pictures = Diffing<SnapshotPicture>.image(tolerance: tolerance)
        return .diff(
            toData: { pictures.toData(SnapshotPicture(pixmap: $0)) },
            fromData: { pictures.fromData($0).pixmap },
            diffV2: { reference, actual in
                PictureDiff.failure(
                    actual: SnapshotPicture(pixmap: actual), reference: SnapshotPicture(pixmap: reference),
                    tolerance: tolerance)
            })
    }
}

/// The failure text and the difference picture of a comparison, as swift-snapshot-testing
/// wants them.
enum PictureDiff {
    static func failure(
        actual: SnapshotPicture, reference: SnapshotPicture,
        tolerance: SnapshotTolerance
    ) -> (String, [DiffAttachment])? {
        let comparison = SnapshotComparison(actual: actual, reference: reference, tolerance: tolerance)
        guard let message = comparison.failureMessage() else { return nil }
        return (withSFNote(message, comparison), keep(comparison, actual: actual, reference: reference))
    }

    /// Whether a failure has said yet what draws the system font and the symbols.
    private static let saidWhatDrawsSF = Locked(false)

    /// `message`, and on the first failure of the process whose fonts differ while SF Pro is
    /// not in use, what stands in for SF Pro and SF Symbols and how to draw with them.
    static func withSFNote(_ message: String, _ comparison: SnapshotComparison) -> String {
        guard comparison.fontMismatch != nil, !FontCatalog.shared.drawsSystemFontWithSFPro,
            saidWhatDrawsSF.withLock({ said in
                defer { said = true }
                return !said
            })
        else { return message }
        return message + "\n" + DataInventory.sfNotes(drawsSystemFontWithSFPro: false).joined(separator: "\n")
    }

    /// The failure at swift-snapshot-testing's precisions: its own words first, then what
    /// differs exactly (pixels, fonts, layout changes) to say why.
    static func failure(
        actual: SnapshotPicture, reference: SnapshotPicture,
        precision: ImagePrecision
    ) -> (String, [DiffAttachment])? {
        guard let verdict = precision.failure(actual: actual.pixmap, reference: reference.pixmap) else { return nil }
        let comparison = SnapshotComparison(actual: actual, reference: reference, tolerance: .exact)
        let details = comparison.failureMessage().map { "\n" + $0 } ?? ""
        return (withSFNote(verdict + details, comparison), keep(comparison, actual: actual, reference: reference))
    }

    /// Keeps the failure for the diff tool and returns the attachments Xcode shows.
    private static func keep(
        _ comparison: SnapshotComparison, actual: SnapshotPicture,
        reference: SnapshotPicture
    ) -> [DiffAttachment] {
        // For the diff tool, which swift-snapshot-testing calls next with the two files' paths.
        PendingPictureFailure.keep(PendingPictureFailure(actual: actual, reference: reference, comparison: comparison))
        // swift-snapshot-testing keeps attachments only under Xcode; elsewhere the diff
        // tool (DiffTool+RenderCells.swift) writes the difference picture, and making it
        // here too would double a failure's cost.
        #if !os(Linux) && !os(Android) && !os(Windows)
            var attachments: [DiffAttachment] = []
            if let diff = SnapshotDifference.diffImage(
                actual: actual.pixmap, reference: reference.pixmap,
                tolerance: comparison.tolerance.channel),
                let png = try? PNGEncoder().encode(diff)
            {
                attachments.append(.data(Data(png), name: "difference.png"))
            }
        #else
            let attachments: [DiffAttachment] = []
        #endif
        return attachments
    }
}
