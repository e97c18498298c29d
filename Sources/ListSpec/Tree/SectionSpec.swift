import RenderCells

/// One section: optional header and footer, an optional layout of its own, and items.
package struct SectionSpec: Hashable, Sendable {
    package var header: ContentSpec?
    package var headerBackground: BackgroundSpec?
    package var footer: ContentSpec?
    package var footerBackground: BackgroundSpec?
    /// The header's state and behaviour (its content and background are the two above).
    package var headerState: [CellState: Bool] = [:]
    package var headerBehavior = ConfigurationBehaviorSpec()
    package var footerState: [CellState: Bool] = [:]
    package var footerBehavior = ConfigurationBehaviorSpec()
    /// nil: the list-wide layout.
    package var layout: SectionLayoutSpec?
    package var items: [ItemSpec]

    package init(
        header: ContentSpec? = nil, footer: ContentSpec? = nil, layout: SectionLayoutSpec? = nil,
        items: [ItemSpec] = []
    ) {
        self.header = header
        self.footer = footer
        self.layout = layout
        self.items = items
    }
}

extension SectionSpec {
    static let fields = ["header", "footer", "layout", "items"]

    /// Reads a section; `listLayout` is the top-level list layout, to check that a header
    /// or footer given here will show.
    init(node: SpecNode, listLayout: ListConfigurationSpec) throws(SpecError) {
        let f = try node.fields(allowed: Self.fields, what: "a section")
        layout = try f.read("layout") { n throws(SpecError) in try SectionLayoutSpec(node: n) }
        if let h = f["header"] {
            let s = try ContentSpec.supplementary(node: h)
            (header, headerBackground, headerState, headerBehavior) = (s.content, s.background, s.state, s.behavior)
        }
        if let h = f["footer"] {
            let s = try ContentSpec.supplementary(node: h)
            (footer, footerBackground, footerState, footerBehavior) = (s.content, s.background, s.state, s.behavior)
        }
        items = try f.read("items") { n throws(SpecError) in try ItemSpec.list(n, what: "items", level: 0) } ?? []

        // A header the layout would not show is a mistake worth naming (UIKit would just
        // never ask for it).
        switch layout {
        case .grid:
            for key in ["header", "footer"] where f.has(key) {
                throw f[key]!.error("grid sections have no \(key)s; give the \(key) to a list section")
            }
        case .list(let own):
            try checkModes(f, own.merged(over: listLayout))
        case nil:
            try checkModes(f, listLayout)
        }
    }

    /// The header as one value, when there is one.
    var headerSpec: SupplementarySpec? {
        header.map { SupplementarySpec(content: $0, background: headerBackground, state: headerState, behavior: headerBehavior) }
    }

    /// The footer as one value, when there is one.
    var footerSpec: SupplementarySpec? {
        footer.map { SupplementarySpec(content: $0, background: footerBackground, state: footerState, behavior: footerBehavior) }
    }

    private func checkModes(_ f: SpecFields, _ list: ListConfigurationSpec) throws(SpecError) {
        if let h = f["header"], let mode = list.headerMode, mode != .supplementary {
            throw h.error(
                "the layout's headerMode is \(mode.rawValue), so this header would not show; "
                    + "remove it or set headerMode: supplementary")
        }
        if let h = f["footer"], list.footerMode == ListConfiguration.FooterMode.none {
            throw h.error(
                "the layout's footerMode is none, so this footer would not show; "
                    + "remove it or set footerMode: supplementary")
        }
    }
}
