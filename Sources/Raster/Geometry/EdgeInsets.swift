/// Insets for the four edges of a rectangle; positive values shrink it.
///
/// `leading`/`trailing` follow UIKit's `NSDirectionalEdgeInsets`; resolve
/// them to left/right with ``resolved(rightToLeft:)`` before using them on a `Rect`.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init(all v: Double) {
        self.init(top: v, leading: v, bottom: v, trailing: v)
    }

    public static let zero = EdgeInsets()

    /// Left and right for a layout direction: leading is right in right-to-left layouts.
    public func resolved(rightToLeft: Bool) -> (left: Double, right: Double) {
        rightToLeft ? (trailing, leading) : (leading, trailing)
    }
}
