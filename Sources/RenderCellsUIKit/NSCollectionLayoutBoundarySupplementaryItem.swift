import Foundation

/// A header or footer on a section's edge (`NSCollectionLayoutBoundarySupplementaryItem`).
///
/// On a list section, a section-header item aligned `.top` is drawn as the list's
/// supplementary header and a section-footer item aligned `.bottom` as its footer, made by
/// the data source's `supplementaryViewProvider`, exactly as `headerMode = .supplementary`
/// draws them (UIKit makes those modes from such items). Their size is the content's, as
/// for an estimated height; other kinds and alignments, and items on grid sections, are
/// kept and not drawn. `@MainActor`, as iOS declares it.
@MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public let alignment: NSRectAlignment
    /// Points from the aligned position; kept, not applied.
    public let offset: CGPoint
    /// Whether a header stays on screen while its section scrolls under it; kept: a
    /// picture is drawn at rest.
    open var pinToVisibleBounds = false
    /// Kept, not applied.
    open var extendsBoundary = true
    /// Kept, not applied.
    open var zIndex = 0

    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
        absoluteOffset: CGPoint = .zero
    ) {
        self.elementKind = elementKind
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize)
    }
}
