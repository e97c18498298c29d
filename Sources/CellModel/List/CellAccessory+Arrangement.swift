// How a cell's accessories are ordered at each edge (docs/uikit-reference.md §3.8).
//
// System accessories have fixed places: at the trailing edge UIKit sorts them by its
// placement values, smaller nearer the content (label 201, checkmark 202, detail 203,
// outline disclosure 204, disclosure indicator 205, reorder 210; DEC-TC). The pop-up
// menu's value is N/F: it is put nearest the content (200, inferred: it stands where a
// value label would, and a disclosure chevron stays outermost). Leading system
// accessories keep the order the app gave. Custom views are then inserted one by one,
// in the order given, each at the index its placement's position picks among the
// accessories already at that edge (leading to trailing, custom views inserted before
// it included), as UIKit documents its position closures. Positions are worked out over
// all of an edge's accessories, shown or not, so a custom view keeps its neighbours
// when editing shows or hides others (inferred).

extension CellAccessory {
    /// The accessories of each edge in leading-to-trailing order, only those shown in a
    /// cell that is (or is not) `editing`.
    ///
    /// Leading: from the cell's leading edge towards the content. Trailing: from the content
    /// towards the cell's trailing edge.
    public static func arranged(_ accessories: [CellAccessory], editing: Bool)
        -> (leading: [CellAccessory], trailing: [CellAccessory])
    {
        func edge(leading: Bool) -> [CellAccessory] {
            let mine = accessories.filter { $0.isLeading == leading }
            var system = mine.filter { $0.accessoryType != .customView }
            if !leading {
                // A stable sort: accessories of one placement keep the app's order.
                system = system.enumerated().sorted { a, b in
                    (a.element.systemPlacement, a.offset) < (b.element.systemPlacement, b.offset)
                }.map(\.element)
            }
            var arranged = system
            for accessory in mine {
                guard case .customView(let configuration) = accessory.kind else { continue }
                arranged.insert(accessory, at: configuration.placement.position.index(in: arranged))
            }
            return arranged.filter { $0.isDisplayed(editing: editing) }
        }
        return (edge(leading: true), edge(leading: false))
    }

    /// UIKit's placement value of a trailing system accessory: smaller sits nearer the
    /// content (see the top of this file).
    var systemPlacement: Int {
        switch kind {
        case .popUpMenu: 200
        case .label: 201
        case .checkmark: 202
        case .detail: 203
        case .outlineDisclosure: 204
        case .disclosureIndicator: 205
        case .reorder: 210
        case .delete, .insert, .multiselect, .customView: 0
        }
    }
}
