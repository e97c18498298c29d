import Foundation

/// What a transition's alongside animation and completion are told
/// (`UIViewControllerTransitionCoordinatorContext`). No transition runs in a picture, so
/// nothing here is ever handed one; the protocol exists for the closures' parameter type.
/// `@MainActor`, as iOS declares it.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isCancelled: Bool { get }
    var isInteractive: Bool { get }
    /// Seconds.
    var transitionDuration: TimeInterval { get }
}
