import CellModel

extension ListLayout {
    /// A custom-view accessory as laid out: the view, and what it draws with.
    public struct CustomView: Sendable {
        /// The app's (or the built-in) view.
        public let view: AccessoryCustomView
        /// The accessory's tint, or the cell's.
        public let tintColor: Color
        /// The cell's traits: they resolve colours and give the direction.
        public let traitCollection: TraitCollection
        /// Why the view could not be laid out ("measured itself as nan × 31.0 points; …"),
        /// nil when it could. Such a
        /// view is laid out empty, listed in ``ListLayout/problems``, and drawing it throws.
        public let problem: String?
    }
}
