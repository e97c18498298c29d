import Foundation

/// The layout of a collection view (`UICollectionViewLayout`); the layouts a collection
/// can draw are ``UICollectionViewCompositionalLayout``s.
@MainActor
open class UICollectionViewLayout {
    /// What the collection is laid out with.
    package let collectionLayout: CollectionLayout
    /// Whether this is the base class's own layout (`UICollectionViewLayout()`), which lays
    /// out no cells: a placeholder a screen replaces before it is shown.
    package let isPlaceholder: Bool
    /// The first section a compositional layout's provider returned nil for; nil for a
    /// layout without a provider.
    package let sectionProviderMisuse: SectionProviderMisuse?

    /// The base layout (`UICollectionViewLayout()`), which lays out no cells: screens make
    /// one as a placeholder (`UICollectionView(frame: .zero, collectionViewLayout:
    /// UICollectionViewLayout())`) and set their real layout later. A view still holding it
    /// when drawn shows nothing on iOS; its snapshot here fails saying so.
    public init() {
        collectionLayout = .list(using: ListConfiguration(appearance: .plain))
        isPlaceholder = true
        sectionProviderMisuse = nil
    }

    package init(collectionLayout: CollectionLayout, sectionProviderMisuse: SectionProviderMisuse? = nil) {
        self.collectionLayout = collectionLayout
        isPlaceholder = false
        self.sectionProviderMisuse = sectionProviderMisuse
    }
}
