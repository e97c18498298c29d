import Foundation

// UIKit's target–action initialisers, with UIKit's signatures, so an app's bar button
// items compile unchanged (with `action: nil` or `Selector("name")` off Apple platforms,
// where `#selector` needs the Objective-C runtime; see `Selector`). The target and action
// are kept, never sent.

extension UIBarButtonItem {
    /// `init(barButtonSystemItem:target:action:)`: a system item's word or symbol.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(systemItem: systemItem)
        keep(target: target, action: action)
    }

    /// `init(title:style:target:action:)`: a title in the tint colour, semibold for `.done`.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init(title: title, style: style)
        keep(target: target, action: action)
    }

    /// `init(image:style:target:action:)`: an image (a symbol is drawn at 17 pt, large scale).
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image, style: style)
        keep(target: target, action: action)
    }

    /// Keeps `target` (weakly, so a value that is not an object is not kept) and `action`.
    private func keep(target: Any?, action: Selector?) {
        if let target, type(of: target) is AnyClass { self.target = target as AnyObject }
        self.action = action
    }
}
