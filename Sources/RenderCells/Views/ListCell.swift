import CellModel

import struct Foundation.CGSize
import struct Foundation.IndexPath

// A list cell's configuration behaviour (`UICollectionViewListCell`), without views.
//
// The cell owns state (its flags and the traits the list gives it), a content
// configuration with the content view drawing it, and a background configuration. Its
// update passes are a supplementary view's too: ConfigurationUpdating says how they run.

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
open class ListCell: ListElementView, ConfigurationUpdating {
    /// The appearance of the list the cell is in; it picks the default configurations.
    @SchedulesUpdate public var appearance: ListAppearance

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

    /// Whether the cell is hidden (`isHidden`): its row keeps its place and height in the
    /// list and draws nothing (no background, content, accessories or separators of its
    /// own), and VoiceOver does not reach it.
    open var isHidden = false

    /// Whether the indentation also moves leading accessories (`indentsAccessories`).
    public var indentsAccessories = true

    // MARK: Cell-state flags beyond the view's four (ListElementView's); each change
    // schedules an update.

    @SchedulesUpdate public var isEditing = false
    @SchedulesUpdate public var isExpanded = false
    @SchedulesUpdate public var isSwiped = false
    @SchedulesUpdate public var isReordering = false
    @SchedulesUpdate public var cellDragState = CellDragState.none
    @SchedulesUpdate public var cellDropState = CellDropState.none

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

    /// The index path the collection dequeued the cell for; nil for a cell made directly.
    package internal(set) var dequeuedAt: IndexPath?

    /// The header or footer the cell stands in for (a list cell registered as a
    /// supplementary view, as UIKit allows); nil for a row. It picks the defaults.
    package var supplementaryKind: SupplementaryKind?

    /// The cell's current state: its traits, flags and custom states.
    open var configurationState: CellConfigurationState {
        var state = CellConfigurationState(viewStateNow())
        state.isEditing = isEditing
        state.isExpanded = isExpanded
        state.isSwiped = isSwiped
        state.isReordering = isReordering
        state.cellDragState = cellDragState
        state.cellDropState = cellDropState
        return state
    }

    // MARK: Configurations

    /// What the cell shows; nil shows nothing. When ``ListElementView/automaticallyUpdatesContentConfiguration``
    /// is on, a configuration set here is stored already updated for the current state.
    public var contentConfiguration: (any ContentConfiguration)? {
        get { configurationUpdates.content }
        set { setContentConfiguration(newValue) }
    }

    /// The cell's background; nil draws none. When
    /// ``ListElementView/automaticallyUpdatesBackgroundConfiguration`` is on, a configuration set here is
    /// stored already updated for the current state.
    public var backgroundConfiguration: BackgroundConfiguration? {
        get { configurationUpdates.background }
        set { setBackgroundConfiguration(newValue) }
    }

    /// The view drawing ``contentConfiguration``: made by the configuration, and kept
    /// for later configurations it ``ContentView/supports(_:)``. (Disfavoured so that
    /// RenderCellsUIKit's `contentView`, the `UIView` an app adds subviews to, wins in
    /// UIKit code such as `contentView.addSubview(label)`.)
    @_disfavoredOverload
    public private(set) var contentView: (any ContentView)?

    /// Views the app added to the cell itself (UIKit's `contentView.addSubview`), drawn when
    /// the cell has no content configuration.
    package var hostedContent: (any HostedCellContent)?

    /// Called at the end of every update pass with the state it was for, after
    /// ``updateConfiguration(using:)``. Setting it schedules an update.
    public var configurationUpdateHandler: ((ListCell, CellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// A cell of a list with `appearance`, given `traitCollection` by the list. It starts
    /// with the appearance's default background, as UIKit's list cells do, and no content.
    ///
    /// Required, so that a registration for a subclass (`CellRegistration<MyCell, Item>`)
    /// can make one.
    public required init(appearance: ListAppearance = .plain, traitCollection: TraitCollection = .iPhone) {
        _appearance = SchedulesUpdate(wrappedValue: appearance)
        super.init(
            name: "cell", traitCollection: traitCollection,
            configurationUpdates: ConfigurationUpdates(background: .listCell(for: appearance)))
        // A list content view is the cell's child in UIKit's hierarchy: it takes the cell's
        // traits the moment they change, however they changed (root, list, overrides).
        traitEnvironment.traitCollectionDidChange = { [weak self] in
            guard let self else { return }
            (self.contentView as? ListContentView)?.traitCollection = self.traitCollection
            self.hostedContent?.cellTraitsDidChange(self)
        }
    }

    // MARK: Updates

    /// Runs the pending update pass, if any; the list calls this before laying out or
    /// drawing the cell.
    public func updateConfigurationIfNeeded() {
        runConfigurationUpdateIfNeeded()
    }

    /// Override to set the frames of views the app added to the cell's content view
    /// (`layoutSubviews()`); called each time the cell is drawn, after the content view
    /// has its final frame and before it lays out its own subviews. The default does nothing.
    open func layoutSubviews() {}

    /// Called before a dequeued cell is handed out again (`prepareForReuse()`): a picture
    /// makes every cell fresh, so the list never calls it. Here so that a cell subclass's
    /// override compiles.
    open func prepareForReuse() {}

    /// Override to set the cell's configurations for `state` (`updateConfiguration(using:)`).
    /// Called once per update pass, after the automatic updates; the default does nothing.
    /// Call ``ListElementView/setNeedsUpdateConfiguration()`` rather than this method.
    open func updateConfiguration(using state: CellConfigurationState) {}

    package func callConfigurationUpdateHandler(with state: CellConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    /// Stores `configuration` and shows it in the current content view when that view
    /// supports it, otherwise in a new one; nil removes both.
    package func showContent(_ configuration: (any ContentConfiguration)?) {
        configurationUpdates.content = configuration
        guard let configuration else {
            contentView = nil
            return
        }
        if let contentView, contentView.supports(configuration) {
            contentView.configuration = configuration
        } else {
            (contentView as? TraitChangeObservable)?.traitEnvironment.removeFromParent()
            contentView = configuration.makeContentView()
            // A content view that lives in the trait hierarchy (a UIKit view) is the cell's
            // child there, as in UIKit, so it takes the cell's traits and tint.
            if let observable = contentView as? TraitChangeObservable {
                traitEnvironment.addChild(observable.traitEnvironment)
            }
        }
        (contentView as? ListContentView)?.traitCollection = traitCollection
    }

    /// The size the cell's own views want (`systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`),
    /// in points: what a self-sizing list asks a cell whose views the app added itself, with
    /// `targetSize`'s width required and its height free. The default asks those views
    /// (their `systemLayoutSizeFitting`); a frame-based cell overrides this, as on iOS.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        guard let hostedContent else { return CGSize(width: targetSize.width, height: 0) }
        let size = hostedContent.fittingSize(width: Double(targetSize.width))
        return CGSize(width: size.width, height: size.height)
    }
}
