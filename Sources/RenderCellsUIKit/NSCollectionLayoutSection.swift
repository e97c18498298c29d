import Foundation

/// One section of a compositional layout (`NSCollectionLayoutSection`): a list, or a grid
/// of equal items in rows (a group repeated).
///
/// Grids are UIKit's common form: an item sized relative to a horizontal group, the group
/// relative to the section, item content insets, group spacing and orthogonal scrolling.
/// They are resolved to points for the collection's width when the layout asks, and drawn
/// as RenderCells' grid sections. Vertical groups, nested groups, custom groups and
/// supplementary items in a grid are out of reach and stop with a message.
open class NSCollectionLayoutSection {
    private enum Kind {
        case list(ListConfiguration)
        case grid(NSCollectionLayoutGroup)
    }

    private let kind: Kind
    open var contentInsets = NSDirectionalEdgeInsets()
    open var interGroupSpacing: CGFloat = 0
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none

    public init(group: NSCollectionLayoutGroup) {
        kind = .grid(group)
    }

    private init(list configuration: ListConfiguration) {
        kind = .list(configuration)
    }

    /// A list section (`list(using:layoutEnvironment:)`).
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection
    {
        NSCollectionLayoutSection(list: configuration.configuration)
    }

    /// The section as RenderCells lays it out in `environment`.
    func layout(in environment: NSCollectionLayoutEnvironment) -> SectionLayout {
        switch kind {
        case .list(let configuration):
            return .list(configuration)
        case .grid(let group):
            return .grid(group.grid(in: environment.container.effectiveContentSize.width, section: self))
        }
    }
}

/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`: any scrolling behaviour shows
/// one row continuing past the trailing edge.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// A length relative to a container (`NSCollectionLayoutDimension`).
public struct NSCollectionLayoutDimension: Sendable {
    enum Value: Sendable { case fractionalWidth(Double), fractionalHeight(Double), absolute(Double), estimated(Double) }
    let value: Value
    public static func fractionalWidth(_ fraction: CGFloat) -> NSCollectionLayoutDimension { .init(value: .fractionalWidth(Double(fraction))) }
    public static func fractionalHeight(_ fraction: CGFloat) -> NSCollectionLayoutDimension { .init(value: .fractionalHeight(Double(fraction))) }
    public static func absolute(_ points: CGFloat) -> NSCollectionLayoutDimension { .init(value: .absolute(Double(points))) }
    /// An estimate is drawn at its estimated size: grid tiles do not size themselves here.
    public static func estimated(_ points: CGFloat) -> NSCollectionLayoutDimension { .init(value: .estimated(Double(points))) }

    /// Points in a container `width` × `height` points.
    func resolved(width: Double, height: Double) -> Double {
        switch value {
        case .fractionalWidth(let f): f * width
        case .fractionalHeight(let f): f * height
        case .absolute(let v), .estimated(let v): v
        }
    }
}

/// `NSCollectionLayoutSize`.
public struct NSCollectionLayoutSize: Sendable {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension
    public init(widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }
}

/// `NSCollectionLayoutSpacing`: fixed spacing between a group's items.
public struct NSCollectionLayoutSpacing: Sendable {
    let points: Double
    public static func fixed(_ points: CGFloat) -> NSCollectionLayoutSpacing { .init(points: Double(points)) }
    /// Flexible spacing is drawn at its minimum.
    public static func flexible(_ points: CGFloat) -> NSCollectionLayoutSpacing { .init(points: Double(points)) }
}

/// An item of a group (`NSCollectionLayoutItem`).
open class NSCollectionLayoutItem {
    public let layoutSize: NSCollectionLayoutSize
    open var contentInsets = NSDirectionalEdgeInsets()

    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }
}

/// A row of items (`NSCollectionLayoutGroup.horizontal`), repeated down the section.
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    let subitems: [NSCollectionLayoutItem]
    /// Items in the group when it repeats one item (`count:`); nil: as many as fit.
    let count: Int?
    open var interItemSpacing: NSCollectionLayoutSpacing?

    private init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                  count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem,
                                  count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// The group as a RenderCells grid for a collection `width` points wide. An item's
    /// content insets shrink its tile inside its slot, so they become section insets and
    /// spacing of twice the inset: the same tile frames.
    package func grid(in width: Double, section: NSCollectionLayoutSection) -> GridConfiguration {
        precondition(subitems.count == 1 && !(subitems[0] is NSCollectionLayoutGroup),
                     "NSCollectionLayoutGroup: only groups of one repeated item are drawn (docs/uikit.md)")
        let item = subitems[0]
        let container = width - section.contentInsets.leading - section.contentInsets.trailing
        let groupWidth = layoutSize.widthDimension.resolved(width: container, height: 0)
        let groupHeight = layoutSize.heightDimension.resolved(width: container, height: 0)
        let spacing = interItemSpacing?.points ?? 0
        let slotWidth: Double
        if let count, count > 0 {
            slotWidth = (groupWidth - spacing * Double(count - 1)) / Double(count)
        } else {
            slotWidth = item.layoutSize.widthDimension.resolved(width: groupWidth, height: groupHeight)
        }
        let slotHeight = item.layoutSize.heightDimension.resolved(width: groupWidth, height: groupHeight)
        let inset = item.contentInsets
        precondition(inset.leading == inset.trailing && inset.top == inset.bottom && inset.leading == inset.top
                     && spacing == Double(section.interGroupSpacing),
                     "NSCollectionLayoutItem: a grid's item insets must be equal on every side, and its item and group spacing equal (docs/uikit.md)")
        let edges = section.contentInsets
        return GridConfiguration(
            itemWidth: .absolute(slotWidth - 2 * inset.leading), itemHeight: .absolute(slotHeight - 2 * inset.top),
            interItemSpacing: spacing + 2 * inset.leading,
            contentInsets: EdgeInsets(top: edges.top + inset.top, leading: edges.leading + inset.leading,
                                      bottom: edges.bottom + inset.bottom, trailing: edges.trailing + inset.trailing),
            scrollsOrthogonally: section.orthogonalScrollingBehavior != .none)
    }
}
