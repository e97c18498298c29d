import RenderCells

/// What the command line changes in a spec (`render-cells render --width … --state …`):
/// each set field replaces the spec's value.
public struct SpecOverrides: Hashable, Sendable {
    public var width: Double?
    public var scale: Double?
    public var height: Double?
    /// Replaces the appearance of every list section.
    public var appearance: ListAppearance?
    public var userInterfaceStyle: UserInterfaceStyle?
    public var contentSizeCategory: ContentSizeCategory?
    public var layoutDirection: LayoutDirection?
    /// States set on every item.
    public var states: Set<CellState> = []
    /// Replaces the spec's `editing`.
    public var editing: Bool?

    public init() {}

    /// Why a value is out of range (the message the command line prints), or nil when
    /// every set field is acceptable.
    public var problem: String? {
        if let width, !(width > 0 && width <= SpecLimits.maxWidth) {
            return "--width must be more than 0 and at most \(Int(SpecLimits.maxWidth)) points"
        }
        if let scale, ![1.0, 2.0, 3.0].contains(scale) { return "--scale must be 1, 2 or 3" }
        if let height, !(height > 0 && height <= SpecLimits.maxHeight) {
            return "--height must be more than 0 and at most \(Int(SpecLimits.maxHeight)) points"
        }
        return nil
    }
}
