import Foundation

/// The drawn properties of a view's layer that a cell's views use (`CALayer`): corner
/// rounding, which corners are rounded, and a border. Shadows, transforms and sublayers
/// are not drawn (docs/uikit.md).
open class CALayer {
    /// Points; the background (and, with `masksToBounds`, the subviews) are rounded by it.
    open var cornerRadius: CGFloat = 0
    open var cornerCurve: CALayerCornerCurve = .circular
    /// Which corners `cornerRadius` rounds (`maskedCorners`); all four by default.
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner,
        .layerMinXMaxYCorner, .layerMaxXMaxYCorner
    ]
    /// Points, drawn inside the bounds above the content and subviews, as Core Animation
    /// draws a border.
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor? = CGColor.black
    /// The same as the view's `clipsToBounds`.
    open var masksToBounds = false
    /// Multiplies the layer's alpha, like the view's `alpha`.
    open var opacity: Float = 1

    public init() {}

    /// The corners' radii in the view's own coordinates (y down: `minY` is the top).
    var cornerRadii: CornerRadii {
        let r = Double(max(0, cornerRadius))
        return CornerRadii(
            topLeft: maskedCorners.contains(.layerMinXMinYCorner) ? r : 0,
            topRight: maskedCorners.contains(.layerMaxXMinYCorner) ? r : 0,
            bottomRight: maskedCorners.contains(.layerMaxXMaxYCorner) ? r : 0,
            bottomLeft: maskedCorners.contains(.layerMinXMaxYCorner) ? r : 0)
    }
}

/// `CALayerCornerCurve`: circular arcs, or Apple's continuous ("squircle") corners.
public struct CALayerCornerCurve: Hashable, Sendable {
    let curve: CornerCurve
    public static let circular = CALayerCornerCurve(curve: .circular)
    public static let continuous = CALayerCornerCurve(curve: .continuous)
}

/// Which corners a layer rounds (`CACornerMask`), in the layer's own coordinates: on iOS
/// `minY` is the top.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// A layer's colour (`CGColor`): the same colour value as `UIColor`, so `.cgColor` keeps
/// a dynamic colour dynamic (iOS resolves it when it is set; here it is resolved with the
/// cell's traits when drawn).
public typealias CGColor = Color

extension Color {
    /// `UIColor.cgColor`.
    public var cgColor: CGColor { self }
}
