import RenderCells

/// A view a spec configures the same way whether it is a cell or a header or footer: what
/// ``ConfigurationBehaviorSpec/install(on:content:background:)`` needs of it.
protocol SpecConfiguredView: TraitChangeObservable {
    /// The class the update handler is given (the view's own: `ListCell`, `SupplementaryView`).
    associatedtype HandledView
    var appearance: ListAppearance { get }
    var traitCollection: TraitCollection { get }
    var contentConfiguration: (any ContentConfiguration)? { get set }
    var backgroundConfiguration: BackgroundConfiguration? { get set }
    var automaticallyUpdatesContentConfiguration: Bool { get set }
    var automaticallyUpdatesBackgroundConfiguration: Bool { get set }
    subscript(customState key: ConfigurationStateCustomKey) -> (any Hashable & Sendable)? { get set }
    func defaultContentConfiguration() -> ListContentConfiguration
    func defaultBackgroundConfiguration() -> BackgroundConfiguration
    /// Sets the view's update handler, given the state as a cell state (a header's view
    /// state carries over with the cell-only flags off).
    func setConfigurationUpdateHandler(_ handler: @escaping (HandledView, CellConfigurationState) -> Void)
}

extension ListCell: SpecConfiguredView {
    func setConfigurationUpdateHandler(_ handler: @escaping (ListCell, CellConfigurationState) -> Void) {
        configurationUpdateHandler = handler
    }
}

extension SupplementaryView: SpecConfiguredView {
    func setConfigurationUpdateHandler(_ handler: @escaping (SupplementaryView, CellConfigurationState) -> Void) {
        configurationUpdateHandler = { view, state in handler(view, CellConfigurationState(state)) }
    }
}
