import RenderCells
import Yams

// Scalar readers. Numbers and booleans must be unquoted (`width: "390"` is a string, and
// saying so catches a spec generated with the wrong types); numbers must be finite and in
// the field's range; names are matched exactly, with the allowed ones listed and the
// nearest suggested.

extension SpecNode {
    /// A scalar's text and whether it was written without quotes.
    private func scalar(expected: String) throws(SpecError) -> (text: String, plain: Bool) {
        guard case .scalar(let s) = node else { throw error("expected \(expected), got \(kindDescription)") }
        return (s.string, s.style == .plain)
    }

    /// A string: any scalar but null, taken as written (`42` reads as "42"), at most
    /// ``SpecLimits/maxTextLength`` characters (and ``SpecLimits/maxTotalTextLength`` for
    /// all strings together).
    func string(what: String = "a string") throws(SpecError) -> String {
        guard !isNull else { throw error("expected \(what), got null (quote it to mean the text \"null\")") }
        let text = try scalar(expected: what).text
        let length = text.unicodeScalars.count
        guard length <= SpecLimits.maxTextLength else {
            throw error("the text is \(length) characters long, over the limit of \(SpecLimits.maxTextLength)")
        }
        // Aliases can repeat one long string everywhere; the total bounds the text layout.
        context.textLength += length
        guard context.textLength <= SpecLimits.maxTotalTextLength else {
            throw error("the spec's strings are more than \(SpecLimits.maxTotalTextLength) characters in all, the limit")
        }
        return text
    }

    /// An unquoted, finite number in `range`.
    func number(in range: ClosedRange<Double>, what: String = "a number") throws(SpecError) -> Double {
        try plainNumber(
            in: range, what: what, parse: { Double($0) }, shown: Self.format,
            refusal: { $0.isFinite ? nil : "which is not finite" })
    }

    /// An unquoted whole number in `range`.
    func integer(in range: ClosedRange<Int>, what: String = "a whole number") throws(SpecError) -> Int {
        try plainNumber(in: range, what: what, parse: { Int($0) }, shown: { String($0) })
    }

    /// The one reading of an unquoted number for ``number(in:what:)`` and
    /// ``integer(in:what:)``: `parse` reads the text, `refusal` names why a parsed value is
    /// still not allowed (nil when it is), and `shown` writes the range's bounds in messages.
    private func plainNumber<Value: Comparable>(
        in range: ClosedRange<Value>, what: String, parse: (String) -> Value?, shown: (Value) -> String,
        refusal: (Value) -> String? = { _ in nil }
    ) throws(SpecError) -> Value {
        let (text, plain) = try scalar(expected: what)
        guard plain, let value = parse(text) else {
            throw error("expected \(what), got \(kindDescription)")
        }
        if let reason = refusal(value) { throw error("expected \(what), got \(Self.shown(text)), \(reason)") }
        guard range.contains(value) else {
            throw error(
                "\(Self.shown(text)) is out of range; expected \(what) from \(shown(range.lowerBound)) to \(shown(range.upperBound))"
            )
        }
        return value
    }

    /// An unquoted `true` or `false`.
    func bool() throws(SpecError) -> Bool {
        let (text, plain) = try scalar(expected: "true or false")
        switch (text, plain) {
        case ("true", true): return true
        case ("false", true): return false
        default: throw error("expected true or false, got \(kindDescription)")
        }
    }

    /// One of `names`, exactly; `what` names the field in the message ("variant").
    func name(among names: [String], what: String) throws(SpecError) -> String {
        // "an appearance name", "a variant name": the article follows the word's sound.
        let article = what.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        let text = try string(what: "\(article) \(what) name")
        guard names.contains(text) else {
            throw error(
                "unknown \(what) '\(Self.shown(text))'; expected one of \(Self.list(names))"
                    + Self.suggestion(for: text, among: names))
        }
        return text
    }

    /// A case of a string enum by its raw value; `excluding` drops cases a spec may not
    /// name (`unspecified`).
    func choice<E: RawRepresentable & CaseIterable>(_ type: E.Type, what: String, excluding: [E] = [])
        throws(SpecError) -> E where E.RawValue == String, E: Equatable
    {
        let names = E.allCases.filter { !excluding.contains($0) }.map(\.rawValue)
        return E(rawValue: try name(among: names, what: what))!
    }

    /// A value of a variant axis by one of its names (``VariantAxisValue``): `AX3`, `rtl`.
    func axisValue<V: VariantAxisValue>(_ type: V.Type, what: String) throws(SpecError) -> V {
        V(axisName: try name(among: V.axisNames, what: what))!
    }

    /// A length in points: finite, within ±``SpecLimits/maxLength`` (or `range`).
    func length(in range: ClosedRange<Double> = -SpecLimits.maxLength...SpecLimits.maxLength) throws(SpecError)
        -> Double
    {
        try number(in: range, what: "a length in points")
    }

    /// A colour: a system or fixed colour name, `#RRGGBB`, `#RRGGBBAA`, or
    /// `{light: …, dark: …}`.
    func color() throws(SpecError) -> ColorSpec {
        if case .mapping = node {
            let f = try fields(allowed: ["light", "dark"], what: "a light/dark colour pair")
            guard let light = f["light"], let dark = f["dark"] else {
                throw error("a light/dark colour pair needs both 'light' and 'dark'")
            }
            return .dynamic(light: try light.color(), dark: try dark.color())
        }
        let text = try string(what: "a colour")
        if text.hasPrefix("#") {
            guard let rgba = ColorSpec.parseHex(text) else {
                throw error("'\(Self.shown(text))' is not a hex colour; expected #RRGGBB or #RRGGBBAA")
            }
            return .rgba(rgba)
        }
        if Color.systemColor(named: text) != nil { return .system(text) }
        if ColorSpec.fixedColors.contains(where: { $0.name == text }) { return .fixed(text) }
        throw error(
            "unknown colour '\(Self.shown(text))'; expected a system colour (label, secondaryLabel, systemBlue, …), "
                + "a fixed colour (clear, black, white, …), #RRGGBB, #RRGGBBAA or {light: …, dark: …}"
                + Self.suggestion(for: text, among: ColorSpec.names))
    }

    /// A colour, or null for "the view's tint colour" (UIKit's nil).
    func colorOrTint() throws(SpecError) -> ColorSpec? {
        isNull ? nil : try color()
    }

    /// Edge insets: one number for every edge, or a mapping of some of `top`, `leading`,
    /// `bottom`, `trailing` (the edges not named keep their value).
    func insets() throws(SpecError) -> InsetsSpec {
        if case .scalar = node {
            let v = try length()
            return InsetsSpec(top: v, leading: v, bottom: v, trailing: v)
        }
        let f = try fields(allowed: ["top", "leading", "bottom", "trailing"], what: "insets")
        return InsetsSpec(
            top: try f.read("top") { n throws(SpecError) in try n.length() },
            leading: try f.read("leading") { n throws(SpecError) in try n.length() },
            bottom: try f.read("bottom") { n throws(SpecError) in try n.length() },
            trailing: try f.read("trailing") { n throws(SpecError) in try n.length() })
    }

    /// A size: `[width, height]` or `{width: …, height: …}`; `allowStandard` lets a
    /// dimension be `standard` (UIKit's system dimension, for `reservedLayoutSize`).
    func size(allowStandard: Bool = false) throws(SpecError) -> Size {
        func dimension(_ n: SpecNode) throws(SpecError) -> Double {
            if allowStandard, case .scalar(let s) = n.node, s.string == "standard", s.style == .plain {
                return ListContentConfiguration.ImageProperties.standardDimension
            }
            return try n.length(in: 0...SpecLimits.maxLength)
        }
        switch node {
        case .sequence:
            let parts = try elements(what: "dimensions")
            guard parts.count == 2 else { throw error("expected [width, height], got \(parts.count) numbers") }
            return Size(width: try dimension(parts[0]), height: try dimension(parts[1]))
        default:
            let f = try fields(allowed: ["width", "height"], what: "a size")
            guard let w = f["width"], let h = f["height"] else {
                throw error("a size needs both 'width' and 'height'")
            }
            return Size(width: try dimension(w), height: try dimension(h))
        }
    }

    /// A number without a trailing ".0".
    static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }

    // MARK: Lists of names, and the values of particular fields

    /// A list of axes: `[horizontal, vertical]`, `[horizontal]`, `[]`.
    func axes() throws(SpecError) -> Axis {
        var axis: Axis = []
        for element in try elements(what: "axes", limit: 2) {
            switch try element.name(among: ["horizontal", "vertical"], what: "axis") {
            case "horizontal": axis.insert(.horizontal)
            default: axis.insert(.vertical)
            }
        }
        return axis
    }

    /// A list of edges: some of `top`, `leading`, `bottom`, `trailing`, or `[all]`.
    func edges() throws(SpecError) -> BackgroundConfiguration.DirectionalRectEdge {
        var edges: BackgroundConfiguration.DirectionalRectEdge = []
        for element in try elements(what: "edges", limit: 4) {
            switch try element.name(among: ["top", "leading", "bottom", "trailing", "all"], what: "edge") {
            case "top": edges.insert(.top)
            case "leading": edges.insert(.leading)
            case "bottom": edges.insert(.bottom)
            case "trailing": edges.insert(.trailing)
            default: edges = .all
            }
        }
        return edges
    }

    /// `{fractionalWidth: 0.25}` or `{absolute: 80}` (`NSCollectionLayoutDimension`).
    func gridDimension() throws(SpecError) -> GridConfiguration.Dimension {
        let f = try fields(allowed: ["fractionalWidth", "absolute"], what: "a dimension")
        switch (f["fractionalWidth"], f["absolute"]) {
        case (let fraction?, nil): return .fractionalWidth(try fraction.number(in: 0.001...1, what: "a fraction of the width"))
        case (nil, let points?): return .absolute(try points.length(in: 1...SpecLimits.maxLength))
        default: throw error("a dimension is either {fractionalWidth: f} or {absolute: points}")
        }
    }

    /// A list width: a number in (0, ``SpecLimits/maxWidth``].
    func width() throws(SpecError) -> Double {
        let w = try number(in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude, what: "a width in points")
        guard w > 0, w <= SpecLimits.maxWidth else {
            throw error(
                "\(Self.shown(node.scalar?.string ?? Self.format(w))) is out of range; expected a width in points more than 0 and at most "
                    + "\(Self.format(SpecLimits.maxWidth))")
        }
        return w
    }

    /// A display scale: 1, 2 or 3.
    func scale() throws(SpecError) -> Double {
        let s = try number(in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude, what: "a scale")
        guard [1.0, 2.0, 3.0].contains(s) else {
            throw error("\(Self.shown(node.scalar?.string ?? Self.format(s))) is not a display scale; expected 1, 2 or 3")
        }
        return s
    }
}
