/// An immutable vector path made of subpaths of lines and Bézier curves.
///
/// Build one with ``PathBuilder`` or the shape constructors in `Path+Shapes.swift`.
/// A path knows nothing about pixels: the rasterizer maps it to device space
/// with a transform, then flattens it.
public struct Path: Hashable, Sendable {
    /// One drawing command; control points precede the end point.
    public enum Element: Hashable, Sendable {
        case move(to: Point)
        case line(to: Point)
        case quad(control: Point, to: Point)
        case cubic(control1: Point, control2: Point, to: Point)
        case close
    }

    public let elements: [Element]

    /// The bounding box of all points, control points included (so it may be larger than the shape).
    ///
    /// Found once, when the path is made: every draw asks for it (to skip shapes outside the
    /// clip), and walking the elements again each time was 1.5 % of scene S2.
    public let controlBounds: Rect

    init(elements: [Element]) {
        self.elements = elements
        self.controlBounds = Path.controlBounds(of: elements)
    }

    /// The empty path.
    public init() {
        self.init(elements: [])
    }

    // A path is its elements; the bounds follow from them.
    public static func == (a: Path, b: Path) -> Bool { a.elements == b.elements }

    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

    public var isEmpty: Bool { elements.isEmpty }

    /// True when every coordinate is finite; the rasterizer draws nothing for other paths.
    public var isFinite: Bool {
        elements.allSatisfy { e in
            switch e {
            case .move(let p), .line(let p): return p.isFinite
            case .quad(let c, let p): return c.isFinite && p.isFinite
            case .cubic(let c1, let c2, let p): return c1.isFinite && c2.isFinite && p.isFinite
            case .close: return true
            }
        }
    }

    private static func controlBounds(of elements: [Element]) -> Rect {
        var x0 = Double.infinity
        var y0 = Double.infinity
        var x1 = -Double.infinity
        var y1 = -Double.infinity
        func add(_ p: Point) {
            x0 = min(x0, p.x)
            y0 = min(y0, p.y)
            x1 = max(x1, p.x)
            y1 = max(y1, p.y)
        }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .quad(let c, let p):
                add(c)
                add(p)
            case .cubic(let c1, let c2, let p):
                add(c1)
                add(c2)
                add(p)
            case .close: break
            }
        }
        if x0 > x1 { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The path with every point mapped by `t`.
    public func applying(_ t: Transform) -> Path {
        if t.isIdentity { return self }
        return Path(
            elements: elements.map { e in
                switch e {
                case .move(let p): return .move(to: t.apply(p))
                case .line(let p): return .line(to: t.apply(p))
                case .quad(let c, let p): return .quad(control: t.apply(c), to: t.apply(p))
                case .cubic(let c1, let c2, let p):
                    return .cubic(control1: t.apply(c1), control2: t.apply(c2), to: t.apply(p))
                case .close: return .close
                }
            })
    }

    /// The path followed by all of `other`'s subpaths.
    public func appending(_ other: Path) -> Path {
        Path(elements: elements + other.elements)
    }
}
