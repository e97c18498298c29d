import RenderCells

// Lists built through the public Swift API (cell registrations, data snapshots, list
// configurations), used by the demo, the reference snapshots and the benchmark. Each is
// what an app would write; the rows are closures that configure a cell, keyed by item.

/// Example lists: settings, sidebar, outlines, every variant, every state.
public enum ListGallery {
    /// A section of an example: header and footer text, how it is laid out, its rows.
    public struct Section {
        public var layout: SectionLayout
        public var header: String?
        public var footer: String?
        public var rows: [Row]
        /// For outlines: each row's parent row index in `rows` (nil for roots).
        public var parents: [Int?]
        public var expanded: Set<Int>

        public init(
            _ layout: SectionLayout, header: String? = nil, footer: String? = nil, rows: [Row],
            parents: [Int?]? = nil, expanded: Set<Int> = []
        ) {
            self.layout = layout
            self.header = header
            self.footer = footer
            self.rows = rows
            self.parents = parents ?? Array(repeating: nil, count: rows.count)
            self.expanded = expanded
        }
    }

    /// A row: configures the cell the registration hands over.
    public typealias Row = (ListCell) -> Void

    /// A collection view showing `sections`, items numbered by section × 100,000 + row.
    public static func collectionView(_ sections: [Section], traits: TraitCollection = .iPhone)
        -> CollectionView<Int, Int>
    {
        let rows = sections.map(\.rows)
        let registration = CellRegistration<ListCell, Int> { cell, _, item in
            rows[item / 100_000][item % 100_000](cell)
        }
        let headers = sections.map(\.header)
        let footers = sections.map(\.footer)
        let header = SupplementaryRegistration { view, path in
            guard let text = headers[path.section] else { return }
            var content = view.defaultContentConfiguration()
            content.text = text
            view.contentConfiguration = content
        }
        let footer = SupplementaryRegistration { view, path in
            guard let text = footers[path.section] else { return }
            var content = view.defaultContentConfiguration()
            content.text = text
            view.contentConfiguration = content
        }
        let layouts = sections.map(\.layout)
        let view = CollectionView<Int, Int>(
            layout: CollectionLayout { layouts[min($0, layouts.count - 1)] },
            cellRegistration: registration, headerRegistration: header, footerRegistration: footer)
        view.traitCollection = traits
        var snapshot = DataSourceSnapshot<Int, Int>()
        for (s, section) in sections.enumerated() {
            var items = SectionSnapshot<Int>()
            for (r, parent) in section.parents.enumerated() {
                items.append([s * 100_000 + r], to: parent.map { s * 100_000 + $0 })
            }
            items.expand(section.expanded.map { s * 100_000 + $0 })
            snapshot.setSectionSnapshot(items, for: s)
        }
        view.apply(snapshot)
        return view
    }

    /// A list configuration with supplementary headers and footers where text is given.
    public static func list(_ appearance: ListAppearance, headers: Bool = true, footers: Bool = true) -> SectionLayout {
        var c = ListConfiguration(appearance: appearance)
        if headers { c.headerMode = .supplementary }
        if footers { c.footerMode = .supplementary }
        return .list(c)
    }

    /// A row of `style` with text, secondary text, a symbol and accessories.
    public static func row(
        _ style: ListContentConfiguration.Style = .cell, _ text: String?, secondary: String? = nil,
        symbol: String? = nil, accessories: [CellAccessory] = [],
        configure: ((inout ListContentConfiguration, ListCell) -> Void)? = nil
    ) -> Row {
        { cell in
            var content =
                style == .cell
                ? cell.defaultContentConfiguration()
                : ListContentConfiguration(style: style, traitCollection: cell.traitCollection)
            content.text = text
            content.secondaryText = secondary
            if let symbol { content.image = .systemName(symbol) }
            configure?(&content, cell)
            cell.contentConfiguration = content
            cell.accessories = accessories
        }
    }
}
