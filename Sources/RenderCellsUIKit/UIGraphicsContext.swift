import Foundation

/// The drawing a view's `draw(_:)` override is making, while it runs: its fills and
/// strokes, recorded as custom display commands in the view's coordinates moved to the
/// root's. One per thread, so views drawn on different threads never share one.
final class UIGraphicsContext {
    var fillColor: UIColor = .black
    var strokeColor: UIColor = .black
    private let origin: Point
    private let traits: UITraitCollection
    private let area: Rect
    private(set) var commands: [DisplayCommand] = []

    private init(origin: Point, traits: UITraitCollection, area: Rect) {
        self.origin = origin
        self.traits = traits
        self.area = area
    }

    private static let key = "RenderCellsUIKit.UIGraphicsContext"

    /// The context of the `draw(_:)` running on this thread, if any.
    static var current: UIGraphicsContext? {
        Thread.current.threadDictionary[key] as? UIGraphicsContext
    }

    /// Runs `draw` with a context of its own and adds what it drew to `drawing`.
    static func recording(into drawing: inout ViewDrawingBuilder, traits: UITraitCollection, _ draw: () -> Void) {
        let context = UIGraphicsContext(origin: drawing.origin, traits: traits, area: drawing.rootArea)
        let outer = Thread.current.threadDictionary[key]
        Thread.current.threadDictionary[key] = context
        draw()
        Thread.current.threadDictionary[key] = outer
        drawing.commands += context.commands
    }

    func fill(_ path: Path) {
        let color = fillColor.resolvedRGBA(with: traits)
        let moved = path.applying(Transform(a: 1, b: 0, c: 0, d: 1, tx: origin.x, ty: origin.y))
        commands.append(
            .custom(
                CustomDrawing(name: "draw(_:)") { canvas, _ in
                    canvas.fill(moved, with: .color(color))
                }, area))
    }

    func stroke(_ path: Path, style: StrokeStyle) {
        let color = strokeColor.resolvedRGBA(with: traits)
        let moved = path.applying(Transform(a: 1, b: 0, c: 0, d: 1, tx: origin.x, ty: origin.y))
        commands.append(
            .custom(
                CustomDrawing(name: "draw(_:)") { canvas, _ in
                    canvas.stroke(moved, style: style, with: .color(color))
                }, area))
    }
}
