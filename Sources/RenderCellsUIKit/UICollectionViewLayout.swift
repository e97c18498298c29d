import Foundation

/// The layout of a collection view (`UICollectionViewLayout`); the layouts a collection
/// can draw are ``UICollectionViewCompositionalLayout``s.
open class UICollectionViewLayout {
    /// What the collection is laid out with.
    package let collectionLayout: CollectionLayout

    package init(collectionLayout: CollectionLayout) {
        self.collectionLayout = collectionLayout
    }
}
