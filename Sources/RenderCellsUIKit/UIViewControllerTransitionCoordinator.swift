import Foundation

/// A running transition between screens (`UIViewControllerTransitionCoordinator`). A
/// picture shows a screen at rest, so a view controller's `transitionCoordinator` is
/// always nil and code such as `if let coordinator = transitionCoordinator { … } else {
/// deselect now }` takes the branch UIKit takes when no transition runs. `@MainActor`, as
/// iOS declares it.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition and `completion` after it; false when
    /// the animation could not be run with it.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}
