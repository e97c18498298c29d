import Foundation

extension NSAttributedString.Key {
    /// The text's colour, a `UIColor` (`NSAttributedString.Key.foregroundColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The text's font, a `UIFont` (`NSAttributedString.Key.font`).
    public static let font = NSAttributedString.Key("NSFont")
}
