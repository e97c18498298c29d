import Foundation

/// What a view keeps for Auto Layout (one stored reference in `UIView`, so the view's
/// class stays small): the constraints installed on it, its layout guides, and what the
/// last solve said about it.
final class AutoLayoutStorage {
    /// Active constraints whose first item is this view or one of its guides, in the order
    /// they were activated (the order the solver adds them in).
    var constraints: [NSLayoutConstraint] = []
    var guides: [UILayoutGuide] = []
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    var readableContentGuide: UILayoutGuide?
    /// Whether the last solve left the view's frame ambiguous (`hasAmbiguousLayout`).
    var isAmbiguous = false
    /// Set on a stack view whose arranged views the last solve placed: its own frame-based
    /// arrangement then stands aside.
    var isArrangedByEngine = false
    /// What the last layout of the tree under this root view reported (UIKit's log lines),
    /// in order; written to standard error when it changes.
    var messages: [String] = []

    /// The guides the solver sees: the view's own (made on first use) and those added.
    var allGuides: [UILayoutGuide] {
        [marginsGuide, safeAreaGuide, readableContentGuide].compactMap { $0 } + guides
    }
}
