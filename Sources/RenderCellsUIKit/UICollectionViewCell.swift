import Foundation

/// A collection view's cell (`UICollectionViewCell`): its state, content and background
/// configurations and update passes, which its model cell carries to the layout.
///
/// A subclass overrides `updateConfiguration(using:)` and `configurationState` as on iOS;
/// the list calls them through the model cell when it configures and draws the cell.
open class UICollectionViewCell: UICollectionReusableView, _UIModelCell, CellFace {
    /// `UICollectionViewCell.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    open var isSelected: Bool {
        get { model.isSelected }
        set { model.isSelected = newValue }
    }

    open var isHighlighted: Bool {
        get { model.isHighlighted }
        set { model.isHighlighted = newValue }
    }

    /// The cell's current state: its traits, flags and custom states. Override to add
    /// custom states, starting from `super.configurationState`.
    open var configurationState: UICellConfigurationState {
        model.modelConfigurationState
    }

    /// Override to set the cell's configurations for `state` (`updateConfiguration(using:)`).
    /// Called once per update pass, after the automatic updates; the default does nothing.
    /// Call `setNeedsUpdateConfiguration()` rather than this method.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Called at the end of every update pass with the cell and the state it was for,
    /// after `updateConfiguration(using:)`. Setting it schedules an update.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { model.setConfigurationUpdateHandler(configurationUpdateHandler, for: self) }
    }
}
