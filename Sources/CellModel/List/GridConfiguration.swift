import Raster

// A grid section of a compositional layout (`NSCollectionLayoutSection` with a group of
// items), for sections that are not lists: seed 004's Emoji Explorer opens with a
// horizontally scrolling row of emoji tiles above its outline and list sections.

/// The layout of a grid section: item sizes, spacing, insets, and whether it scrolls
/// sideways in one row (`orthogonalScrollingBehavior`).
public struct GridConfiguration: Equatable, Sendable {
    /// A length relative to the section's container (`NSCollectionLayoutDimension`).
    public enum Dimension: Hashable, Sendable {
        /// A fraction of the container's width (after content insets).
        case fractionalWidth(Double)
        /// Points.
        case absolute(Double)

        package func resolved(containerWidth: Double) -> Double {
            switch self {
            case .fractionalWidth(let f): f * containerWidth
            case .absolute(let v): v
            }
        }
    }

    public var itemWidth: Dimension
    public var itemHeight: Dimension
    /// Space between items in a row, and between rows (points).
    public var interItemSpacing: Double
    /// Insets of the section's content; nil leading/trailing follow the list margin.
    public var contentInsets: EdgeInsets
    /// One row that continues past the trailing edge (what a screenshot of a horizontally
    /// scrolling section shows), instead of wrapping into rows.
    public var scrollsOrthogonally: Bool
    /// The section's background behind the tiles; nil: the list's background.
    public var backgroundColor: Color?

    public init(
        itemWidth: Dimension, itemHeight: Dimension, interItemSpacing: Double = 10,
        contentInsets: EdgeInsets = EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10),
        scrollsOrthogonally: Bool = false, backgroundColor: Color? = nil
    ) {
        self.itemWidth = itemWidth
        self.itemHeight = itemHeight
        self.interItemSpacing = interItemSpacing
        self.contentInsets = contentInsets
        self.scrollsOrthogonally = scrollsOrthogonally
        self.backgroundColor = backgroundColor
    }

    /// `columns` equal tiles per row, square unless `itemHeight` says otherwise.
    public static func columns(
        _ columns: Int, itemHeight: Dimension? = nil, spacing: Double = 10,
        contentInsets: EdgeInsets = EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    )
        -> GridConfiguration
    {
        let n = Double(max(1, columns))
        // Fractions of the width after insets; spacing is taken out when tiles are placed.
        return GridConfiguration(
            itemWidth: .fractionalWidth(1 / n), itemHeight: itemHeight ?? .fractionalWidth(1 / n),
            interItemSpacing: spacing, contentInsets: contentInsets)
    }

    /// Seed 004's Emoji Explorer recents row: tiles 0.28 of the width wide and 0.2 high,
    /// 10 pt apart, scrolling sideways.
    public static let emojiExplorerRecents = GridConfiguration(
        itemWidth: .fractionalWidth(0.28),
        itemHeight: .fractionalWidth(0.2),
        scrollsOrthogonally: true)
}
