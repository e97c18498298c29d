extension CellAccessory {
    /// How wide a slot an accessory reserves (`UICellAccessory.LayoutDimension`): the
    /// accessory is centred in the slot and keeps its own size, so accessories of different
    /// widths can line the content up across cells.
    public enum LayoutDimension: Hashable, Sendable {
        /// The accessory's own width.
        case actual
        /// The system's standard width. For a custom view UIKit's value is not published
        /// (N/F); here it is the view's own width, as ``actual``.
        case standard
        /// A width in points; an accessory wider than it overflows the slot, centred.
        case custom(Double)

        /// The slot's width for an accessory `actualWidth` points wide. A custom width that
        /// is negative or not finite reserves nothing beyond the actual width.
        public func reservedWidth(forActualWidth actualWidth: Double) -> Double {
            switch self {
            case .actual, .standard: actualWidth
            case .custom(let width): width.isFinite && width >= 0 ? width : actualWidth
            }
        }
    }
}
