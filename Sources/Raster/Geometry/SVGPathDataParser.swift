// A reader of SVG path data (SVG 1.1 §8.3 grammar), byte by byte, into a ``PathBuilder``.
//
// Everything an icon set's `d` attributes use is here: the ten commands in both cases,
// implicit repetition, packed numbers ("1.5.5" is 1.5 then .5; "1-2" is 1 then -2) and
// arc flags written as one digit without separators ("a1 1 0 00 1 1"). S and T reflect
// the previous command's second control point only after C/S (Q/T), as the grammar says,
// else they use the current point. Arcs follow the implementation notes (F.6.5, F.6.6):
// radii scaled up when too small, a zero radius a straight line, an arc to its own start
// nothing; then the centre form is cut into pieces of at most 90°, each one cubic.

/// Reads SVG path data into a ``Path``; see ``Path/init(svgPathData:)``.
struct SVGPathDataParser {
    private let bytes: [UInt8]
    private var i = 0
    private var builder = PathBuilder()
    /// The current point and the start of the current subpath, in user units.
    private var current = Point.zero
    private var start = Point.zero
    /// The second control point of the previous C/S (for S) or the control of the previous
    /// Q/T (for T); nil when the previous command was of another kind.
    private var lastCubicControl: Point?
    private var lastQuadControl: Point?

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func parse() throws(SVGPathDataError) -> Path {
        guard bytes.count <= Path.maximumSVGPathDataLength else {
            throw SVGPathDataError(
                offset: Path.maximumSVGPathDataLength,
                reason: "path data is \(bytes.count) bytes, more than the \(Path.maximumSVGPathDataLength)-byte limit")
        }
        skipSeparators(commas: false)
        guard i < bytes.count else { return Path() }
        guard bytes[i] == UInt8(ascii: "M") || bytes[i] == UInt8(ascii: "m") else {
            throw SVGPathDataError(offset: i, reason: "path data must start with a moveto ('M' or 'm'), found \(describe(i))")
        }
        while true {
            skipSeparators(commas: false)
            guard i < bytes.count else { break }
            let letter = bytes[i]
            let at = i
            i += 1
            try command(letter, at: at)
        }
        return builder.build()
    }

    // MARK: - Commands

    private mutating func command(_ letter: UInt8, at: Int) throws(SVGPathDataError) {
        let relative = letter >= UInt8(ascii: "a")
        let name = Character(Unicode.Scalar(letter))
        func origin(_ p: Point) -> Point { relative ? p : .zero }
        switch letter | 0x20 {
        case UInt8(ascii: "z"):
            builder.close()
            ended(at: start)
            return
        case UInt8(ascii: "m"):
            let p = try point(after: name) + origin(current)
            builder.move(to: p)
            start = p
            ended(at: p)
            // Further pairs are implicit linetos, relative when the moveto was.
            while hasMoreNumbers() {
                let q = try point(after: name) + origin(current)
                builder.line(to: q)
                ended(at: q)
            }
            return
        default:
            break
        }
        // Every other command takes one or more groups of numbers.
        repeat {
            let o = origin(current)
            switch letter | 0x20 {
            case UInt8(ascii: "l"):
                let p = try point(after: name) + o
                builder.line(to: p)
                ended(at: p)
            case UInt8(ascii: "h"):
                let x = try number(after: name) + o.x
                let p = Point(x: x, y: current.y)
                builder.line(to: p)
                ended(at: p)
            case UInt8(ascii: "v"):
                let y = try number(after: name) + o.y
                let p = Point(x: current.x, y: y)
                builder.line(to: p)
                ended(at: p)
            case UInt8(ascii: "c"):
                let c1 = try point(after: name) + o
                let c2 = try point(after: name) + o
                let p = try point(after: name) + o
                builder.cubic(to: p, control1: c1, control2: c2)
                ended(at: p, cubicControl: c2)
            case UInt8(ascii: "s"):
                let c2 = try point(after: name) + o
                let p = try point(after: name) + o
                let c1 = lastCubicControl.map { current * 2 - $0 } ?? current
                builder.cubic(to: p, control1: c1, control2: c2)
                ended(at: p, cubicControl: c2)
            case UInt8(ascii: "q"):
                let c = try point(after: name) + o
                let p = try point(after: name) + o
                builder.quad(to: p, control: c)
                ended(at: p, quadControl: c)
            case UInt8(ascii: "t"):
                let p = try point(after: name) + o
                let c = lastQuadControl.map { current * 2 - $0 } ?? current
                builder.quad(to: p, control: c)
                ended(at: p, quadControl: c)
            case UInt8(ascii: "a"):
                let rx = try number(after: name)
                let ry = try number(after: name)
                let rotation = try number(after: name)
                let largeArc = try flag(after: name)
                let sweep = try flag(after: name)
                let p = try point(after: name) + o
                arc(to: p, rx: rx, ry: ry, rotationDegrees: rotation, largeArc: largeArc, sweep: sweep)
                ended(at: p)
            default:
                throw SVGPathDataError(offset: at, reason: "unknown path command \(describe(at))")
            }
        } while hasMoreNumbers()
    }

    /// Makes `p` the current point after a command, keeping the control point the next S
    /// (after C/S) or T (after Q/T) reflects; every other command leaves none to reflect.
    private mutating func ended(at p: Point, cubicControl: Point? = nil, quadControl: Point? = nil) {
        current = p
        lastCubicControl = cubicControl
        lastQuadControl = quadControl
    }

    /// Adds an elliptical arc from the current point to `p` (SVG's endpoint form).
    private mutating func arc(
        to p: Point, rx: Double, ry: Double, rotationDegrees: Double, largeArc: Bool,
        sweep: Bool
    ) {
        let p0 = current
        if p0 == p { return }
        var rx = abs(rx)
        var ry = abs(ry)
        if rx == 0 || ry == 0 {
            builder.line(to: p)
            return
        }
        let phi = rotationDegrees.truncatingRemainder(dividingBy: 360) * Double.pi / 180
        let cs = cosine(phi)
        let sn = sine(phi)
        // F.6.5 step 1: the midpoint difference in the ellipse's axes.
        let dx = (p0.x - p.x) / 2
        let dy = (p0.y - p.y) / 2
        let x1 = cs * dx + sn * dy
        let y1 = -sn * dx + cs * dy
        // F.6.6: radii too small to reach are scaled up until they just do.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            let s = lambda.squareRoot()
            rx *= s
            ry *= s
        }
        // Step 2: the centre in the ellipse's axes.
        let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var k = den > 0 ? (max(0, num) / den).squareRoot() : 0
        if largeArc == sweep { k = -k }
        let cx1 = k * rx * y1 / ry
        let cy1 = -k * ry * x1 / rx
        // Step 3: the centre in user space.
        let cx = cs * cx1 - sn * cy1 + (p0.x + p.x) / 2
        let cy = sn * cx1 + cs * cy1 + (p0.y + p.y) / 2
        // Step 4: start angle and sweep on the unit circle.
        let ux = (x1 - cx1) / rx
        let uy = (y1 - cy1) / ry
        let vx = (-x1 - cx1) / rx
        let vy = (-y1 - cy1) / ry
        let theta1 = arcTangent(uy, ux)
        var delta = arcTangent(ux * vy - uy * vx, ux * vx + uy * vy)
        if !sweep, delta > 0 { delta -= 2 * Double.pi }
        if sweep, delta < 0 { delta += 2 * Double.pi }
        guard delta.isFinite, delta != 0 else {
            builder.line(to: p)
            return
        }
        // Pieces of at most 90°, each a cubic on the unit circle mapped to the ellipse.
        func map(_ u: Point) -> Point {
            Point(x: cx + cs * rx * u.x - sn * ry * u.y, y: cy + sn * rx * u.x + cs * ry * u.y)
        }
        UnitArc.forEachPiece(startAngle: theta1, sweep: delta) { control1, control2, end, isLast in
            // The last piece ends exactly at the given end point, not at a rounded copy.
            builder.cubic(to: isLast ? p : map(end), control1: map(control1), control2: map(control2))
        }
    }

    // MARK: - Numbers

    private mutating func point(after command: Character) throws(SVGPathDataError) -> Point {
        let x = try number(after: command)
        let y = try number(after: command)
        return Point(x: x, y: y)
    }

    /// Whether another number follows (after separators): the command repeats.
    private mutating func hasMoreNumbers() -> Bool {
        skipSeparators(commas: true)
        guard i < bytes.count else { return false }
        let b = bytes[i]
        return isDigit(b) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: ".")
    }

    /// An arc flag: a single 0 or 1, which may be followed directly by the next number.
    private mutating func flag(after command: Character) throws(SVGPathDataError) -> Bool {
        skipSeparators(commas: true)
        guard i < bytes.count, bytes[i] == UInt8(ascii: "0") || bytes[i] == UInt8(ascii: "1") else {
            throw SVGPathDataError(offset: i, reason: "expected an arc flag (0 or 1) after '\(command)', found \(describe(i))")
        }
        defer { i += 1 }
        return bytes[i] == UInt8(ascii: "1")
    }

    /// A number: sign, digits, optional fraction, optional exponent (SVG's `number`).
    private mutating func number(after command: Character) throws(SVGPathDataError) -> Double {
        skipSeparators(commas: true)
        let begin = i
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
        var digits = 0
        while i < bytes.count, isDigit(bytes[i]) {
            i += 1
            digits += 1
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            while i < bytes.count, isDigit(bytes[i]) {
                i += 1
                digits += 1
            }
        }
        guard digits > 0 else {
            i = begin
            throw SVGPathDataError(offset: begin, reason: "expected a number after '\(command)', found \(describe(begin))")
        }
        // An exponent only when digits follow the 'e' (so "1e" is 1 then a bad command).
        if i < bytes.count, bytes[i] | 0x20 == UInt8(ascii: "e") {
            var j = i + 1
            if j < bytes.count, bytes[j] == UInt8(ascii: "-") || bytes[j] == UInt8(ascii: "+") { j += 1 }
            if j < bytes.count, isDigit(bytes[j]) {
                while j < bytes.count, isDigit(bytes[j]) { j += 1 }
                i = j
            }
        }
        let text = String(decoding: bytes[begin..<i], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw SVGPathDataError(offset: begin, reason: "number '\(text)' after '\(command)' is out of range")
        }
        return value
    }

    private func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    /// Skips whitespace, and one comma among it when `commas` (numbers' separators).
    private mutating func skipSeparators(commas: Bool) {
        var sawComma = !commas
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C {
                i += 1
            } else if b == UInt8(ascii: ","), !sawComma {
                sawComma = true
                i += 1
            } else {
                break
            }
        }
    }

    /// The byte at `offset` for a message: the character, or "the end".
    private func describe(_ offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the data" }
        let b = bytes[offset]
        if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        return "byte 0x\(String(b, radix: 16, uppercase: true))"
    }
}
