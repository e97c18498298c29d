import RenderCells

/// A spec's list another way: one snapshot a spec makes under `render-cells test` (a
/// combination of its `variants:` values, named stably: `insetGrouped-dark-AX3-rtl`,
/// `wi-fi-selected`, `320pt-2x`), what `render` and `compare` draw from their options, and
/// what the Swift API renders. Each field left unset (nil, empty, false) keeps the spec's
/// own value.
///
/// Two fields name states, with different meanings, because users ask for both:
/// - ``list``'s `state` *shows* every item in one state, as a comparison of states does:
///   that state on and the other view flags (highlighted, selected, disabled, focused)
///   off, whatever the spec set (`variants: {state: […]}`, `compare --state`).
/// - ``addedStates`` *adds* states to what each item's own `state:` sets, as if the spec
///   said so (`render --state`, repeatable): `selected` and `editing` together, or
///   `disabled` on a list whose items are selected; `normal` clears the items' own states
///   first.
public struct SpecVariant: Hashable, Sendable, CustomStringConvertible {
    /// Appearance, style, size, direction, contrast, and a state every item is shown in.
    public var list: ListVariant
    /// The width and scale to render at; nil: the spec's.
    public var width: Double?
    public var scale: Double?
    /// The picture's height in points (crops or extends the list like a screenshot); nil:
    /// the spec's `height`, else as tall as the content.
    public var height: Double?
    /// Whether the list is in editing mode (UIKit's `isEditing`: cells in the editing
    /// state, their editing accessories shown); nil: the spec's `editing`.
    public var editing: Bool?
    /// States added to every item's own (outline children too), as its `state:` would set
    /// them; `CellState.normal` clears each item's own states first.
    public var addedStates: Set<CellState> = []
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

    public init(
        list: ListVariant = ListVariant(), width: Double? = nil, scale: Double? = nil, height: Double? = nil,
        editing: Bool? = nil, addedStates: Set<CellState> = [], itemState: ItemState? = nil,
        accessibility: Bool = false
    ) {
        self.accessibility = accessibility
        self.list = list
        self.width = width
        self.scale = scale
        self.height = height
        self.editing = editing
        self.addedStates = addedStates
        self.itemState = itemState
    }

    /// The set axes joined by "-": appearance, style, size, direction, state, then the
    /// item state, width, scale, height (`600ptTall`), editing (`editingList`,
    /// `notEditingList`), added states (`with-selected+focused`, in `CellState` order)
    /// and `accessibility`; "default" when nothing is set.
    public var name: String {
        var parts: [String] = []
        let listName = list.name
        if listName != "default" { parts.append(listName) }
        if let itemState { parts.append("\(itemState.label)-\(itemState.state.rawValue)") }
        if let width { parts.append(SpecNode.format(width) + "pt") }
        if let scale { parts.append(SpecNode.format(scale) + "x") }
        if let height { parts.append(SpecNode.format(height) + "ptTall") }
        if let editing { parts.append(editing ? "editingList" : "notEditingList") }
        if !addedStates.isEmpty {
            parts.append("with-" + CellState.allCases.filter(addedStates.contains).map(\.rawValue).joined(separator: "+"))
        }
        if accessibility { parts.append("accessibility") }
        return parts.isEmpty ? "default" : parts.joined(separator: "-")
    }

    public var description: String { name }

    /// Why a size is out of the spec's range (the field named as in the spec), or nil when
    /// every set size is acceptable.
    public var problem: String? {
        if let width, !(width > 0 && width <= SpecLimits.maxWidth) {
            return "the width must be more than 0 and at most \(Int(SpecLimits.maxWidth)) points"
        }
        if let scale, ![1.0, 2.0, 3.0].contains(scale) { return "the scale must be 1, 2 or 3" }
        if let height, !(height > 0 && height <= SpecLimits.maxHeight) {
            return "the height must be more than 0 and at most \(Int(SpecLimits.maxHeight)) points"
        }
        return nil
    }
}
