import CellModel

/// What a view's configuration updates keep between passes: whether a pass is due, the
/// traits the last one styled for, the app's custom states, and the content and background
/// configurations as stored (already updated for the state when their automatic flag is on).
///
/// One copy for ``ListCell`` and ``SupplementaryView``, which UIKit gives the same
/// configuration behaviour (seed 000: "every cell, header and footer has its own
/// configuration state"); ``ConfigurationUpdating`` runs the pass over it.
package struct ConfigurationUpdates {
    /// A pass was asked for since the last one. A new view starts with one, so it is
    /// configured before it is first drawn.
    private var isScheduled = true
    /// The traits the last pass styled for; other traits mean another pass is due, however
    /// they changed (root, overrides or the list's).
    private var configuredTraits: TraitCollection?

    /// App-defined states carried into the configuration state.
    package var customStates = CustomStates()
    /// The content configuration shown; nil shows nothing.
    package var content: (any ContentConfiguration)?
    /// The background configuration drawn; nil draws the view's default or none.
    package var background: BackgroundConfiguration?

    package init(background: BackgroundConfiguration? = nil) {
        self.background = background
    }

    /// Asks for a pass (`setNeedsUpdateConfiguration()`); several before the next
    /// `updateConfigurationIfNeeded()` make one.
    package mutating func schedule() {
        isScheduled = true
    }

    /// Whether a pass is due for a view now showing `traits`.
    package func isNeeded(for traits: TraitCollection) -> Bool {
        isScheduled || configuredTraits != traits
    }

    /// Marks the pass for `traits` as running, so nothing it sets schedules another.
    fileprivate mutating func start(for traits: TraitCollection) {
        isScheduled = false
        configuredTraits = traits
    }
}

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
        configurationUpdates.background = automaticallyUpdatesBackgroundConfiguration
            ? configuration?.updated(for: configurationState) : configuration
    }

    /// Sets an app-defined state; a value different from the current one schedules a pass.
    package func setCustomState(_ value: (any Hashable & Sendable)?, for key: ConfigurationStateCustomKey) {
        if configurationUpdates.customStates.set(value, for: key) { configurationUpdates.schedule() }
    }
}
