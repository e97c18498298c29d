import CellModel

/// How a section header or footer is configured (`UICollectionView.SupplementaryRegistration`
/// with a `UICollectionViewListCell`): the handler gets a fresh view of the requested
/// kind, whose default content configuration already matches the list's appearance, and
/// the section's index path (item 0).
public struct SupplementaryRegistration {
    public let handler: (SupplementaryView, IndexPath) -> Void

    public init(handler: @escaping (SupplementaryView, IndexPath) -> Void) {
        self.handler = handler
    }
}
