import CellModel

extension ListCell {
    /// A fresh background configuration for this cell's list appearance
    /// (`defaultBackgroundConfiguration()`); see `BackgroundConfiguration/listCell(for:)`.
    public func defaultBackgroundConfiguration() -> BackgroundConfiguration {
        BackgroundConfiguration.listCell(for: appearance)
    }
}

extension ListCell {
    /// A fresh content configuration for this cell (`defaultContentConfiguration()`): a
    /// sidebar row in sidebar lists, otherwise `ListContentConfiguration/cell(traitCollection:)`,
    /// with fonts for the cell's traits, no content, and not yet updated for any state.
    public func defaultContentConfiguration() -> ListContentConfiguration {
        switch appearance {
        case .sidebar, .sidebarPlain: .sidebarCell(traitCollection: traitCollection)
        case .plain, .grouped, .insetGrouped: .cell(traitCollection: traitCollection)
        }
    }
}
