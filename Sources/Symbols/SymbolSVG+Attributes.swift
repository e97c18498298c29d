import Foundation
import Raster

// Attribute values of the SVG subset ``SymbolSVG`` reads: presentation attributes (also
// from `style`), the viewBox, each shape element's geometry and the transform list.

extension SymbolSVG {
    /// The presentation attributes an element's style changes; others are geometry or ignored
    /// metadata (xmlns, id, class, width and height of the <svg>).
    static let presentationNames: Set<String> = [
        "fill", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit", "opacity",
        "fill-opacity", "stroke-opacity", "transform", "fill-rule", "display", "visibility"
    ]

    /// The element's presentation attributes by name, a `style` attribute's declarations
    /// overriding the plain attributes (as CSS does).
    static func presentation(_ attributes: [(name: String, value: String)]) -> [String: String] {
        var out: [String: String] = [:]
        for (name, value) in attributes where presentationNames.contains(name) {
            out[name] = value.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        if let style = attributes.first(where: { $0.name == "style" })?.value {
            for declaration in style.split(separator: ";") {
                let parts = declaration.split(separator: ":", maxSplits: 1)
                guard parts.count == 2 else { continue }
                let name = String(parts[0]).trimmingCharacters(in: .whitespacesAndNewlines)
                guard presentationNames.contains(name) else { continue }
                out[name] = String(parts[1]).trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }
        return out
    }

    /// Applies presentation values to the inherited style.
    static func apply(_ values: [String: String], to style: inout Style, where place: String, file: String)
        throws(SymbolError)
    {
        func fail(_ reason: String) -> SymbolError { .invalidSymbolFile(path: file, reason: "\(place): \(reason)") }
        if let v = values["fill"] { style.fills = v != "none" }
        if let v = values["stroke"] { style.strokes = v != "none" }
        if let v = values["stroke-width"] {
            guard let w = number(v.hasSuffix("px") ? String(v.dropLast(2)) : v), w >= 0 else {
                throw fail("stroke-width '\(v)' is not a non-negative number")
            }
            style.stroke.width = w
        }
        // SVG's keywords are the enums' raw values.
        if let v = values["stroke-linecap"] {
            guard let cap = LineCap(rawValue: v) else { throw fail("stroke-linecap '\(v)' is not butt, round or square") }
            style.stroke.lineCap = cap
        }
        if let v = values["stroke-linejoin"] {
            guard let join = LineJoin(rawValue: v) else { throw fail("stroke-linejoin '\(v)' is not miter, round or bevel") }
            style.stroke.lineJoin = join
        }
        if let v = values["stroke-miterlimit"] {
            guard let m = number(v), m >= 1 else { throw fail("stroke-miterlimit '\(v)' is not a number ≥ 1") }
            style.stroke.miterLimit = m
        }
        // A symbol is one colour, so an element is drawn or not: a partly transparent one
        // (a duotone icon's 20 % layer) is left out, as a monochrome symbol has no such layer.
        for key in ["opacity", "fill-opacity", "stroke-opacity"] {
            guard let v = values[key] else { continue }
            guard let o = number(v), o >= 0 else { throw fail("\(key) '\(v)' is not a number") }
            guard o < 1 else { continue }
            switch key {
            case "fill-opacity": style.fills = false
            case "stroke-opacity": style.strokes = false
            default: style.hidden = true
            }
        }
        if values["display"] == "none" || values["visibility"] == "hidden" { style.hidden = true }
        if let v = values["fill-rule"], v != "nonzero" {
            throw fail("fill-rule '\(v)' is not supported (symbols are filled nonzero)")
        }
        if let v = values["transform"] {
            style.transform = try transform(v, where: place, file: file).concatenating(style.transform)
        }
    }

    /// The viewBox of the <svg> element (min-x, min-y, width, height), which must be positive.
    static func viewBox(_ attributes: [(name: String, value: String)], where place: String, file: String)
        throws(SymbolError) -> Rect
    {
        guard let v = attributes.first(where: { $0.name == "viewBox" })?.value else {
            throw .invalidSymbolFile(path: file, reason: "\(place): no viewBox attribute")
        }
        let n = numbers(v)
        guard let n, n.count == 4, n[2] > 0, n[3] > 0 else {
            throw .invalidSymbolFile(path: file, reason: "\(place): viewBox '\(v)' is not four numbers with a positive size")
        }
        return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// A shape element's geometry in its own units; nil for a shape that has none (a zero
    /// radius or size, as SVG says: not drawn).
    static func geometry(
        _ name: String, _ attributes: [(name: String, value: String)], where place: String,
        file: String
    ) throws(SymbolError) -> Path? {
        func fail(_ reason: String) -> SymbolError { .invalidSymbolFile(path: file, reason: "\(place): \(reason)") }
        func value(_ key: String, default d: Double? = nil) throws(SymbolError) -> Double {
            guard let text = attributes.first(where: { $0.name == key })?.value else {
                if let d { return d }
                throw fail("no '\(key)' attribute")
            }
            guard let v = number(text) else { throw fail("'\(key)' is '\(text)', not a number") }
            return v
        }
        switch name {
        case "path":
            guard let d = attributes.first(where: { $0.name == "d" })?.value else { throw fail("no 'd' attribute") }
            do {
                let path = try Path(svgPathData: d)
                return path.isEmpty ? nil : path
            } catch {
                throw fail(error.description)
            }
        case "circle", "ellipse":
            // A circle is the ellipse whose two radii are its `r`.
            let rx = try value(name == "circle" ? "r" : "rx")
            let ry = name == "circle" ? rx : try value("ry")
            guard rx > 0, ry > 0 else { return nil }
            let cx = try value("cx", default: 0)
            let cy = try value("cy", default: 0)
            return Path(ellipseIn: Rect(x: cx - rx, y: cy - ry, width: 2 * rx, height: 2 * ry))
        case "rect":
            let w = try value("width")
            let h = try value("height")
            guard w > 0, h > 0 else { return nil }
            let x = try value("x", default: 0)
            let y = try value("y", default: 0)
            // SVG: a missing rx or ry takes the other's value; both are clamped to half the side.
            let hasRX = attributes.contains { $0.name == "rx" }
            let hasRY = attributes.contains { $0.name == "ry" }
            var rx = try value("rx", default: 0)
            var ry = try value("ry", default: 0)
            if hasRX, !hasRY { ry = rx }
            if hasRY, !hasRX { rx = ry }
            let r = min(max(0, rx), max(0, ry), w / 2, h / 2)
            let rect = Rect(x: x, y: y, width: w, height: h)
            return r > 0 ? Path(roundedRect: rect, cornerRadius: r) : Path(rect: rect)
        case "line":
            var b = PathBuilder()
            b.move(to: Point(x: try value("x1", default: 0), y: try value("y1", default: 0)))
            b.line(to: Point(x: try value("x2", default: 0), y: try value("y2", default: 0)))
            return b.build()
        case "polyline", "polygon":
            guard let text = attributes.first(where: { $0.name == "points" })?.value else { throw fail("no 'points' attribute") }
            guard let n = numbers(text), n.count >= 2, n.count % 2 == 0 else {
                throw fail("'points' is not an even list of numbers")
            }
            var b = PathBuilder()
            b.move(to: Point(x: n[0], y: n[1]))
            for k in stride(from: 2, to: n.count, by: 2) { b.line(to: Point(x: n[k], y: n[k + 1])) }
            if name == "polygon" { b.close() }
            return b.build()
        case "title", "desc", "metadata":
            return nil
        default:
            throw fail("element <\(name)> is not supported")
        }
    }

    /// An SVG transform list: translate, scale, rotate (about a point), skewX, skewY and
    /// matrix, applied right to left as SVG says.
    static func transform(_ text: String, where place: String, file: String) throws(SymbolError) -> Transform {
        func fail(_ reason: String) -> SymbolError {
            .invalidSymbolFile(path: file, reason: "\(place): transform '\(text)': \(reason)")
        }
        var result = Transform.identity
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" }
            guard !rest.isEmpty else { break }
            guard let open = rest.firstIndex(of: "("), let close = rest.firstIndex(of: ")"), open < close else {
                throw fail("expected name(numbers)")
            }
            let name = rest[..<open].trimmingCharacters(in: .whitespacesAndNewlines)
            guard let a = numbers(String(rest[rest.index(after: open)..<close])) else { throw fail("bad numbers") }
            let t: Transform
            switch (name, a.count) {
            case ("translate", 1): t = Transform(translationX: a[0], y: 0)
            case ("translate", 2): t = Transform(translationX: a[0], y: a[1])
            case ("scale", 1): t = Transform(scale: a[0])
            case ("scale", 2): t = Transform(scaleX: a[0], y: a[1])
            case ("rotate", 1): t = Transform(rotationAngle: a[0] * Double.pi / 180)
            case ("rotate", 3):
                t = Transform(translationX: -a[1], y: -a[2])
                    .concatenating(Transform(rotationAngle: a[0] * Double.pi / 180))
                    .concatenating(Transform(translationX: a[1], y: a[2]))
            case ("matrix", 6): t = Transform(a: a[0], b: a[1], c: a[2], d: a[3], tx: a[4], ty: a[5])
            default: throw fail("'\(name)' with \(a.count) numbers is not a transform")
            }
            // "translate(…) rotate(…)" maps points by the rotation first, then the translation.
            result = t.concatenating(result)
            rest = rest[rest.index(after: close)...]
        }
        return result
    }

    /// A finite number, or nil.
    static func number(_ text: String) -> Double? {
        guard let v = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)), v.isFinite else { return nil }
        return v
    }

    /// Numbers separated by spaces and/or commas; nil when one is not a finite number.
    static func numbers(_ text: String) -> [Double]? {
        var out: [Double] = []
        for part in text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" }) {
            guard let v = number(String(part)) else { return nil }
            out.append(v)
        }
        return out
    }
}
