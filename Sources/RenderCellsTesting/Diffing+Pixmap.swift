import Foundation
import RenderCells
import SnapshotCore
import SnapshotTesting

// The comparison swift-snapshot-testing runs for pictures: references are PNG files,
// compared on decoded premultiplied pixels (never on PNG bytes, which differ between
// encoders and settings), exactly unless a test asks for a tolerance.

extension Diffing where Value == Pixmap {
    /// Exact comparison of decoded pixels.
    public static var image: Diffing { .image(tolerance: .exact) }

    /// Comparison of decoded pixels under `tolerance` (channel difference, differing
    /// pixels, densest 16 × 16 window; each can fail the comparison on its own).
    public static func image(tolerance: SnapshotTolerance) -> Diffing {
        .diff(
            toData: { pixmap in
                // Encoding an in-memory pixmap fails only on exhausted memory.
                Data((try? PNGEncoder().encode(pixmap)) ?? [])
            },
            fromData: { data in
                // A reference that is not a readable PNG compares as a 1 x 1 transparent
                // picture: the size mismatch fails the test and names both sizes.
                (try? PNGDecoder.decode([UInt8](data))) ?? Pixmap(width: 1, height: 1)!
            },
            diffV2: { reference, actual in
                let difference = SnapshotDifference(actual: actual, reference: reference, tolerance: tolerance)
                guard let summary = difference.failureSummary(tolerance) else { return nil }
                var attachments: [DiffAttachment] = []
                if let diff = SnapshotDifference.diffImage(actual: actual, reference: reference,
                                                           tolerance: tolerance.channel),
                   let png = try? PNGEncoder().encode(diff)
                {
                    attachments.append(.data(Data(png), name: "difference.png"))
                }
                return (summary, attachments)
            })
    }
}
