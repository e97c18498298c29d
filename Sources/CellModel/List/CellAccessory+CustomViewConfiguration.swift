extension CellAccessory {
    /// A custom view shown as an accessory and how it is placed
    /// (`UICellAccessory.CustomViewConfiguration`).
    public struct CustomViewConfiguration: Hashable, Sendable {
        /// What draws (``Switch``, or an app's own ``AccessoryView``).
        public var customView: AccessoryCustomView
        public var placement: Placement
        /// Hidden views keep their slot.
        public var isHidden: Bool
        /// The slot the view is centred in (UIKit's default `.standard`).
        public var reservedLayoutWidth: LayoutDimension
        /// The view's tint; nil: the cell's.
        public var tintColor: Color?
        /// Whether the view keeps the size it has outside any cell instead of being measured
        /// for the cell's traits (UIKit: keeps its current frame size rather than being sized
        /// during the accessories' layout). A value has no frame, so its "current size" is
        /// the one it gives at the default Dynamic Type size (Large): a view that grows with
        /// text then stays at that size.
        public var maintainsFixedSize: Bool

        public init(
            customView: some AccessoryView, placement: Placement, isHidden: Bool = false,
            reservedLayoutWidth: LayoutDimension = .standard, tintColor: Color? = nil,
            maintainsFixedSize: Bool = false
        ) {
            self.customView = AccessoryCustomView(customView)
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }

        public static func == (a: CustomViewConfiguration, b: CustomViewConfiguration) -> Bool {
            a.customView == b.customView && a.placement == b.placement && a.isHidden == b.isHidden
                && a.reservedLayoutWidth == b.reservedLayoutWidth && a.tintColor == b.tintColor
                && a.maintainsFixedSize == b.maintainsFixedSize
        }

        /// Hashes everything but the tint (`Color` is not hashable); equal values still hash
        /// alike.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(customView)
            hasher.combine(placement)
            hasher.combine(isHidden)
            hasher.combine(reservedLayoutWidth)
            hasher.combine(maintainsFixedSize)
        }
    }
}
