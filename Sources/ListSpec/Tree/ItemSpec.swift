import RenderCells

/// One item of a section (a list row, an outline row or a grid tile): its content, the
/// cell's state, accessories, background and separators, and its outline children.
package struct ItemSpec: Hashable, Sendable {
    /// The item's field path, e.g. `sections[0].items[2].children[1]`; names the item in
    /// messages and in the layout dump.
    package var path: String
    package var content: ContentSpec
    /// States set on (true) or cleared from (false) the cell; the others are the list's.
    package var state: [CellState: Bool]
    /// nil: no accessories.
    package var accessories: [AccessorySpec]
    package var background: BackgroundSpec?
    /// Per-row separator settings, over the list's.
    package var separator: SeparatorSpec?
    /// nil: the outline level.
    package var indentationLevel: Int?
    /// Points per indentation level; nil: the list's default.
    package var indentationWidth: Double?
    /// Whether indentation also moves leading accessories; nil: UIKit's default, true.
    package var indentsAccessories: Bool?
    /// Outline children, shown while `state.expanded` is true.
    package var children: [ItemSpec]
    /// `variants: {state: […]}`: under `render-cells test`, a snapshot of the list with this
    /// item alone in each of these states.
    package var stateVariants: [CellState] = []
    /// The actions the item reveals when swiped, and which edge its `swiped` state shows.
    package var swipeActions: SwipeActionsSpec?
    /// false: the data source's `canReorderItem` refuses the item, and its reorder control
    /// does not show.
    package var canReorder = true
    /// Points a `reordering` item is drawn below its slot (`ListCell.reorderingTranslation`).
    package var reorderingTranslation: Double?
    /// Custom states, trait overrides, automatic updates and configuration updates.
    package var behavior = ConfigurationBehaviorSpec()
    /// What the item tells VoiceOver (`accessibilityLabel` and the rest, on the cell).
    package var accessibility = AccessibilitySpec()

    package init(
        path: String, content: ContentSpec = ContentSpec(), state: [CellState: Bool] = [:],
        accessories: [AccessorySpec] = [], background: BackgroundSpec? = nil, separator: SeparatorSpec? = nil,
        indentationLevel: Int? = nil, indentationWidth: Double? = nil, children: [ItemSpec] = []
    ) {
        self.path = path
        self.content = content
        self.state = state
        self.accessories = accessories
        self.background = background
        self.separator = separator
        self.indentationLevel = indentationLevel
        self.indentationWidth = indentationWidth
        self.children = children
    }
}

extension ItemSpec {
    static let itemFields =
        [
            "accessories", "state", "background", "separator", "indentationLevel",
            "indentationWidth", "indentsAccessories", "children", "variants", "swipeActions", "canReorder",
            "reorderingTranslation"
        ] + ConfigurationBehaviorSpec.fields + AccessibilitySpec.fields

    /// Reads an item at outline `level` (0 for a section's items).
    ///
    /// Children are read depth first, but ``SpecLimits/maxOutlineDepth`` bounds the depth
    /// and the item count is charged for a whole list before any of it is read, so a
    /// spec over the limit fails before it costs anything.
    init(node: SpecNode, level: Int) throws(SpecError) {
        let f = try node.fields(allowed: ContentSpec.fields + Self.itemFields, what: "an item")
        path = node.path
        content = try ContentSpec(fields: f)
        let states = try f.read("state") { n throws(SpecError) in try n.states() }
        state = states?.system ?? [:]
        behavior = try ConfigurationBehaviorSpec(fields: f, customStates: states?.custom ?? [:])
        accessibility = try AccessibilitySpec(fields: f)
        accessories =
            try f.read("accessories") { n throws(SpecError) in
                try n.elements(what: "accessories", limit: SpecLimits.maxAccessories).map { e throws(SpecError) in
                    try AccessorySpec(node: e)
                }
            } ?? []
        background = try f.read("background") { n throws(SpecError) in try BackgroundSpec(node: n) }
        separator = try f.read("separator") { n throws(SpecError) in try SeparatorSpec(node: n) }
        indentationLevel = try f.read("indentationLevel") { n throws(SpecError) in
            try n.integer(in: 0...SpecLimits.maxOutlineDepth, what: "an indentation level")
        }
        indentationWidth = try f.read("indentationWidth") { n throws(SpecError) in
            try n.length(in: 0...SpecLimits.maxLength)
        }
        indentsAccessories = try f.read("indentsAccessories") { n throws(SpecError) in try n.bool() }
        stateVariants = try f.read("variants") { n throws(SpecError) in try ItemStateVariants.read(n) } ?? []
        if state[.dragLifting] == true, state[.dragging] == true, let node = f["state"] {
            throw node.error("dragLifting and dragging are two moments of one drag (cellDragState); set one of them")
        }
        swipeActions = try f.read("swipeActions") { n throws(SpecError) in try SwipeActionsSpec(node: n) }
        canReorder = try f.read("canReorder") { n throws(SpecError) in try n.bool() } ?? true
        reorderingTranslation = try f.read("reorderingTranslation") { n throws(SpecError) in
            try n.number(in: -SpecLimits.maxLength...SpecLimits.maxLength, what: "a translation in points")
        }
        if let childrenNode = f["children"] {
            guard level < SpecLimits.maxOutlineDepth else {
                throw childrenNode.error("the outline nests deeper than \(SpecLimits.maxOutlineDepth) levels, the limit")
            }
            children = try ItemSpec.list(childrenNode, what: "children", level: level + 1)
        } else {
            children = []
        }
    }

    /// The items of an `items` or `children` list, charged against the item limit first.
    static func list(_ node: SpecNode, what: String, level: Int) throws(SpecError) -> [ItemSpec] {
        if case .sequence(let sequence) = node.node {
            node.context.itemCount += sequence.count
            guard node.context.itemCount <= SpecLimits.maxItems else {
                throw node.error("the spec has more than \(SpecLimits.maxItems) items (outline children included), the limit")
            }
        }
        return try node.elements(what: what).map { e throws(SpecError) in try ItemSpec(node: e, level: level) }
    }
}

extension ItemSpec {
    /// This item and its descendants with `states` set; `CellState.normal` clears the
    /// item's own states first.
    func settingStates(_ states: Set<CellState>) -> ItemSpec {
        var item = self
        if states.contains(.normal) { item.state = [:] }
        for state in states where state != .normal { item.state[state] = true }
        item.children = children.map { $0.settingStates(states) }
        return item
    }
}
