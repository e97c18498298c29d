extension ListLayout {
    /// The problems of custom accessory views in `sections`, in list order: a view that
    /// measured itself at an unusable size is laid out empty and named here with its
    /// accessory's path (`sections[0].items[1].accessories[0]`, as in the layout dump),
    /// after the pass, from the laid-out items.
    static func accessoryProblems(in sections: [Section]) -> [Problem] {
        var out: [Problem] = []
        // Visited in place: concatenating a section's items into a new array would copy
        // every laid-out row (measured: 2.5 % of a 10,000-row layout).
        func visit(_ item: Item) {
            for (index, accessory) in item.accessories.enumerated() {
                if let view = accessory.customView, let problem = view.problem {
                    out.append(Problem(itemID: "\(item.id).accessories[\(index)]",
                                       message: "custom view \(view.view.name) \(problem)"))
                }
            }
        }
        for section in sections {
            if let header = section.header { visit(header) }
            for item in section.items { visit(item) }
            if let footer = section.footer { visit(footer) }
        }
        return out
    }
}
