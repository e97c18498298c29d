import CellModel

/// A view that keeps its configurations in step with its state: a ``ListCell`` or a
/// ``SupplementaryView`` (UIKit's `UICollectionViewListCell` and list headers and footers).
///
/// State changes only schedule a pass; ``runConfigurationUpdateIfNeeded()`` then runs one
/// pass for any number of changes, as UIKit coalesces them into one
/// `updateConfiguration(using:)` call before the next layout. A pass:
///   1. takes `configurationState` once;
///   2. replaces each configuration that updates automatically with `updated(for:)`;
///   3. calls `updateConfiguration(using:)` (for subclasses), then the update handler.
/// Setting a configuration, inside a pass or not, styles it for the current state at once
/// when its automatic flag is on, so a configuration set on a selected cell looks selected
/// without waiting for the next pass; setting one never schedules another pass, so setting
/// configurations from the handler cannot loop.
package protocol ConfigurationUpdating: ConfigurationUpdateScheduling {
    associatedtype State: ConfigurationState

    /// The view's update bookkeeping.
    var configurationUpdates: ConfigurationUpdates { get set }
    /// The traits the view shows now.
    var traitCollection: TraitCollection { get }
    /// The state a pass styles for.
    var configurationState: State { get }
    /// Whether passes replace the content configuration with `updated(for:)`.
    var automaticallyUpdatesContentConfiguration: Bool { get }
    /// Whether passes replace the background configuration with `updated(for:)`.
    var automaticallyUpdatesBackgroundConfiguration: Bool { get }

    /// Stores `configuration` as the content shown (a cell also feeds it to its content view).
    func showContent(_ configuration: (any ContentConfiguration)?)
    /// The subclass's step of a pass (`updateConfiguration(using:)`).
    func updateConfiguration(using state: State)
    /// The app's step of a pass (`configurationUpdateHandler`), after the subclass's.
    func callConfigurationUpdateHandler(with state: State)
}

extension ConfigurationUpdating {
    /// Runs the pending update pass, if any.
    package func runConfigurationUpdateIfNeeded() {
        let traits = traitCollection
        guard configurationUpdates.isNeeded(for: traits) else { return }
        configurationUpdates.start(for: traits)
        let state = configurationState
        if automaticallyUpdatesContentConfiguration, let content = configurationUpdates.content {
            showContent(content.updated(for: state))
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = configurationUpdates.background {
            configurationUpdates.background = background.updated(for: state)
        }
        updateConfiguration(using: state)
        callConfigurationUpdateHandler(with: state)
    }

    /// Sets the content configuration, styled for the current state when it updates
    /// automatically.
    package func setContentConfiguration(_ configuration: (any ContentConfiguration)?) {
        guard automaticallyUpdatesContentConfiguration, let configuration else { return showContent(configuration) }
        showContent(configuration.updated(for: configurationState))
    }

    /// Sets the background configuration, styled for the current state when it updates
    /// automatically.
    package func setBackgroundConfiguration(_ configuration: BackgroundConfiguration?) {
        configurationUpdates.background =
            automaticallyUpdatesBackgroundConfiguration
            ? configuration?.updated(for: configurationState) : configuration
    }
}
