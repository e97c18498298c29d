import Raster
import Symbols
import Typesetting

/// An image shown by a list content configuration, described as data (`UIImage`).
///
/// Symbols and files are resolved by later stages (symbols by the layout, as
/// `SymbolImage`); keeping them as names and paths lets configurations compare by value
/// and round-trip through spec files.
public enum ListImage: Hashable, Sendable {
    /// An SF Symbol by name, e.g. "star.fill" (drawn with the Phosphor Icons figure
    /// `SymbolNameMapping` gives it), or `material:` and a Material Icons name. Symbols are
    /// templates: they draw in the image's resolved tint colour. `configuration` is
    /// applied over the list's and the image properties' symbol configurations. A name
    /// that does not resolve keeps its layout box and draws nothing; resolve it with
    /// `SymbolImage.init(systemName:configuration:traits:catalog:)` to get the error.
    case symbol(name: String, configuration: SymbolConfiguration? = nil)
    /// Pixels in memory, drawn as they are (not tinted); one pixel per point × display scale.
    case pixmap(Pixmap)
    /// A PNG file, drawn as it is (not tinted). `CollectionView` decodes it before layout
    /// (once per path); on its own, `ListContentLayout` lays it out as no image.
    case file(path: String)

    /// `UIImage(systemName:)`.
    public static func systemName(_ name: String) -> ListImage {
        .symbol(name: name)
    }

    /// Whether the image draws in the tint colour (symbols do, bitmaps do not).
    public var isTemplate: Bool {
        if case .symbol = self { return true }
        return false
    }
}
