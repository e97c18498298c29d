import Foundation

/// A collection view's cell (`UICollectionViewCell`): its state, content and background
/// configurations and update passes, which its model cell carries to the layout.
///
/// A subclass overrides `updateConfiguration(using:)` and `configurationState` as on iOS;
/// the list calls them through the model cell when it configures and draws the cell.
open class UICollectionViewCell: UICollectionReusableView, CellFace {
    /// `UICollectionViewCell.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    /// The view an app adds its own subviews to (`contentView`): drawn as the cell's content
    /// when the cell has no content configuration, laid out at the cell's content frame
    /// (inside the accessories), after the cell's `layoutSubviews()`.
    ///
    /// The cell's height is its `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`,
    /// which a frame-based cell overrides as on iOS.
    public var contentView: UIView {
        model.hostedContentView
    }

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

    /// Schedules an update pass; several calls before the cell is drawn make one pass.
    public func setNeedsUpdateConfiguration() {
        model.setNeedsUpdateConfiguration()
    }

    /// Runs the pending update pass, if any; the list calls this before laying out or
    /// drawing the cell.
    public func updateConfigurationIfNeeded() {
        model.updateConfigurationIfNeeded()
    }

    /// Called at the end of every update pass with the cell and the state it was for,
    /// after `updateConfiguration(using:)`. Setting it schedules an update.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet {
            guard let handler = configurationUpdateHandler else {
                model.configurationUpdateHandler = nil
                return
            }
            model.configurationUpdateHandler = { [unowned self] _, state in handler(self, state) }
        }
    }

    /// What the cell shows; nil shows nothing. When `automaticallyUpdatesContentConfiguration`
    /// is on, a configuration set here is stored already updated for the current state.
    public var contentConfiguration: (any ContentConfiguration)? {
        get { model.contentConfiguration }
        set { model.contentConfiguration = newValue }
    }

    /// The cell's background; nil draws none.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { model.backgroundConfiguration }
        set { model.backgroundConfiguration = newValue }
    }

    /// Whether state changes replace the content configuration with `updated(for:)`.
    public var automaticallyUpdatesContentConfiguration: Bool {
        get { model.automaticallyUpdatesContentConfiguration }
        set { model.automaticallyUpdatesContentConfiguration = newValue }
    }

    /// Whether state changes replace the background configuration with `updated(for:)`.
    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { model.automaticallyUpdatesBackgroundConfiguration }
        set { model.automaticallyUpdatesBackgroundConfiguration = newValue }
    }

    /// The background the cell's list gives a cell (`defaultBackgroundConfiguration()`).
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        model.defaultBackgroundConfiguration()
    }
}
