import Foundation

/// A toolbar's look (`UIToolbarAppearance`).
open class UIToolbarAppearance: UIBarAppearance {
    public override init() {
        super.init()
    }
}
