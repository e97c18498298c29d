/// Which supplementary element of a list section: its header or its footer
/// (`UICollectionView.elementKindSectionHeader` / `…Footer`).
public enum SupplementaryKind: String, Hashable, Sendable, Codable {
    case header
    case footer
}
