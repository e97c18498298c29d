/// The actions one edge of a swiped row reveals (`UISwipeActionsConfiguration`).
///
/// The first action is outermost, nearest the edge the row was swiped from; it is the one
/// a full swipe performs.
public struct SwipeActionsConfiguration: Equatable, Sendable {
    public var actions: [ContextualAction]
    /// Whether swiping all the way across performs the first action
    /// (`performsFirstActionWithFullSwipe`, true by default as in UIKit). Only then can a
    /// cell show the full-swipe picture (``SwipeEdge``, `ListCell.showsFullSwipe`).
    public var performsFirstActionWithFullSwipe = true

    public init(actions: [ContextualAction]) {
        self.actions = actions
    }

    /// What a trailing swipe shows when the list has no trailing provider: one destructive
    /// "Delete". UIKit shows nothing there (a row without actions cannot be swiped); this
    /// stand-in lets the `swiped` state be pictured without writing a provider.
    public static let standardTrailing = SwipeActionsConfiguration(actions: [
        ContextualAction(style: .destructive, title: "Delete")
    ])
}
