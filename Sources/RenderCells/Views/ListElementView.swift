import CellModel

// What a list cell and a section's header or footer share, written once: their node in the
// trait hierarchy, the four view-state flags of `UIViewConfigurationState`, the update
// bookkeeping and the members that read or schedule it. UIKit has them on both
// `UICollectionViewListCell` and its headers and footers; here ListCell and
// SupplementaryView inherit them. What differs stays in each: the configuration state's
// type (a cell's adds editing, swipe, reorder and drag-and-drop), how content is shown (a
// cell keeps a content view, a header lets the layout make one) and the default
// configurations.

/// A view of a list, a ``ListCell`` or a ``SupplementaryView``: its traits, the four
/// view-state flags and its configuration update bookkeeping.
///
/// Not made directly: use ``ListCell`` for rows and ``SupplementaryView`` for headers and
/// footers. Setting a flag to a different value schedules an update pass.
open class ListElementView: TraitChangeObservable, ConfigurationUpdateScheduling {
    /// The view's node in the trait hierarchy: a child of its list's (a cell) or its
    /// section's (a header or footer) while the list configures it, a root of its own
    /// when the view stands alone.
    public let traitEnvironment: TraitEnvironment

    /// The view's resolved traits: its list's (or, standing alone, its root traits) with
    /// the environment's overrides applied (`traitCollection`).
    ///
    /// Setting it sets the traits a view standing alone starts from (the environment's
    /// root traits); a view in a list inherits its list's instead, so there set
    /// `TraitChangeObservable.traitOverrides`. A change schedules an update pass.
    public var traitCollection: TraitCollection {
        get { traitEnvironment.traitCollection }
        set { traitEnvironment.rootTraits = newValue }
    }

    // MARK: View-state flags (`UIViewConfigurationState`'s); each change schedules an update.

    @SchedulesUpdate public var isHighlighted = false
    @SchedulesUpdate public var isSelected = false
    @SchedulesUpdate public var isDisabled = false
    @SchedulesUpdate public var isFocused = false

    /// Whether an update pass is due, the custom states and the stored configurations.
    package var configurationUpdates: ConfigurationUpdates

    /// The height in points when the list fixes it (a table's `rowHeight`,
    /// `sectionHeaderHeight` or its delegate's `heightFor…` answers); nil: the view sizes
    /// itself from its content.
    package var fixedHeight: Double?

    /// An app-defined state carried into the configuration state; setting a different
    /// value schedules an update. (UIKit apps override `configurationState` instead, which
    /// subclasses here may do too.)
    public subscript(customState key: ConfigurationStateCustomKey) -> (any Hashable & Sendable)? {
        get { configurationUpdates.customStates[key] }
        set { if configurationUpdates.customStates.set(newValue, for: key) { configurationUpdates.schedule() } }
    }

    /// Whether state changes replace the content configuration with `updated(for:)`.
    public var automaticallyUpdatesContentConfiguration = true

    /// Whether state changes replace the background configuration with `updated(for:)`.
    public var automaticallyUpdatesBackgroundConfiguration = true

    /// Whether an update pass is pending: one was scheduled, or the traits changed since
    /// the last. A new view starts with one, so it is configured before it is first drawn.
    public var needsUpdateConfiguration: Bool {
        configurationUpdates.isNeeded(for: traitCollection)
    }

    /// A view named `name` in the trait hierarchy, a root there with `traitCollection`,
    /// starting from `configurationUpdates`.
    package init(name: String, traitCollection: TraitCollection, configurationUpdates: ConfigurationUpdates) {
        traitEnvironment = TraitEnvironment(name: name, rootTraits: traitCollection)
        self.configurationUpdates = configurationUpdates
    }

    /// Schedules an update pass (`setNeedsUpdateConfiguration`); several calls before
    /// the next `updateConfigurationIfNeeded()` make one pass.
    public func setNeedsUpdateConfiguration() {
        configurationUpdates.schedule()
    }

    /// The view's traits, four flags and custom states: a header's or footer's whole
    /// configuration state, and the part a cell's state starts from.
    package func viewStateNow() -> ViewConfigurationState {
        var state = ViewConfigurationState(traitCollection: traitCollection)
        state.isHighlighted = isHighlighted
        state.isSelected = isSelected
        state.isDisabled = isDisabled
        state.isFocused = isFocused
        configurationUpdates.customStates.apply(to: &state)
        return state
    }
}
