import CellLayout
import CellModel

// A section header or footer of a list (a supplementary `UICollectionViewListCell`, or a
// `UITableViewHeaderFooterView`): content and background configurations kept in step with
// the view's own configuration state, as a cell's are (seed 000: "every cell, header and
// footer has its own configuration state"). Its defaults follow the list's appearance
// (docs/uikit-reference.md §3.3: `header()` / `footer()` re-resolution).
//
// The update pass is the cell's (ConfigurationUpdating): state changes schedule one pass;
// the pass replaces automatically updating configurations with `updated(for:)`, then calls
// `updateConfiguration(using:)` and the update handler.

/// A list section's header or footer view.
open class SupplementaryView: ListElementView, ConfigurationUpdating {
    /// Which supplementary element.
    public typealias Kind = SupplementaryKind

    public let kind: Kind
    public let appearance: ListAppearance

    /// The view's current state (`configurationState`): its traits, flags and custom
    /// states. Subclasses may override it to add their own.
    open var configurationState: ViewConfigurationState {
        viewStateNow()
    }

    // MARK: Configurations

    /// What the view shows: a `ListContentConfiguration` or any custom
    /// ``ContentConfiguration``; nil shows nothing but keeps the appearance's empty height.
    public var contentConfiguration: (any ContentConfiguration)? {
        get { configurationUpdates.content }
        set { setContentConfiguration(newValue) }
    }

    /// The view's content as a list content configuration, when it is one (a shortcut for
    /// reading and editing text).
    public var listContentConfiguration: ListContentConfiguration? {
        get { configurationUpdates.content as? ListContentConfiguration }
        set { contentConfiguration = newValue }
    }

    /// nil: the appearance's default header/footer background.
    public var backgroundConfiguration: BackgroundConfiguration? {
        get { configurationUpdates.background }
        set { setBackgroundConfiguration(newValue) }
    }

    /// Called at the end of every update pass with the state it was for.
    public var configurationUpdateHandler: ((SupplementaryView, ViewConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    public required init(kind: Kind, appearance: ListAppearance, traitCollection: TraitCollection) {
        self.kind = kind
        self.appearance = appearance
        super.init(
            name: kind == .header ? "header" : "footer", traitCollection: traitCollection,
            configurationUpdates: ConfigurationUpdates())
    }

    /// The header or footer configuration for this list's appearance
    /// (`UIListContentConfiguration.header()` / `.footer()`).
    public func defaultContentConfiguration() -> ListContentConfiguration {
        switch kind {
        case .header: .header(for: appearance, traitCollection: traitCollection)
        case .footer: .footer(for: appearance, traitCollection: traitCollection)
        }
    }

    /// The appearance's header/footer background (docs/uikit-reference.md §3.6).
    public func defaultBackgroundConfiguration() -> BackgroundConfiguration {
        .listSupplementary(kind, for: appearance)
    }

    // MARK: Updates

    /// Runs the pending update pass, if any; the list calls this before laying out.
    public func updateConfigurationIfNeeded() {
        runConfigurationUpdateIfNeeded()
    }

    /// Override to set the view's configurations for `state`; the default does nothing.
    open func updateConfiguration(using state: ViewConfigurationState) {}

    package func callConfigurationUpdateHandler(with state: ViewConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    /// A header or footer keeps no content view: the layout makes one from the configuration.
    package func showContent(_ configuration: (any ContentConfiguration)?) {
        configurationUpdates.content = configuration
    }

    /// What the layout stage is given: the view's configurations as values, after its
    /// update pass.
    var layoutInput: ListLayout.SupplementaryInput {
        let content = configurationUpdates.content
        var input = ListLayout.SupplementaryInput(
            kind: kind, traitCollection: traitCollection, contentConfiguration: content as? ListContentConfiguration,
            backgroundConfiguration: backgroundConfiguration
                ?? defaultBackgroundConfiguration().updated(for: configurationState))
        if let content, !(content is ListContentConfiguration) {
            // A custom content view takes the header's traits (Dynamic Type size, direction),
            // as a cell's content view does through the cell's trait hierarchy.
            let view = content.makeContentView()
            (view as? TraitChangeObservable)?.traitEnvironment.rootTraits = traitCollection
            input.customContent = ListLayout.CustomContent(content, view: view)
        }
        input.configurationState = configurationState
        input.fixedHeight = fixedHeight
        return input
    }
}
