extension ListLayout {
    /// The problems of custom accessory views in `sections`, in list order: a view that
    /// measured itself at an unusable size is laid out empty and named here with its
    /// accessory's path (`sections[0].items[1].accessories[0]`, as in the layout dump),
    /// after the pass, from the laid-out items.
    static func accessoryProblems(in sections: [Section]) -> [Problem] {
        var out: [Problem] = []
        for section in sections {
            for item in [section.header].compactMap({ $0 }) + section.items + [section.footer].compactMap({ $0 }) {
                for (index, accessory) in item.accessories.enumerated() {
                    if let view = accessory.customView, let problem = view.problem {
                        out.append(Problem(itemID: "\(item.id).accessories[\(index)]",
                                           message: "custom view \(view.view.name) \(problem)"))
                    }
                }
            }
        }
        return out
    }
}
