import Foundation

/// A row of items (`NSCollectionLayoutGroup.horizontal`), repeated down the section.
/// `@MainActor`, as iOS declares it.
@MainActor
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

    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
        count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem,
        count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// Why the group cannot be drawn as a grid in `section` (docs/uikit.md), or nil: only a
    /// group of one repeated item whose insets are equal on every side, with equal item and
    /// group spacing, has the grid's shape.
    func unsupportedReason(in section: NSCollectionLayoutSection) -> String? {
        guard subitems.count == 1, !(subitems[0] is NSCollectionLayoutGroup) else {
            return "NSCollectionLayoutGroup: only groups of one repeated item are drawn (docs/uikit.md)"
        }
        let inset = subitems[0].contentInsets
        guard inset.leading == inset.trailing, inset.top == inset.bottom, inset.leading == inset.top,
            (interItemSpacing?.points ?? 0) == Double(section.interGroupSpacing)
        else {
            return "NSCollectionLayoutItem: a grid's item insets must be equal on every side, and its item and group "
                + "spacing equal (docs/uikit.md)"
        }
        return nil
    }

    /// The group as a RenderCells grid for a collection `width` points wide. An item's
    /// content insets shrink its tile inside its slot, so they become section insets and
    /// spacing of twice the inset: the same tile frames. A group of another shape
    /// (``unsupportedReason(in:)``) is drawn from its first item, for a picture the
    /// compositional layout fails anyway.
    package func grid(in width: Double, section: NSCollectionLayoutSection) -> GridConfiguration {
        // A group made with no subitems at all is drawn as one filling its slot.
        let item = subitems.first ?? NSCollectionLayoutItem(layoutSize: layoutSize)
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
        let edges = section.contentInsets
        return GridConfiguration(
            itemWidth: .absolute(slotWidth - 2 * inset.leading), itemHeight: .absolute(slotHeight - 2 * inset.top),
            interItemSpacing: spacing + 2 * inset.leading,
            contentInsets: EdgeInsets(
                top: edges.top + inset.top, leading: edges.leading + inset.leading,
                bottom: edges.bottom + inset.bottom, trailing: edges.trailing + inset.trailing),
            scrollsOrthogonally: section.orthogonalScrollingBehavior != .none)
    }
}
