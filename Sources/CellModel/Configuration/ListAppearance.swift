/// The look of a list (`UICollectionLayoutListConfiguration.Appearance`): it decides
/// which header, footer and cell styles the list's configurations resolve to.
public enum ListAppearance: String, Sendable, Hashable, CaseIterable, Codable {
    /// Edge-to-edge rows on the system background, with pinned section headers.
    case plain
    /// Edge-to-edge sections on the grouped background, separated by gaps.
    case grouped
    /// Grouped sections inset from the edges as rounded cards.
    case insetGrouped
    /// A sidebar: rounded selection, bold section headers, tint-filled selection.
    case sidebar
    /// A sidebar without grouping, as in a split view's secondary column.
    case sidebarPlain
}
