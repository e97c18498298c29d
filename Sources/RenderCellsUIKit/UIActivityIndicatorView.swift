import Foundation

/// A spinner (`UIActivityIndicatorView`), drawn at rest: one still frame of its spokes while
/// it is animating, nothing when it is stopped and `hidesWhenStopped` (UIKit's default).
///
/// The iOS 13+ figure: eight round-capped spokes, the brightest at the top and each next
/// one clockwise dimmer (docs/uikit-reference.md §8; unverified frame).
open class UIActivityIndicatorView: UIView {
    open var style: Style = .medium { didSet { invalidateIntrinsicContentSize() } }
    open var color: UIColor! = .secondaryLabel
    open var hidesWhenStopped = true
    public private(set) var isAnimating = false

    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        frame.size = intrinsicContentSize
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }

    /// 20 × 20 pt medium, 37 × 37 pt large (docs/uikit-reference.md §8).
    open override var intrinsicContentSize: CGSize {
        style == .large ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    override func drawContent(into drawing: inout ViewDrawingBuilder) {
        guard isAnimating || !hidesWhenStopped else { return }
        let side = intrinsicContentSize.width
        let center = drawing.rect(CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)).origin
        // Spokes from 45 % to 100 % of the radius, 2/20 of the side wide (docs/uikit-reference.md §8, unverified).
        let outer = Double(side) / 2
        let inner = outer * 0.45
        let width = Double(side) * 0.1
        let base = (color ?? .secondaryLabel).resolvedRGBA(with: drawing.traits)
        for i in 0..<8 {
            let angle = -Double.pi / 2 + Double(i) * Double.pi / 4
            var builder = PathBuilder()
            builder.move(
                to: Point(x: center.x + cos(angle) * (inner + width / 2), y: center.y + sin(angle) * (inner + width / 2)))
            builder.line(
                to: Point(x: center.x + cos(angle) * (outer - width / 2), y: center.y + sin(angle) * (outer - width / 2)))
            let path = builder.build()
            var dimmed = base
            dimmed.alpha *= 1 - Double(i) * 0.1
            let spoke = dimmed
            let style = StrokeStyle(width: width, lineJoin: .round, lineCap: .round)
            let area = drawing.rootArea
            drawing.commands.append(
                .custom(
                    CustomDrawing(name: "UIActivityIndicatorView") { canvas, _ in
                        canvas.stroke(path, style: style, with: .color(spoke))
                    }, area))
        }
    }

    /// `UIActivityIndicatorView.Style`.
    public enum Style: Int, Sendable {
        case medium, large
    }
}
