import Foundation

/// The model cell behind a UIKit cell, header or footer (`UICollectionReusableView`, a
/// table's `UITableViewCell`): what the layout configures and draws. It hands the methods an app's subclass overrides to
/// the view it stands for, whose defaults come back here (`model…` methods) for the
/// model's own behaviour.
package final class FacedListCell: ListCell {
    /// The view this model draws for. Weak: the view owns the model, and whoever holds
    /// the view (the app, the collection view's shown cells) keeps both.
    weak var face: (any ReusableViewFace)?

    package override var configurationState: CellConfigurationState {
        (face as? any CellFace)?.configurationState ?? super.configurationState
    }

    package override func updateConfiguration(using state: CellConfigurationState) {
        (face as? any CellFace)?.updateConfiguration(using: state)
    }

    package override func layoutSubviews() {
        face?.layoutSubviews()
    }

    package override func prepareForReuse() {
        face?.prepareForReuse()
    }

    package override func systemLayoutSizeFitting(_ targetSize: CGSize,
                                                  withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
                                                  verticalFittingPriority: LayoutPriority) -> CGSize
    {
        guard let face else {
            return modelSystemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                                verticalFittingPriority: verticalFittingPriority)
        }
        return face.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                            verticalFittingPriority: verticalFittingPriority)
    }

    /// The model's own state: traits, flags and custom states (the view's default).
    var modelConfigurationState: CellConfigurationState {
        super.configurationState
    }

    /// The model's own fitting size: the content view's (the view's default).
    func modelSystemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
                                      verticalFittingPriority: LayoutPriority) -> CGSize
    {
        super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                      verticalFittingPriority: verticalFittingPriority)
    }
}
