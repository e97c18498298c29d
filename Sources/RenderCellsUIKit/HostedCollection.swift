import Foundation

/// A RenderCells ``CollectionView`` as a ``UICollectionView`` hosts it, its identifier types
/// erased: UIKit's collection view is not generic, its data source is, so the data source
/// makes the RenderCells collection and hands it to the view.
package protocol HostedCollection: AnyObject {
    var traitEnvironment: TraitEnvironment { get }
    var parentTraitEnvironment: TraitEnvironment? { get set }
    var collectionLayout: CollectionLayout { get set }
    var isEditing: Bool { get set }
    var contentOffset: Double { get set }
    /// The screen's safe area around the list (points; only its sides are read).
    var safeArea: EdgeInsets { get set }
    var tintColor: Color { get set }
    var fontCatalog: FontCatalog { get }
    func dequeueConfiguredReusableSupplementary(
        using registration: SupplementaryRegistration,
        for indexPath: IndexPath
    ) -> SupplementaryView
    /// Whether a cell for `indexPath` may be dequeued now (its section is being configured).
    func canDequeueCell(for indexPath: IndexPath) -> Bool
    /// Takes a cell the app made itself as the cell for `indexPath` (a table view's).
    func adopt(_ cell: ListCell, at indexPath: IndexPath)
    /// Selects exactly the items shown at `indexPaths`.
    func selectItems(at indexPaths: [IndexPath])
    func displayList(width: Double, scale: Double, height: Double?) throws -> DisplayList
    /// The list configured and laid out (frames in points), as drawing it would lay it out.
    func checkedLayout(width: Double, scale: Double, height: Double?) throws(RenderError) -> ListLayout
}

extension CollectionView: HostedCollection {
    package func selectItems(at indexPaths: [IndexPath]) {
        selectedItems = Set(indexPaths.compactMap { itemIdentifier(for: $0) })
    }
}
