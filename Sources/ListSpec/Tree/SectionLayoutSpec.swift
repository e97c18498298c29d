import RenderCells

/// A section's own layout, replacing the list-wide one: a list whose named settings go
/// over the top-level `layout`'s, or a grid.
///
/// ```yaml
/// layout: {list: {appearance: sidebar}}
/// layout: {grid: {columns: 4}}
/// ```
package enum SectionLayoutSpec: Hashable, Sendable {
    case list(ListConfigurationSpec)
    case grid(GridSpec)
}

extension SectionLayoutSpec {
    init(node: SpecNode) throws(SpecError) {
        let f = try node.fields(allowed: ["list", "grid"], what: "a section layout")
        switch (f["list"], f["grid"]) {
        case (let list?, nil): self = .list(try ListConfigurationSpec(node: list))
        case (nil, let grid?): self = .grid(try GridSpec(node: grid))
        default: throw node.error("a section layout is either {list: …} or {grid: …}")
        }
    }
}
