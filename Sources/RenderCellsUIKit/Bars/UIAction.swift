import Foundation

/// `UIActionHandler`: what an action runs when chosen (never here: nothing is tapped in a
/// picture).
public typealias UIActionHandler = (UIAction) -> Void

/// A menu or button action (`UIAction`): its title, image, attributes, state and handler,
/// kept; the handler is never called, as nothing is tapped in a picture. `@MainActor`, as
/// iOS declares it, so its handler may touch the screen's views as on iOS.
@MainActor
open class UIAction: UIMenuElement {
    /// `UIAction.Identifier`: a name for an action, kept.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let identifier: Identifier
    open var discoverabilityTitle: String?
    open var attributes: Attributes
    open var state: State
    let handler: UIActionHandler

    /// `init(title:subtitle:image:identifier:discoverabilityTitle:attributes:state:handler:)`.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }
}
