import Foundation

/// A menu or button action (`UIAction`): its title, image and handler, kept; the handler
/// is never called, as nothing is tapped in a picture. `@MainActor`, as iOS declares it,
/// so its handler may touch the screen's views as on iOS.
@MainActor
open class UIAction: UIMenuElement {
    let handler: (UIAction) -> Void

    /// `init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)` with
    /// the title, image and handler.
    public init(title: String = "", image: UIImage? = nil, handler: @escaping (UIAction) -> Void) {
        self.handler = handler
        super.init(title: title, image: image)
    }
}
