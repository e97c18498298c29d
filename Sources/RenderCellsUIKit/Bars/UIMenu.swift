import Foundation

/// A menu (`UIMenu`): its title, image and children (actions or menus), kept as values
/// for a bar button item or a context menu; never drawn, as a snapshot shows no open menu.
/// `@MainActor`, as iOS declares it.
@MainActor
open class UIMenu: UIMenuElement {
    /// `UIMenu.Options`.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    public let options: Options
    public let children: [UIMenuElement]

    /// `init(title:image:identifier:options:children:)` without the identifier; children
    /// are `UIAction`s and `UIMenu`s.
    public init(title: String = "", image: UIImage? = nil, options: Options = [], children: [UIMenuElement] = []) {
        self.options = options
        self.children = children
        super.init(title: title, image: image)
    }
}
