extension ListLayout {
    /// Something app-supplied that the layout could not use, and where: a custom view that
    /// measured itself to a size that is not a finite, non-negative number, say.
    ///
    /// The layout goes on without it (the element gets no height), so one bad view still
    /// gives a complete dump; rendering refuses a layout with problems and reports the
    /// first (`CollectionView` does), so the picture is never silently wrong.
    public struct Problem: Sendable, Equatable, CustomStringConvertible {
        /// The element's path, e.g. `sections[0].items[2]`.
        public let itemID: String
        public let message: String

        public init(itemID: String, message: String) {
            self.itemID = itemID
            self.message = message
        }

        public var description: String { "\(itemID): \(message)" }
    }

    /// Collects problems during one layout pass; the builder is a value, so it keeps this
    /// box to append from its non-mutating methods. Used on one thread only.
    final class ProblemLog {
        var problems: [Problem] = []
    }
}
