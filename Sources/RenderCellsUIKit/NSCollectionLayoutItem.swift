import Foundation

/// An item of a group (`NSCollectionLayoutItem`).
open class NSCollectionLayoutItem {
    public let layoutSize: NSCollectionLayoutSize
    open var contentInsets = NSDirectionalEdgeInsets()

    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }
}
