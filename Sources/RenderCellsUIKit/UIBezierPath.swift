import Foundation

/// A path a `draw(_:)` override fills or strokes (`UIBezierPath`), in the view's points.
///
/// `fill()` and `stroke()` draw in the colour last set with `UIColor.setFill()` /
/// `setStroke()` (or `set()`), into the view being drawn; outside `draw(_:)` they draw
/// nothing, as UIKit's do without a current context.
open class UIBezierPath {
    private var builder = PathBuilder()
    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter

    public init() {}

    public convenience init(rect: CGRect) {
        self.init()
        builder.add(Path(rect: Self.rect(rect)))
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        builder.add(Path(ellipseIn: Self.rect(rect)))
    }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        builder.add(Path(roundedRect: Self.rect(rect), cornerRadius: Double(cornerRadius), cornerCurve: .continuous))
    }

    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
        clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    open func move(to point: CGPoint) { builder.move(to: Self.point(point)) }
    open func addLine(to point: CGPoint) { builder.line(to: Self.point(point)) }
    open func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) {
        builder.quad(to: Self.point(point), control: Self.point(controlPoint))
    }
    open func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        builder.cubic(to: Self.point(point), control1: Self.point(controlPoint1), control2: Self.point(controlPoint2))
    }
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        builder.addArc(
            center: Self.point(center), radius: Double(radius), startAngle: Double(startAngle),
            endAngle: Double(endAngle), clockwise: clockwise)
    }
    open func close() { builder.close() }

    /// Fills the path in the current fill colour.
    open func fill() {
        UIGraphicsContext.current?.fill(builder.build())
    }

    /// Strokes the path, centred on it, `lineWidth` wide in the current stroke colour.
    open func stroke() {
        UIGraphicsContext.current?.stroke(
            builder.build(),
            style: StrokeStyle(
                width: Double(lineWidth), lineJoin: lineJoinStyle.join,
                lineCap: lineCapStyle.cap))
    }

    static func rect(_ r: CGRect) -> Rect {
        Rect(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height))
    }
    static func point(_ p: CGPoint) -> Point { Point(x: Double(p.x), y: Double(p.y)) }
}

/// `CGLineCap`.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
    var cap: LineCap { self == .butt ? .butt : self == .round ? .round : .square }
}

/// `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
    var join: LineJoin { self == .miter ? .miter : self == .round ? .round : .bevel }
}

/// Fills `rect` in the current fill colour (`UIRectFill`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsContext.current?.fill(Path(rect: UIBezierPath.rect(rect)))
}

extension Color {
    /// Makes this the colour `fill()` uses in the current `draw(_:)` (`setFill()`).
    public func setFill() { UIGraphicsContext.current?.fillColor = self }
    /// Makes this the colour `stroke()` uses in the current `draw(_:)` (`setStroke()`).
    public func setStroke() { UIGraphicsContext.current?.strokeColor = self }
    /// Both (`set()`).
    public func set() {
        setFill()
        setStroke()
    }
}
