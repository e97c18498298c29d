import Raster

/// What a section provider knows about where its section is laid out
/// (`NSCollectionLayoutEnvironment`): the container's size and the list's traits, so a
/// section can depend on the width (columns that fit) or on a size class, as on iOS.
public struct LayoutEnvironment: Sendable {
    /// The collection's size and insets (`NSCollectionLayoutContainer`).
    public struct Container: Sendable, Equatable {
        /// The collection's size in points; the height is the visible height the picture
        /// is rendered at, or 0 when the picture takes its content's height.
        public var contentSize: Size
        /// Insets of the content (points); none here: safe areas and layout margins are the
        /// list layout's.
        public var contentInsets: EdgeInsets
        /// The size inside ``contentInsets``.
        public var effectiveContentSize: Size {
            Size(
                width: contentSize.width - contentInsets.leading - contentInsets.trailing,
                height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
        }
        /// The insets the sections are laid out within.
        public var effectiveContentInsets: EdgeInsets { contentInsets }

        public init(contentSize: Size, contentInsets: EdgeInsets = EdgeInsets()) {
            self.contentSize = contentSize
            self.contentInsets = contentInsets
        }
    }

    public var container: Container
    /// The list's traits.
    public var traitCollection: TraitCollection

    public init(container: Container, traitCollection: TraitCollection) {
        self.container = container
        self.traitCollection = traitCollection
    }

    /// An iPhone in portrait (390 × 844 points, ``TraitCollection/iPhone``): where
    /// ``CollectionLayout/section(at:)`` asks, for callers that have no list.
    public static let iPhone = LayoutEnvironment(
        container: Container(contentSize: Size(width: 390, height: 844)),
        traitCollection: .iPhone)
}
