/// How much of its one-cell list a single-cell snapshot keeps
/// (`.image(crop:)` on a `ListContentConfiguration`).
public enum CellSnapshotCrop: Sendable, Hashable {
    /// The whole one-cell list, as tall as its content: the appearance's own margins
    /// around the cell (an inset-grouped section's 35-pt top padding and 16-pt sides, a
    /// sidebar's insets), so the cell is seen where a list puts it. The default.
    case list
    /// The cell's frame alone, as a view snapshot of a `UICollectionViewListCell` is:
    /// the cell's background and content and nothing of the list around it. Anything the
    /// cell draws outside its frame (a lifted cell's shadow) is cut off.
    case tight
}
