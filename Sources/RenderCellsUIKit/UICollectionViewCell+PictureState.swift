import Foundation

// State a picture sets on a cell beyond UIKit's `isSelected` and `isHighlighted`: on iOS
// these come from the list, the focus engine or a gesture; here a test may set them to
// draw that moment (a swiped row, a cell being dragged). Each is the model cell's.

extension UICollectionViewCell {
    public var isDisabled: Bool {
        get { model.isDisabled }
        set { model.isDisabled = newValue }
    }

    public var isFocused: Bool {
        get { model.isFocused }
        set { model.isFocused = newValue }
    }

    public var isEditing: Bool {
        get { model.isEditing }
        set { model.isEditing = newValue }
    }

    public var isExpanded: Bool {
        get { model.isExpanded }
        set { model.isExpanded = newValue }
    }

    public var isSwiped: Bool {
        get { model.isSwiped }
        set { model.isSwiped = newValue }
    }

    public var isReordering: Bool {
        get { model.isReordering }
        set { model.isReordering = newValue }
    }

    public var cellDragState: UICellConfigurationDragState {
        get { model.cellDragState }
        set { model.cellDragState = newValue }
    }

    public var cellDropState: UICellConfigurationDropState {
        get { model.cellDropState }
        set { model.cellDropState = newValue }
    }

    /// The edge a swiped cell shows the actions of (trailing by default).
    public var swipeEdge: SwipeEdge {
        get { model.swipeEdge }
        set { model.swipeEdge = newValue }
    }

    /// Whether a swiped cell is shown at the moment a full swipe commits.
    public var showsFullSwipe: Bool {
        get { model.showsFullSwipe }
        set { model.showsFullSwipe = newValue }
    }

    /// How far (points, down positive) a reordering cell has been moved from its slot.
    public var reorderingTranslation: Double {
        get { model.reorderingTranslation }
        set { model.reorderingTranslation = newValue }
    }

    /// An app-defined state carried into `configurationState`; setting a different value
    /// schedules an update.
    public subscript(customState key: UIConfigurationStateCustomKey) -> (any Hashable & Sendable)? {
        get { model[customState: key] }
        set { model[customState: key] = newValue }
    }
}
