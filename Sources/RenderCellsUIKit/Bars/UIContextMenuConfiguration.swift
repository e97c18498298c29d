import Foundation

/// A context menu's configuration (`UIContextMenuConfiguration`): its preview and action
/// providers kept, never called. `@MainActor`, as iOS declares it.
@MainActor
open class UIContextMenuConfiguration {
    public let identifier: String?
    let actionProvider: (([UIMenuElement]) -> UIMenu?)?

    /// `init(identifier:previewProvider:actionProvider:)` without a preview.
    public init(identifier: String? = nil, actionProvider: (([UIMenuElement]) -> UIMenu?)? = nil) {
        self.identifier = identifier
        self.actionProvider = actionProvider
    }
}
