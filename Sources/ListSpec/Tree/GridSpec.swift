import RenderCells

/// A grid section as a spec gives it (`NSCollectionLayoutSection` with a group of items):
/// a preset, a number of columns, or explicit item sizes, with the named settings over it.
///
/// ```yaml
/// layout: {grid: emojiExplorerRecents}
/// layout: {grid: {columns: 4, interItemSpacing: 8}}
/// layout: {grid: {itemWidth: {absolute: 80}, itemHeight: {fractionalWidth: 0.25}, scrollsOrthogonally: true}}
/// ```
package struct GridSpec: Hashable, Sendable {
    /// A preset to start from (`emojiExplorerRecents`).
    package var preset: String?
    package var columns: Int?
    package var itemWidth: GridConfiguration.Dimension?
    package var itemHeight: GridConfiguration.Dimension?
    package var interItemSpacing: Double?
    package var contentInsets: InsetsSpec?
    package var scrollsOrthogonally: Bool?
    package var backgroundColor: ColorSpec?

    package init(preset: String? = nil, columns: Int? = nil) {
        self.preset = preset
        self.columns = columns
    }

    static let presets: [(name: String, configuration: GridConfiguration)] = [
        ("emojiExplorerRecents", .emojiExplorerRecents)
    ]

    package var configuration: GridConfiguration {
        var g: GridConfiguration
        if let preset, let known = Self.presets.first(where: { $0.name == preset }) {
            g = known.configuration
        } else if let columns {
            g = .columns(columns)
        } else {
            let width = itemWidth ?? .fractionalWidth(1)
            g = GridConfiguration(itemWidth: width, itemHeight: itemHeight ?? width)
        }
        if let itemWidth { g.itemWidth = itemWidth }
        if let itemHeight { g.itemHeight = itemHeight }
        if let interItemSpacing { g.interItemSpacing = interItemSpacing }
        if let contentInsets { g.contentInsets = contentInsets.applied(to: g.contentInsets) }
        if let scrollsOrthogonally { g.scrollsOrthogonally = scrollsOrthogonally }
        if let backgroundColor { g.backgroundColor = backgroundColor.color }
        return g
    }
}

extension GridSpec {
    static let fields = [
        "preset", "columns", "itemWidth", "itemHeight", "interItemSpacing", "contentInsets",
        "scrollsOrthogonally", "backgroundColor"
    ]

    init(node: SpecNode) throws(SpecError) {
        let presetNames = Self.presets.map(\.name)
        if case .scalar = node.node {
            self.init(preset: try node.name(among: presetNames, what: "grid preset"))
            return
        }
        let f = try node.fields(allowed: Self.fields, what: "a grid layout")
        self.init()
        preset = try f.read("preset") { n throws(SpecError) in try n.name(among: presetNames, what: "grid preset") }
        columns = try f.read("columns") { n throws(SpecError) in try n.integer(in: 1...100, what: "a number of columns") }
        itemWidth = try f.read("itemWidth") { n throws(SpecError) in try n.gridDimension() }
        itemHeight = try f.read("itemHeight") { n throws(SpecError) in try n.gridDimension() }
        interItemSpacing = try f.read("interItemSpacing") { n throws(SpecError) in try n.length(in: 0...SpecLimits.maxLength) }
        contentInsets = try f.read("contentInsets") { n throws(SpecError) in try n.insets() }
        scrollsOrthogonally = try f.read("scrollsOrthogonally") { n throws(SpecError) in try n.bool() }
        backgroundColor = try f.read("backgroundColor") { n throws(SpecError) in try n.color() }
        if preset != nil, let c = f["columns"] { throw c.error("give a preset or columns, not both") }
        if columns != nil, let w = f["itemWidth"] {
            throw w.error("columns set the item width; give columns or itemWidth, not both")
        }
        if preset == nil, columns == nil, itemWidth == nil {
            throw node.error("a grid needs a preset, columns or itemWidth")
        }
    }
}
