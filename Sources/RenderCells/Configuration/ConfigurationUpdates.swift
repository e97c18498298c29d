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
    mutating func start(for traits: TraitCollection) {
        isScheduled = false
        configuredTraits = traits
    }
}
