import Foundation

/// One section of a compositional layout (`NSCollectionLayoutSection`): a list, or a grid
/// of equal items in rows (a group repeated).
///
/// Grids are UIKit's common form: an item sized relative to a horizontal group, the group
/// relative to the section, item content insets, group spacing and orthogonal scrolling.
/// They are resolved to points for the collection's width when the layout asks, and drawn
/// as RenderCells' grid sections. Vertical groups, nested groups and custom groups are out
/// of reach and stop with a message; a grid's boundary supplementary items are kept and
/// not drawn.
///
/// `@MainActor`, as iOS declares it (and the items, groups, sizes, dimensions and
/// spacings it is built from): a section is built in a main-actor section provider or
/// method, and one built in a `nonisolated` function or a `@Sendable` closure fails to
/// compile here as on iOS. The render path asks the provider for sections on the main
/// actor (`UICollectionViewCompositionalLayout.init(sectionProvider:)`).
@MainActor
open class NSCollectionLayoutSection {
    private enum Kind {
        case list(ListConfiguration)
        case grid(NSCollectionLayoutGroup)
    }

    private let kind: Kind
    open var contentInsets = NSDirectionalEdgeInsets()
    open var interGroupSpacing: CGFloat = 0
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// The section's header and footer items (`boundarySupplementaryItems`): on a list, a
    /// section header at the top and a section footer at the bottom are drawn.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    public init(group: NSCollectionLayoutGroup) {
        kind = .grid(group)
    }

    private init(list configuration: ListConfiguration) {
        kind = .list(configuration)
    }

    /// A list section (`list(using:layoutEnvironment:)`).
    public static func list(
        using configuration: UICollectionLayoutListConfiguration,
        layoutEnvironment: NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(list: configuration.configuration)
    }

    /// The section as RenderCells lays it out in `environment`.
    /// Why the section cannot be drawn as UIKit draws it (a grid group of another shape),
    /// or nil.
    var unsupportedReason: String? {
        guard case .grid(let group) = kind else { return nil }
        return group.unsupportedReason(in: self)
    }

    func layout(in environment: NSCollectionLayoutEnvironment) -> SectionLayout {
        switch kind {
        case .list(var configuration):
            for item in boundarySupplementaryItems {
                if item.elementKind == UICollectionView.elementKindSectionHeader, item.alignment == .top {
                    configuration.headerMode = .supplementary
                }
                if item.elementKind == UICollectionView.elementKindSectionFooter, item.alignment == .bottom {
                    configuration.footerMode = .supplementary
                }
            }
            return .list(configuration)
        case .grid(let group):
            return .grid(group.grid(in: environment.container.effectiveContentSize.width, section: self))
        }
    }
}
