import Raster

// What `--dump-layout` writes for each element of a rendered list: where it is, what it
// shows, in which font and colours, and the configuration that produced it. Plain strings
// and numbers so the JSON is stable and readable; colours as "#RRGGBBAA" (straight sRGB).

/// The description of one laid-out element (a cell, header, footer, separator, accessory,
/// section card, grid tile) for the layout dump.
public struct DisplayElement: Codable, Hashable, Sendable {
    /// A path naming the element, e.g. `sections[1].items[3].accessories[0]`.
    public var id: String
    /// cell, header, footer, separator, accessory, sectionBackground, gridCell, pinnedHeader.
    public var kind: String
    /// Points, in the list's content space: [x, y, width, height].
    public var frame: [Double]
    /// Further facts by name: text, font, colours, configuration fields.
    public var properties: [String: String]
    public var children: [DisplayElement]

    public init(
        id: String, kind: String, frame: Rect, properties: [String: String] = [:],
        children: [DisplayElement] = []
    ) {
        self.id = id
        self.kind = kind
        self.frame = [frame.minX, frame.minY, frame.width, frame.height].map(DisplayElement.rounded)
        self.properties = properties
        self.children = children
    }

    /// Four decimals: enough for 1/3-pt frames, stable across platforms.
    static func rounded(_ v: Double) -> Double { (v * 10000).rounded() / 10000 }

    /// "#RRGGBBAA" of a straight sRGB colour.
    package static func hex(_ c: RGBAColor) -> String {
        func byte(_ v: Double) -> String {
            let b = Int((min(1, max(0, v)) * 255).rounded())
            let digits = Array("0123456789ABCDEF")
            return String([digits[b / 16], digits[b % 16]])
        }
        return "#" + byte(c.red) + byte(c.green) + byte(c.blue) + byte(c.alpha)
    }
}

extension DisplayElement {
    /// The element and its children with `prefix` before each id (a custom drawing's
    /// elements placed under the element that holds them).
    public func prefixingIDs(with prefix: String) -> DisplayElement {
        var copy = self
        copy.id = prefix + id
        copy.children = children.map { $0.prefixingIDs(with: prefix) }
        return copy
    }

    /// This element and every element below it, depth first.
    public var flattened: [DisplayElement] {
        [self] + children.flatMap(\.flattened)
    }
}
