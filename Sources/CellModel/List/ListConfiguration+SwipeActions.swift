import struct Foundation.IndexPath

extension ListConfiguration {
    /// The actions a row at `indexPath` swiped from `edge` reveals: the edge's provider's
    /// answer; without a trailing provider, ``SwipeActionsConfiguration/standardTrailing``.
    /// nil or no actions: the row cannot be swiped from that edge and is drawn unswiped.
    public func swipeActionsConfiguration(for indexPath: IndexPath, edge: SwipeEdge) -> SwipeActionsConfiguration? {
        let configuration: SwipeActionsConfiguration?
        switch edge {
        case .leading:
            configuration = leadingSwipeActionsConfigurationProvider?(indexPath)
        case .trailing:
            configuration = trailingSwipeActionsConfigurationProvider.map { $0(indexPath) } ?? .standardTrailing
        }
        guard let configuration, !configuration.actions.isEmpty else { return nil }
        return configuration
    }
}
