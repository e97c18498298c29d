import Foundation

/// The actions of one swipe edge (`UISwipeActionsConfiguration`); `@MainActor`, as iOS
/// declares it.
@MainActor
open class UISwipeActionsConfiguration {
    public let actions: [UIContextualAction]
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }

    /// The configuration as RenderCells draws it.
    var configuration: SwipeActionsConfiguration {
        var configuration = SwipeActionsConfiguration(actions: actions.map(\.action))
        configuration.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
        return configuration
    }
}
