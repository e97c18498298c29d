import RenderCells

extension SpecNode {
    /// A list design generation: `ios18` or `ios26` (the top-level `design:` and the
    /// `design` variant axis, docs/spec.md).
    func designGeneration() throws(SpecError) -> ListDesign {
        try axisValue(ListDesign.self, what: "design generation")
    }
}
