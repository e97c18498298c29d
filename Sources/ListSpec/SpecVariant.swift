import RenderCells

/// One snapshot a spec makes under `render-cells test`: a combination of its `variants:`
/// values, named stably (`insetGrouped-dark-AX3-rtl`, `wi-fi-selected`, `320pt-2x`).
public struct SpecVariant: Hashable, Sendable, CustomStringConvertible {
    /// Appearance, style, content size, direction, and a state set on every item.
    public var list: ListVariant
    /// The width and scale to render at; nil: the spec's.
    public var width: Double?
    public var scale: Double?
    /// One item alone in a state (from the item's own `variants:`).
    public var itemState: ItemState?
    /// Whether the snapshot is the accessibility snapshot (each element VoiceOver reads
    /// outlined, with a legend of what it says) instead of the list.
    public var accessibility = false

    public struct ItemState: Hashable, Sendable {
        public var item: ItemID
        /// The item in names: its text made file-safe (`wi-fi`), else `item<n>`.
        public var label: String
        public var state: CellState
    }

    public init(list: ListVariant = ListVariant(), width: Double? = nil, scale: Double? = nil, itemState: ItemState? = nil,
                accessibility: Bool = false)
    {
        self.accessibility = accessibility
        self.list = list
        self.width = width
        self.scale = scale
        self.itemState = itemState
    }

    /// The set axes joined by "-": appearance, style, size, direction, state, then the
    /// item state, width, scale and `accessibility`; "default" when nothing is set.
    public var name: String {
        var parts: [String] = []
        let listName = list.name
        if listName != "default" { parts.append(listName) }
        if let itemState { parts.append("\(itemState.label)-\(itemState.state.rawValue)") }
        if let width { parts.append(SpecNode.format(width) + "pt") }
        if let scale { parts.append(SpecNode.format(scale) + "x") }
        if accessibility { parts.append("accessibility") }
        return parts.isEmpty ? "default" : parts.joined(separator: "-")
    }

    public var description: String { name }
}
