import Foundation

// What a UIKit list screen may use that has no place in a picture made without views:
// each name exists so that the compiler stops at it with what to write instead, rather
// than with "cannot find in scope". docs/uikit.md lists them.

/// A navigation stack (`UINavigationController`): no bar is drawn, so none is made; its
/// name exists so that `navigationController?.pushViewController(_:animated:)` compiles
/// (a screen's `navigationController` is nil) and making one stops with what to write.
open class UINavigationController: UIViewController {
    @available(*, unavailable, message: "no navigation bar is drawn: snapshot the screen's view controller itself; its title and navigationItem are kept as values")
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "no navigation bar is drawn: snapshot the screen's view controller itself; its title and navigationItem are kept as values")
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    open var viewControllers: [UIViewController] = []
    open var topViewController: UIViewController? { viewControllers.last }
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? { nil }
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
}

extension ListImage {
    @available(*, unavailable, message: "set the colour where the image is shown: content.imageProperties.tintColor = color (symbols are templates drawn in it)")
    public func withTintColor(_ color: UIColor) -> UIImage { self }

    @available(*, unavailable, message: "symbols are drawn as templates in content.imageProperties.tintColor, PNG images as they are")
    public func withRenderingMode(_ renderingMode: Int) -> UIImage { self }
}
