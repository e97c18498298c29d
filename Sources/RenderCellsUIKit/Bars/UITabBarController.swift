import Foundation

/// A tab bar controller (`UITabBarController`): its screens, one shown with a tab bar of
/// their `tabBarItem`s with the selected one highlighted: along the bottom on a phone,
/// floating at the top in the navigation bar's row on an iPad (iPadOS 18). `.image(on:)`
/// of one draws the whole screen (docs/bars.md), the selected screen's navigation bar
/// included when it is a `UINavigationController`.
open class UITabBarController: UIViewController {
    public let tabBar = UITabBar(frame: .zero)

    /// The tabs' screens, in the bar's order.
    open var viewControllers: [UIViewController]? {
        didSet {
            for controller in oldValue ?? [] where !(viewControllers ?? []).contains(where: { $0 === controller }) {
                controller.tabBarController = nil
                controller.traitEnvironment.removeFromParent()
            }
            for controller in viewControllers ?? [] {
                controller.tabBarController = self
                traitEnvironment.addChild(controller.traitEnvironment)
            }
            if selectedIndex >= (viewControllers?.count ?? 0) { selectedIndex = 0 }
            updateTabBar()
        }
    }

    /// The shown tab's index.
    open var selectedIndex = 0 {
        didSet { updateTabBar() }
    }

    /// Whether the tab bar is hidden (iOS 18); the shown screen then takes its space.
    open var isTabBarHidden = false

    /// Whether the controller offers a sidebar as well as the tab bar (iOS 18): on an iPad
    /// `.tabSidebar` puts a sidebar button in the floating tab bar.
    open var mode: UITabBarController.Mode = .automatic

    open var selectedViewController: UIViewController? {
        get {
            guard let viewControllers, viewControllers.indices.contains(selectedIndex) else { return nil }
            return viewControllers[selectedIndex]
        }
        set {
            if let newValue, let index = viewControllers?.firstIndex(where: { $0 === newValue }) { selectedIndex = index }
        }
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }

    /// Hides or shows the tab bar (iOS 18); a snapshot has nothing to animate.
    open func setTabBarHidden(_ hidden: Bool, animated: Bool) {
        isTabBarHidden = hidden
    }

    /// A screen-sized view holding the selected screen's view.
    open override func loadView() {
        view = UIView(frame: CGRect(origin: .zero, size: screenSize))
        updateTabBar()
    }

    /// The bar's items and selection follow the screens; the shown view follows the selection.
    private func updateTabBar() {
        tabBar.items = viewControllers?.compactMap { $0.tabBarItem }
        tabBar.selectedItem = selectedViewController?.tabBarItem
        showAlone(selectedViewController)
    }
}
