import struct Foundation.IndexPath

/// How a section header or footer is configured (`UICollectionView.SupplementaryRegistration`
/// with a `UICollectionViewListCell`): the handler gets a fresh view of the requested
/// kind, whose default content configuration already matches the list's appearance, and
/// the section's index path (item 0).
public struct SupplementaryRegistration {
    /// The kind of element made (``CollectionView/elementKindSectionHeader`` or
    /// ``CollectionView/elementKindSectionFooter``); nil: whichever the list asks for
    /// (the registration given as a collection's header or footer registration).
    public let elementKind: String?
    /// Configures a fresh view: the view, its element kind and the section's index path.
    public let handler: (SupplementaryView, String, IndexPath) -> Void

    /// A registration for one element kind (`init(elementKind:handler:)`).
    public init(elementKind: String, handler: @escaping (SupplementaryView, String, IndexPath) -> Void) {
        self.elementKind = elementKind
        self.handler = handler
    }

    /// A registration for whichever kind it is given as (a collection's
    /// `headerRegistration` or `footerRegistration`).
    public init(handler: @escaping (SupplementaryView, IndexPath) -> Void) {
        elementKind = nil
        self.handler = { view, _, indexPath in handler(view, indexPath) }
    }
}
