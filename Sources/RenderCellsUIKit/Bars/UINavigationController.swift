import Foundation

/// A navigation stack (`UINavigationController`): the screens pushed on it, the top one
/// shown under a navigation bar (its title, large or inline, its bar button items and a
/// back button to the screen below) and above a toolbar when `isToolbarHidden` is false.
///
/// `.image(on:)` of one draws the whole screen (docs/bars.md): the status bar's space, the
/// bars and the top screen's list starting below the navigation bar, as UIKit insets it.
open class UINavigationController: UIViewController {
    /// The bar at the top; its `prefersLargeTitles`, appearances and tint apply to every screen.
    public let navigationBar = UINavigationBar(frame: .zero)
    /// The toolbar at the bottom, shown with the top screen's `toolbarItems` when
    /// `isToolbarHidden` is false.
    public let toolbar: UIToolbar! = UIToolbar(frame: .zero)
    open var isToolbarHidden = true
    open var isNavigationBarHidden = false

    /// The stack, the root first; the last is shown.
    open var viewControllers: [UIViewController] = [] {
        didSet {
            for controller in oldValue where !viewControllers.contains(where: { $0 === controller }) {
                controller.navigationController = nil
                controller.traitEnvironment.removeFromParent()
            }
            for controller in viewControllers {
                controller.navigationController = self
                traitEnvironment.addChild(controller.traitEnvironment)
            }
            showAlone(topViewController)
        }
    }

    open var topViewController: UIViewController? { viewControllers.last }
    /// The screen shown: the top one (no screen is presented modally here).
    open var visibleViewController: UIViewController? { topViewController }

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// `init(navigationBarClass:toolbarClass:)`: the bar classes are the standard ones here.
    public convenience init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        self.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Pushes `viewController` on the stack: it is shown, with a back button to the screen below.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }

    /// Pops the top screen (never the root) and returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        let top = viewControllers.last
        viewControllers.removeLast()
        return top
    }

    /// Pops every screen above the root and returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        viewControllers = [viewControllers[0]]
        return popped
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        self.viewControllers = viewControllers
    }

    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// A screen-sized view holding the top screen's view.
    open override func loadView() {
        view = UIView(frame: CGRect(origin: .zero, size: screenSize))
        showAlone(topViewController)
    }

    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        topViewController?.setEditing(editing, animated: animated)
    }
}
