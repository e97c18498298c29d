import Foundation

/// A rectangle that takes part in Auto Layout without being drawn (`UILayoutGuide`): the
/// space between views, or a view's margins (`layoutMarginsGuide`), safe area
/// (`safeAreaLayoutGuide`) and readable width (`readableContentGuide`).
@MainActor
open class UILayoutGuide {
    /// The view the guide belongs to (`addLayoutGuide(_:)`); its constraints are solved with that view's tree.
    open internal(set) weak var owningView: UIView?
    open var identifier = ""
    /// The guide's rectangle in its owning view's coordinates after the last layout (points).
    open internal(set) var layoutFrame: CGRect = .zero
    /// Which of a view's own guides this is, if any (their edges follow the view's).
    let system: SystemGuide?

    enum SystemGuide: Sendable {
        case margins, safeArea, readableContent
    }

    public init() {
        system = nil
    }

    init(system: SystemGuide, owningView: UIView, identifier: String) {
        self.system = system
        self.owningView = owningView
        self.identifier = identifier
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
}
