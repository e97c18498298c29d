import Foundation

// How a container screen shows one of its screens: a navigation controller its top screen,
// a tab bar controller its selected one.

extension UIViewController {
    /// Puts `child`'s view, loaded at this screen's size, in this screen's view, alone (the
    /// views shown before are taken out); nil leaves the view empty. Only once this
    /// screen's view is loaded: a container that loads later shows its child then.
    func showAlone(_ child: UIViewController?) {
        guard isViewLoaded, let container = view else { return }
        for subview in container.subviews { subview.removeFromSuperview() }
        guard let child else { return }
        child.screenSize = screenSize
        let shown: UIView = child.view
        shown.frame = CGRect(origin: .zero, size: screenSize)
        container.addSubview(shown)
    }
}
