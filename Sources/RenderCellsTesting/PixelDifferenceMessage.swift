import RenderCells
import SnapshotCore

/// What a failed picture comparison says: the sizes, how many pixels differ, by how much,
/// and where the first one is.
struct PixelDifferenceMessage {
    let text: String

    init(_ d: SnapshotDifference, actual: Pixmap, reference: Pixmap, tolerance: Int) {
        if d.sizesDiffer {
            text = "the picture is \(actual.width) x \(actual.height) pixels, the reference "
                + "\(reference.width) x \(reference.height)"
            return
        }
        let total = actual.width * actual.height
        let share = Double(d.differingPixels) / Double(max(1, total)) * 100
        var t = "\(d.differingPixels) of \(total) pixels differ (\(Self.percent(share))) by up to "
            + "\(d.maxChannelDifference)/255"
        if tolerance > 0 { t += " (tolerance \(tolerance))" }
        if let first = d.firstDifference { t += "; the first at (\(first.x), \(first.y))" }
        text = t
    }

    private static func percent(_ v: Double) -> String {
        let rounded = (v * 100).rounded() / 100
        return "\(rounded == 0 && v > 0 ? 0.01 : rounded) %"
    }
}
