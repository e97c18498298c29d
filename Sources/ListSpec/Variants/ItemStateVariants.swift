import RenderCells

/// An item's own `variants: {state: […]}`: snapshots of the list with this item alone in
/// each of the states.
struct ItemStateVariants {
    static let fields = ["state"]

    static func read(_ node: SpecNode) throws(SpecError) -> [CellState] {
        let f = try node.fields(allowed: fields, what: "an item's variants")
        guard let n = f["state"] else { throw node.error("an item's variants name 'state', a list of cell states") }
        let elements: [SpecNode]
        if case .sequence = n.node { elements = try n.elements(what: "state", limit: 16) } else { elements = [n] }
        guard !elements.isEmpty else { throw n.error("'state' lists no values") }
        var out: [CellState] = []
        for e in elements {
            let state = try e.axisValue(CellState.self, what: "cell state")
            guard !out.contains(state) else { throw e.error("this value is listed twice") }
            out.append(state)
        }
        return out
    }
}
