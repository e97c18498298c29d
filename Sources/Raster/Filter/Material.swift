/// A recipe for an iOS-style material (the background of a visual-effect view): the
/// backdrop blurred, its colours saturated, then one or two tints laid over it.
///
/// ``apply(to:region:)`` runs the three steps in that order on a region of a pixmap
/// that already holds the backdrop. The blur treats the region as a window onto the
/// pixmap, reading the content around it, as a bar's blur picks up what scrolls
/// beneath its edge; pixels outside the region are not changed. Units are device
/// pixels; ``init(blurRadius:scale:saturation:tint:secondaryTint:edgeMode:)`` takes
/// UIKit's points.
public struct Material: Hashable, Sendable {
    /// Standard deviation of the backdrop blur, in device pixels; 0 for none.
    public var blurSigma: Double
    /// Saturation factor applied after the blur: 1 leaves colours as they are.
    public var saturation: Double
    /// Colour laid over the saturated backdrop (source-over), if any.
    public var tint: RGBAColor?
    /// A second colour laid over the first, if any.
    public var secondaryTint: RGBAColor?
    /// What the blur reads past the pixmap's bounds; a backdrop repeats its edges.
    public var edgeMode: BlurEdgeMode

    public init(
        blurSigma: Double, saturation: Double = 1, tint: RGBAColor? = nil,
        secondaryTint: RGBAColor? = nil, edgeMode: BlurEdgeMode = .clamp
    ) {
        self.blurSigma = blurSigma
        self.saturation = saturation
        self.tint = tint
        self.secondaryTint = secondaryTint
        self.edgeMode = edgeMode
    }

    /// A material whose blur radius is given in points, taken as the Gaussian's standard
    /// deviation (the meaning of Core Image's blur radius and CSS `blur()`), at `scale`
    /// device pixels per point.
    public init(
        blurRadius: Double, scale: Double, saturation: Double = 1, tint: RGBAColor? = nil,
        secondaryTint: RGBAColor? = nil, edgeMode: BlurEdgeMode = .clamp
    ) {
        self.init(
            blurSigma: blurRadius * scale, saturation: saturation, tint: tint,
            secondaryTint: secondaryTint, edgeMode: edgeMode)
    }

    /// Blurs, saturates and tints `region` of `pixmap` in place (clipped to its bounds).
    public func apply(to pixmap: inout Pixmap, region: IntRect) {
        let r = region.intersection(pixmap.bounds)
        guard !r.isEmpty else { return }
        GaussianBlur(sigma: blurSigma, edgeMode: edgeMode).apply(to: &pixmap, region: r)
        ColorMatrix.saturation(saturation).apply(to: &pixmap, region: r)
        for color in [tint, secondaryTint] {
            if let color { Material.overlay(color.premultiplied, on: &pixmap, region: r) }
        }
    }

    /// `dst = src + dst · (1 − srcAlpha)` over every pixel of `region`, on premultiplied
    /// bytes with exact rounding.
    static func overlay(_ color: PremultipliedRGBA8, on pixmap: inout Pixmap, region r: IntRect) {
        guard color.a != 0 else { return }
        let src = color.packed
        let width = pixmap.width
        pixmap.data.withUnsafeMutableBytes { raw in
            let pixels = raw.bindMemory(to: UInt32.self)
            for y in r.y..<r.maxY {
                let row = pixels.baseAddress! + y * width + r.x
                if color.a == 255 {
                    row.update(repeating: src, count: r.width)
                } else {
                    for i in 0..<r.width { row[i] = sourceOver(src, row[i]) }
                }
            }
        }
    }
}
