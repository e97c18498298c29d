import Raster

/// How an image is placed in a rectangle of another size (`UIView.ContentMode`).
///
/// `left` and `right` are physical edges, as in UIKit, not leading and trailing.
public enum ImageContentMode: String, Hashable, Sendable, CaseIterable, Codable {
    /// Stretched to fill the rectangle, ignoring the aspect ratio.
    case scaleToFill
    /// Scaled to fit inside, keeping the aspect ratio (letterboxed).
    case scaleAspectFit
    /// Scaled to cover the rectangle, keeping the aspect ratio (the overflow is clipped).
    case scaleAspectFill
    /// As `scaleToFill`; UIKit's "redraw on bounds change" means nothing for a still image.
    case redraw
    case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight

    /// Where an image of `imageSize` points lands inside `bounds` (points, y down).
    ///
    /// Non-scaling modes keep the image at its own size, so the result may reach outside
    /// `bounds`; the caller clips to the bounds, as a view does. An empty image gives an
    /// empty rectangle at the anchor point.
    public func frame(forImageOfSize imageSize: Size, in bounds: Rect) -> Rect {
        let w = imageSize.width
        let h = imageSize.height
        switch self {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            guard w > 0, h > 0 else { return Rect(origin: bounds.center, size: .zero) }
            let sx = bounds.width / w
            let sy = bounds.height / h
            let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let size = Size(width: w * s, height: h * s)
            return Rect(
                x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                width: size.width, height: size.height)
        default:
            let x: Double
            switch self {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - w
            default: x = bounds.midX - w / 2
            }
            let y: Double
            switch self {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - h
            default: y = bounds.midY - h / 2
            }
            return Rect(x: x, y: y, width: w, height: h)
        }
    }
}
