extension ListLayout {
    /// Something an app supplied that the layout could not use, and the item it belongs to:
    /// a custom view that measured itself at a negative, NaN or infinite size, say. The
    /// layout goes on (the view is laid out empty) so the rest can still be dumped, but
    /// rendering the list fails with the first problem: it is never swallowed.
    public struct Problem: Sendable, Equatable, CustomStringConvertible {
        /// The item's path, e.g. `sections[0].items[2]`.
        public let itemID: String
        /// What is wrong, naming the view's type.
        public let message: String

        public init(itemID: String, message: String) {
            self.itemID = itemID
            self.message = message
        }

        public var description: String { "\(itemID): \(message)" }
    }

    /// The problems of custom accessory views in `sections`, in list order.
    static func accessoryProblems(in sections: [Section]) -> [Problem] {
        var out: [Problem] = []
        for section in sections {
            for item in [section.header].compactMap({ $0 }) + section.items + [section.footer].compactMap({ $0 }) {
                for accessory in item.accessories {
                    if let view = accessory.customView, let problem = view.problem {
                        out.append(Problem(itemID: item.id, message: "custom view \(view.view.name) \(problem)"))
                    }
                }
            }
        }
        return out
    }
}
