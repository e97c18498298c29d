import Foundation

/// A navigation bar's look (`UINavigationBarAppearance`): the bar's background and the
/// attributes of its inline and large titles (`.foregroundColor`, `.font`).
open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    public override init() {
        super.init()
    }
}
