import Foundation

/// A context menu's configuration (`UIContextMenuConfiguration`): its preview and action
/// providers kept, never called.
open class UIContextMenuConfiguration {
    public let identifier: String?
    let actionProvider: (([Any]) -> UIMenu?)?

    /// `init(identifier:previewProvider:actionProvider:)` without a preview.
    public init(identifier: String? = nil, actionProvider: (([Any]) -> UIMenu?)? = nil) {
        self.identifier = identifier
        self.actionProvider = actionProvider
    }
}
