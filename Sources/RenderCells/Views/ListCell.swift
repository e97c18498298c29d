import struct Foundation.IndexPath
import CellModel

// A list cell's configuration behaviour (`UICollectionViewListCell`), without views.
//
// The cell owns state (its flags and the traits the list gives it), a content
// configuration with the content view drawing it, and a background configuration. State
// changes only mark the cell as needing an update; `updateConfigurationIfNeeded()` then
// runs one update pass for any number of changes, as UIKit coalesces them into one
// `updateConfiguration(using:)` call before the next layout. A pass:
//   1. takes `configurationState` once;
//   2. replaces each configuration that updates automatically with `updated(for:)`;
//   3. calls `updateConfiguration(using:)` (for subclasses), then
//      `configurationUpdateHandler`.
// Setting a configuration, inside a pass or not, styles it for the current state at once
// when its automatic flag is on, so a configuration set on a selected cell looks selected
// without waiting for the next pass; setting one never schedules another pass, so setting
// configurations from the handler cannot loop.

/// A cell of a list that keeps its content and background configurations in step with its
/// state (`UICollectionViewListCell`'s configuration model).
///
/// ```swift
/// let cell = ListCell(appearance: .sidebar)
/// var content = cell.defaultContentConfiguration()
/// content.image = .systemName("star")
/// content.text = "Hello WWDC!"
/// cell.contentConfiguration = content
/// cell.isSelected = true
/// cell.updateConfigurationIfNeeded()   // content and background now styled as selected
/// ```
///
/// A class, unlike the configurations, because a cell is a place on screen with an
/// identity: the list keeps it, changes its state, and reads back what it shows. Not
/// `final`, so that subclasses can override ``updateConfiguration(using:)`` as in UIKit.
open class ListCell: TraitChangeObservable {
    /// The appearance of the list the cell is in; it picks the default configurations.
    public var appearance: ListAppearance {
        didSet { if appearance != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// The cell's node in the trait hierarchy: a child of its list's while the list
    /// configures it, a root of its own when the cell stands alone.
    public let traitEnvironment: TraitEnvironment

    /// The cell's resolved traits: its list's (or, standing alone, its root traits) with
    /// ``traitOverrides`` applied (`traitCollection`).
    ///
    /// Setting it sets the traits a cell standing alone starts from (the environment's
    /// root traits); a cell in a list inherits its list's instead, so there set
    /// `TraitChangeObservable.traitOverrides`. A change schedules an update pass.
    public var traitCollection: TraitCollection {
        get { traitEnvironment.traitCollection }
        set { traitEnvironment.rootTraits = newValue }
    }

    /// The traits the last update pass styled for; a different ``traitCollection`` means
    /// another pass is due, however the traits changed (root, overrides or the list's).
    private var configuredTraits: TraitCollection?

    /// The colour standing in for a nil background or stroke colour, and for
    /// tint-reading colour transformers.
    public var tintColor: Color = .tintColor

    /// Controls beside the content (`accessories`), leading and trailing, in order from
    /// the content outwards; those not displayed for the editing state take no space.
    public var accessories: [CellAccessory] = []

    /// The depth of the cell in an outline (`indentationLevel`); the content and leading
    /// accessories move towards the trailing edge by level × ``indentationWidth``.
    public var indentationLevel = 0

    /// Points per indentation level; nil: 10, or 20 in a sidebar (docs/uikit-reference.md §3.1).
    public var indentationWidth: Double?

    /// Whether the indentation also moves leading accessories (`indentsAccessories`).
    public var indentsAccessories = true

    // MARK: State flags; each change schedules an update.

    public var isHighlighted = false { didSet { stateChanged(isHighlighted != oldValue) } }
    public var isSelected = false { didSet { stateChanged(isSelected != oldValue) } }
    public var isDisabled = false { didSet { stateChanged(isDisabled != oldValue) } }
    public var isFocused = false { didSet { stateChanged(isFocused != oldValue) } }
    public var isEditing = false { didSet { stateChanged(isEditing != oldValue) } }
    public var isExpanded = false { didSet { stateChanged(isExpanded != oldValue) } }
    public var isSwiped = false { didSet { stateChanged(isSwiped != oldValue) } }
    public var isReordering = false { didSet { stateChanged(isReordering != oldValue) } }
    public var cellDragState = CellDragState.none { didSet { stateChanged(cellDragState != oldValue) } }
    public var cellDropState = CellDropState.none { didSet { stateChanged(cellDropState != oldValue) } }

    // MARK: What a picture needs beyond UIKit's state (the gesture's part); no update needed.

    /// The edge a swiped cell shows the actions of (trailing by default).
    public var swipeEdge = SwipeEdge.trailing
    /// Whether a swiped cell is shown at the moment a full swipe commits: the first
    /// action's button across the row. Only when that edge's configuration
    /// `performsFirstActionWithFullSwipe`.
    public var showsFullSwipe = false
    /// How far (points, down positive) a reordering cell has been moved from its slot; the
    /// slot stays open as the gap it will drop into.
    public var reorderingTranslation = 0.0

    // MARK: Accessibility (UIKit's `UIAccessibility` informal protocol on the cell)

    /// What VoiceOver reads first; nil: the content's text and secondary text combined.
    public var accessibilityLabel: String?
    /// The cell's value (`accessibilityValue`); nil: a switch accessory's on or off.
    public var accessibilityValue: String?
    /// What activating the cell does, read after a pause (`accessibilityHint`).
    public var accessibilityHint: String?
    /// Replaces the traits derived from the accessories and state when set.
    public var accessibilityTraits: AccessibilityTraits?
    /// Whether VoiceOver stops on the cell (`isAccessibilityElement`, true for list cells).
    public var isAccessibilityElement = true

    private var customStates = CustomStates()

    /// The index path the collection dequeued the cell for; nil for a cell made directly.
    var dequeuedAt: IndexPath?

    /// The header or footer the cell stands in for (a list cell registered as a
    /// supplementary view, as UIKit allows); nil for a row. It picks the defaults.
    package var supplementaryKind: SupplementaryKind?

    /// An app-defined state carried into ``configurationState``; setting a different
    /// value schedules an update. (UIKit apps override `configurationState` instead, which
    /// subclasses here may do too.)
    public subscript(customState key: ConfigurationStateCustomKey) -> (any Hashable & Sendable)? {
        get { customStates[key] }
        set { if customStates.set(newValue, for: key) { setNeedsUpdateConfiguration() } }
    }

    /// The cell's current state: its traits, flags and custom states.
    open var configurationState: CellConfigurationState {
        var state = CellConfigurationState(traitCollection: traitCollection)
        state.isHighlighted = isHighlighted
        state.isSelected = isSelected
        state.isDisabled = isDisabled
        state.isFocused = isFocused
        state.isEditing = isEditing
        state.isExpanded = isExpanded
        state.isSwiped = isSwiped
        state.isReordering = isReordering
        state.cellDragState = cellDragState
        state.cellDropState = cellDropState
        customStates.apply(to: &state)
        return state
    }

    // MARK: Configurations

    /// What the cell shows; nil shows nothing. When ``automaticallyUpdatesContentConfiguration``
    /// is on, a configuration set here is stored already updated for the current state.
    public var contentConfiguration: (any ContentConfiguration)? {
        get { storedContentConfiguration }
        set {
            guard let newValue else {
                storedContentConfiguration = nil
                contentView = nil
                return
            }
            applyContent(automaticallyUpdatesContentConfiguration ? newValue.updated(for: configurationState) : newValue)
        }
    }

    /// The cell's background; nil draws none. When
    /// ``automaticallyUpdatesBackgroundConfiguration`` is on, a configuration set here is
    /// stored already updated for the current state.
    public var backgroundConfiguration: BackgroundConfiguration? {
        get { storedBackgroundConfiguration }
        set {
            storedBackgroundConfiguration = automaticallyUpdatesBackgroundConfiguration
                ? newValue?.updated(for: configurationState) : newValue
        }
    }

    /// The view drawing ``contentConfiguration``: made by the configuration, and kept
    /// for later configurations it ``ContentView/supports(_:)``.
    public private(set) var contentView: (any ContentView)?

    /// Whether state changes replace the content configuration with `updated(for:)`.
    public var automaticallyUpdatesContentConfiguration = true

    /// Whether state changes replace the background configuration with `updated(for:)`.
    public var automaticallyUpdatesBackgroundConfiguration = true

    /// Called at the end of every update pass with the state it was for, after
    /// ``updateConfiguration(using:)``. Setting it schedules an update.
    public var configurationUpdateHandler: ((ListCell, CellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether an update pass is pending: one was scheduled, or the traits changed since
    /// the last. A new cell starts with one, so the cell is configured before it is first
    /// drawn.
    public var needsUpdateConfiguration: Bool {
        updateScheduled || configuredTraits != traitCollection
    }

    private var updateScheduled = true

    private var storedContentConfiguration: (any ContentConfiguration)?
    private var storedBackgroundConfiguration: BackgroundConfiguration?

    /// A cell of a list with `appearance`, given `traitCollection` by the list. It starts
    /// with the appearance's default background, as UIKit's list cells do, and no content.
    ///
    /// Required, so that a registration for a subclass (`CellRegistration<MyCell, Item>`)
    /// can make one.
    public required init(appearance: ListAppearance = .plain, traitCollection: TraitCollection = .iPhone) {
        self.appearance = appearance
        self.traitEnvironment = TraitEnvironment(name: "cell", rootTraits: traitCollection)
        storedBackgroundConfiguration = BackgroundConfiguration.listCell(for: appearance)
        // A list content view is the cell's child in UIKit's hierarchy: it takes the cell's
        // traits the moment they change, however they changed (root, list, overrides).
        traitEnvironment.traitCollectionDidChange = { [weak self] in
            guard let self, let view = self.contentView as? ListContentView else { return }
            view.traitCollection = self.traitCollection
        }
    }

    // MARK: Updates

    /// Schedules an update pass (`setNeedsUpdateConfiguration`); several calls before
    /// ``updateConfigurationIfNeeded()`` make one pass.
    public func setNeedsUpdateConfiguration() {
        updateScheduled = true
    }

    /// Runs the pending update pass, if any; the list calls this before laying out or
    /// drawing the cell.
    public func updateConfigurationIfNeeded() {
        guard needsUpdateConfiguration else { return }
        updateScheduled = false
        configuredTraits = traitCollection
        let state = configurationState
        if automaticallyUpdatesContentConfiguration, let content = storedContentConfiguration {
            applyContent(content.updated(for: state))
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = storedBackgroundConfiguration {
            storedBackgroundConfiguration = background.updated(for: state)
        }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    /// Override to set the cell's configurations for `state` (`updateConfiguration(using:)`).
    /// Called once per update pass, after the automatic updates; the default does nothing.
    /// Call ``setNeedsUpdateConfiguration()`` rather than this method.
    open func updateConfiguration(using state: CellConfigurationState) {}

    private func stateChanged(_ changed: Bool) {
        if changed { setNeedsUpdateConfiguration() }
    }

    /// Stores `configuration` and shows it in the current content view when that view
    /// supports it, otherwise in a new one.
    private func applyContent(_ configuration: any ContentConfiguration) {
        storedContentConfiguration = configuration
        if let contentView, contentView.supports(configuration) {
            contentView.configuration = configuration
        } else {
            contentView = configuration.makeContentView()
        }
        (contentView as? ListContentView)?.traitCollection = traitCollection
    }
}
