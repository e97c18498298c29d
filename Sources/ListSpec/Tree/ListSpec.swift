// The spec file format: a YAML (or JSON, which YAML reads) description of a list — its
// size, traits, layout, sections and items — turned into a ``CollectionView`` and from
// there, through the usual pipeline, into a PNG.
//
// Reading runs in three steps, each failing with a ``SpecError`` that names the file, the
// line and column, and (once there is a tree) the field path:
//   1. the raw bytes (``SpecText``): size, UTF-8, control characters;
//   2. libyaml's event stream (``YAMLEventScan``): node count, item count and nesting
//      depth with aliases expanded, so that a huge, deep or alias-bomb document fails
//      before Yams' recursive composer builds it (syntax errors come from Yams, with
//      libyaml's line and column);
//   3. the tree (``SpecNode``): every key checked against the fields of its place, every
//      value against its type and range, items counted before they are read.
// The result is a value (``ListSpec``) holding only what the file named; building the
// collection view applies it onto UIKit's defaults, so unnamed properties keep behaving
// as UIKit's do (following state, traits and appearance).

import RenderCells

/// A parsed spec file: the picture's size and traits, the list layout and the sections.
///
/// ```swift
/// let spec = try ListSpec(contentsOf: "settings.yaml")
/// let view = spec.makeCollectionView()
/// let pixmap = try view.render(width: spec.width, scale: spec.scale, height: spec.height)
/// ```
public struct ListSpec: Hashable, Sendable {
    /// The file the spec was read from, as given ("<input>" for text in memory).
    public var file: String
    /// The list's width in points, in (0, 10000]; default 390 (an iPhone 14/15).
    public var width: Double = 390
    /// Device pixels per point: 1, 2 or 3 (default 3).
    public var scale: Double = 3
    /// The picture's height in points (a screenshot); nil: the content's height.
    public var height: Double?
    /// How far the list is scrolled, in points.
    public var contentOffset: Double = 0
    public var traits = TraitsSpec()
    /// The tint inherited by cells; nil: systemBlue.
    package var tintColor: ColorSpec?
    /// Whether the window is key (a sidebar's selection is tinted only then).
    public var isKeyWindow = true
    /// Whether the list is editing (`isEditing`).
    public var editing = false
    /// The list layout of every section without a layout of its own.
    package var layout = ListConfigurationSpec()
    package var sections: [SectionSpec] = []
    /// A folder of SF Symbols templates whose names override the built-in symbols (the
    /// spec's `symbols:`, a folder inside the spec's own), as a path; nil for none.
    public var symbolsFolder: String?
    /// The snapshots `render-cells test` makes of this spec (none listed: one).
    public var variants = VariantsSpec()
    /// The custom states and traits the spec declares.
    package var declarations = SpecDeclarations()
    /// The folder `fontsDir` names (the spec's folder joined with it, checked when read):
    /// the text fonts come from it alone (`FontCatalog(fontDirectories:)`), and a
    /// folder holding SF Pro's files draws the system font with SF Pro. nil: the shared catalog.
    public var fontsDirectory: String?
    /// What the spec draws: a list, or one list content view on its own.
    public var kind = Kind.list
    /// The image files the spec reads (resolved paths): inputs, which a render never
    /// writes over.
    package var imageFiles: [String] = []

    /// What a spec draws (`kind:`).
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case list
        /// A standalone `ListContentView` (`kind: contentView` with `content:`).
        case contentView
    }

    package init(file: String = "<input>", sections: [SectionSpec] = []) {
        self.file = file
        self.sections = sections
    }

    /// Every item, outline children included, depth first.
    package var allItems: [ItemSpec] {
        var out: [ItemSpec] = []
        var stack: [ItemSpec] = sections.flatMap(\.items).reversed()
        while let item = stack.popLast() {
            out.append(item)
            stack.append(contentsOf: item.children.reversed())
        }
        return out
    }
}
