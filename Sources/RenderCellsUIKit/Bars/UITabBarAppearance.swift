import Foundation

/// A tab bar's look (`UITabBarAppearance`).
open class UITabBarAppearance: UIBarAppearance {
    public override init() {
        super.init()
    }
}
