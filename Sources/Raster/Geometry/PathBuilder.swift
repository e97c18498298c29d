/// Builds a ``Path`` command by command.
///
/// A drawing command before any `move` starts a subpath at the origin of the
/// last subpath (or (0,0)), as CoreGraphics does.
public struct PathBuilder: Sendable {
    private var elements: [Path.Element] = []
    private var subpathStart = Point.zero
    private var current = Point.zero
    private var hasCurrent = false

    public init() {}

    public var currentPoint: Point? { hasCurrent ? current : nil }

    public mutating func move(to p: Point) {
        elements.append(.move(to: p))
        subpathStart = p
        current = p
        hasCurrent = true
    }

    public mutating func line(to p: Point) {
        ensureSubpath()
        elements.append(.line(to: p))
        current = p
    }

    public mutating func quad(to p: Point, control c: Point) {
        ensureSubpath()
        elements.append(.quad(control: c, to: p))
        current = p
    }

    public mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
        ensureSubpath()
        elements.append(.cubic(control1: c1, control2: c2, to: p))
        current = p
    }

    public mutating func close() {
        guard hasCurrent else { return }
        elements.append(.close)
        current = subpathStart
        // The next drawing command continues from the subpath's start, as in CoreGraphics.
        hasCurrent = false
    }

    /// Adds a circular arc as cubic Béziers (at most 90° each, error < 0.03 % of the radius).
    ///
    /// Angles are in radians; with y pointing down, increasing angles turn clockwise on
    /// screen. `clockwise` names the on-screen direction. If there is a current point,
    /// a line joins it to the arc's start; otherwise the arc starts a subpath.
    public mutating func addArc(
        center: Point, radius: Double, startAngle: Double, endAngle: Double,
        clockwise: Bool
    ) {
        let twoPi = 2 * Double.pi
        var sweep = endAngle - startAngle
        if clockwise {
            // Screen-clockwise is the direction of increasing angle when y points down.
            while sweep < 0 { sweep += twoPi }
            if sweep > twoPi { sweep = twoPi }
        } else {
            while sweep > 0 { sweep -= twoPi }
            if sweep < -twoPi { sweep = -twoPi }
        }
        let start = Point(x: center.x + radius * cosine(startAngle), y: center.y + radius * sine(startAngle))
        if hasCurrent { line(to: start) } else { move(to: start) }
        guard radius > 0, sweep != 0 else { return }
        func map(_ u: Point) -> Point { Point(x: center.x + radius * u.x, y: center.y + radius * u.y) }
        UnitArc.forEachPiece(startAngle: startAngle, sweep: sweep) { control1, control2, end, _ in
            cubic(to: map(end), control1: map(control1), control2: map(control2))
        }
    }

    /// Appends all subpaths of `path`.
    public mutating func add(_ path: Path) {
        for e in path.elements {
            switch e {
            case .move(let p): move(to: p)
            case .line(let p): line(to: p)
            case .quad(let c, let p): quad(to: p, control: c)
            case .cubic(let c1, let c2, let p): cubic(to: p, control1: c1, control2: c2)
            case .close: close()
            }
        }
    }

    public func build() -> Path {
        Path(elements: elements)
    }

    private mutating func ensureSubpath() {
        if !hasCurrent { move(to: current) }
    }
}
