import CellModel

extension ListCell {
    /// A fresh background configuration for this cell's list appearance
    /// (`defaultBackgroundConfiguration()`); see `BackgroundConfiguration/listCell(for:)`.
    public func defaultBackgroundConfiguration() -> BackgroundConfiguration {
        if let supplementaryKind { return .listSupplementary(supplementaryKind, for: appearance) }
        return BackgroundConfiguration.listCell(for: appearance)
    }
}

extension ListCell {
    /// A fresh content configuration for this cell (`defaultContentConfiguration()`): a
    /// sidebar row in sidebar lists, otherwise `ListContentConfiguration/cell(traitCollection:)`,
    /// with fonts for the cell's traits, no content, and not yet updated for any state.
    /// A cell standing in for a header or footer gets the header's or footer's configuration.
    public func defaultContentConfiguration() -> ListContentConfiguration {
        switch supplementaryKind {
        case .header: return .header(for: appearance, traitCollection: traitCollection)
        case .footer: return .footer(for: appearance, traitCollection: traitCollection)
        case nil: break
        }
        return switch appearance {
        case .sidebar, .sidebarPlain: .sidebarCell(traitCollection: traitCollection)
        case .plain, .grouped, .insetGrouped: .cell(traitCollection: traitCollection)
        }
    }
}
