import Foundation

/// A view a collection view shows for an item or a supplementary element
/// (`UICollectionReusableView`): UIKit's base of cells, headers and footers.
///
/// A view of its own, as in UIKit, rather than the model cell itself: it owns the
/// RenderCells `ListCell` that the layout configures and draws, so that the UIKit-named
/// classes can take UIKit's isolation while the model, which the command-line renderer
/// configures on whichever thread renders, stays nonisolated. What it forwards to the
/// model it shares with a table view's rows (`_UIModelCellView`); a cell adds its state and
/// update pass (`updateConfiguration(using:)` and `configurationState`).
open class UICollectionReusableView: _UIModelCellView {
    /// A view of the class with a zero frame: how a registration or a reuse identifier
    /// makes one of a registered subclass. Required, so that a subclass that overrides
    /// `init(frame:)` (and with it `init?(coder:)`, as Swift asks) inherits it, as on iOS
    /// where the collection view makes registered classes through `init(frame:)`.
    public required convenience init() {
        self.init(frame: .zero)
    }

    /// Called before a dequeued view is handed out again; a picture makes every view fresh,
    /// so the list never calls it. Declared again here, as on iOS, so that an override a port
    /// writes in an extension is refused in this class's name, not the shared base's.
    open override func prepareForReuse() {
        super.prepareForReuse()
    }

    /// Replaces the traits derived from the accessories and state when set.
    public var accessibilityTraits: AccessibilityTraits? {
        get { model.accessibilityTraits }
        set { model.accessibilityTraits = newValue }
    }
}
