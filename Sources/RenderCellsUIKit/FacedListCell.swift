import Foundation

/// The model cell behind a UIKit cell, header or footer (`UICollectionReusableView`, a
/// table's `UITableViewCell`): what the layout configures and draws. It hands the methods an app's subclass overrides to
/// the view it stands for, whose defaults come back here (`model…` methods) for the
/// model's own behaviour.
package final class FacedListCell: ListCell {
    /// The view this model draws for. Weak: the view owns the model, and whoever holds
    /// the view (the app, the collection view's shown cells) keeps both.
    weak var face: (any ReusableViewFace)?

    // The list calls these while it configures, lays out and draws the model, on the thread
    // driving the view: for a UIKit-named view that is the main actor (tests and snapshot
    // strategies are `@MainActor` and draw synchronously), so each call into the app's
    // overrides asserts it (`MainActor.assumeIsolated`) rather than hops. The view is read
    // once into a local: nothing here leaves that thread.

    package override var configurationState: CellConfigurationState {
        guard let face = face as? any CellFace else { return super.configurationState }
        nonisolated(unsafe) let cell = face
        return MainActor.assumeIsolated { cell.configurationState }
    }

    package override func updateConfiguration(using state: CellConfigurationState) {
        guard let face = face as? any CellFace else { return }
        nonisolated(unsafe) let cell = face
        MainActor.assumeIsolated { cell.updateConfiguration(using: state) }
    }

    package override func layoutSubviews() {
        guard let face else { return }
        nonisolated(unsafe) let view = face
        MainActor.assumeIsolated { view.layoutSubviews() }
    }

    package override func prepareForReuse() {
        guard let face else { return }
        nonisolated(unsafe) let view = face
        MainActor.assumeIsolated { view.prepareForReuse() }
    }

    package override func systemLayoutSizeFitting(
        _ targetSize: CGSize,
        withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        guard let face else {
            return modelSystemLayoutSizeFitting(
                targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                verticalFittingPriority: verticalFittingPriority)
        }
        nonisolated(unsafe) let view = face
        return MainActor.assumeIsolated {
            view.systemLayoutSizeFitting(
                targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                verticalFittingPriority: verticalFittingPriority)
        }
    }

    /// Calls `handler` at the end of every update pass with `face`, the UIKit cell standing
    /// over this model, in place of the model (`configurationUpdateHandler` of
    /// `UICollectionViewCell` and `UITableViewCell`); nil removes it. The cell is held
    /// unowned: it owns the model.
    func setConfigurationUpdateHandler<Face: AnyObject>(_ handler: ((Face, CellConfigurationState) -> Void)?, for face: Face) {
        guard let handler else {
            configurationUpdateHandler = nil
            return
        }
        configurationUpdateHandler = { [unowned face] _, state in handler(face, state) }
    }

    /// The model's own state: traits, flags and custom states (the view's default).
    var modelConfigurationState: CellConfigurationState {
        super.configurationState
    }

    /// The model's own fitting size: the content view's (the view's default).
    func modelSystemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        super.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
            verticalFittingPriority: verticalFittingPriority)
    }
}
