import Raster

/// Commands drawn as one layer (a `CALayer` with `opacity` and a shadow): first into a
/// transparent picture of their own, then its shadow and the picture over what is below.
///
/// Why a layer and not the commands at a lower alpha: an opaque background under its text
/// at 80 % shows the list through it once; each command at 80 % would show the background
/// through the text as well. UIKit draws a lifted (reordering) cell this way.
public struct DisplayLayer: Sendable {
    /// The layer's drawing, in the same points as the list's.
    public var commands: [DisplayCommand]
    /// What the commands cover (points); drawing outside it is cut off, and the shadow
    /// spreads around it.
    public var bounds: Rect
    /// Multiplies the layer's alpha (`CALayer.opacity`, 0...1).
    public var opacity: Double
    public var shadow: Shadow?

    /// A drop shadow of the layer's shape (`CALayer.shadow*`): its alpha, in `color`, moved
    /// by `offset` and blurred.
    public struct Shadow: Sendable, Equatable {
        /// The shadow's colour, its alpha included (`shadowColor` × `shadowOpacity`).
        public var color: RGBAColor
        /// `shadowRadius` in points; drawn as a Gaussian of sigma radius / 2, the usual
        /// reading of Core Animation's shadow blur.
        public var radius: Double
        /// `shadowOffset` in points.
        public var offset: Size

        public init(color: RGBAColor, radius: Double, offset: Size) {
            self.color = color
            self.radius = radius
            self.offset = offset
        }
    }

    public init(commands: [DisplayCommand], bounds: Rect, opacity: Double = 1, shadow: Shadow? = nil) {
        self.commands = commands
        self.bounds = bounds
        self.opacity = opacity
        self.shadow = shadow
    }
}
