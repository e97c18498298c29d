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

    /// `UIMenu.Identifier`: a name for a menu, kept.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let identifier: Identifier?
    public let options: Options
    public let children: [UIMenuElement]

    /// `init(title:subtitle:image:identifier:options:children:)`; children are `UIAction`s
    /// and `UIMenu`s.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], children: [UIMenuElement] = []
    ) {
        self.identifier = identifier
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }
}
