/// A set of layout axes (`UIAxis`), e.g. which superview margins a view preserves.
public struct Axis: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let horizontal = Axis(rawValue: 1 << 0)
    public static let vertical = Axis(rawValue: 1 << 1)
    public static let both: Axis = [.horizontal, .vertical]
}
