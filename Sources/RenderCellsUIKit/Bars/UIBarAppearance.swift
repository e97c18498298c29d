import Foundation

/// How a bar looks (`UIBarAppearance`): its background (a colour over the chrome material,
/// an opaque colour, or nothing) and its bottom hairline (`shadowColor`; a tab bar's and a
/// toolbar's is at their top). The defaults are `configureWithDefaultBackground()`'s.
/// `@MainActor`, as iOS declares it (and so its subclasses).
@MainActor
open class UIBarAppearance {
    /// A colour laid over the background effect, or the bar's colour when opaque.
    open var backgroundColor: UIColor?
    /// The material under the background colour (the chrome material by default); nil for none.
    open var backgroundEffect: UIBlurEffect?
    /// The hairline's colour; nil or clear for none.
    open var shadowColor: UIColor?
    /// Whether the bar draws nothing behind its items.
    package private(set) var isTransparent = false

    public init() {
        configureWithDefaultBackground()
    }

    /// The chrome material and the default hairline.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        shadowColor = nil
        isTransparent = false
    }

    /// An opaque bar in the system background colour, with the default hairline.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        shadowColor = nil
        isTransparent = false
    }

    /// Nothing behind the items and no hairline (a navigation bar at the list's top).
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        shadowColor = .clear
        isTransparent = true
    }
}
