import Foundation

/// An item of a group (`NSCollectionLayoutItem`). `@MainActor`, as iOS declares it (see
/// `NSCollectionLayoutSection` for why it matters to a port).
@MainActor
open class NSCollectionLayoutItem {
    public let layoutSize: NSCollectionLayoutSize
    open var contentInsets = NSDirectionalEdgeInsets()

    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }
}
