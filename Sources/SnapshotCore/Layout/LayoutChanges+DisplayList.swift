import Display

// A render compared with its reference's dump without writing its own dump and reading it
// back: `render-cells test` has the display list in hand, and parsing the render's dump was
// half of the layout comparison's time. The elements are those ``LayoutDumpReader`` reads
// from `dumpJSON()`: the same strings (JSON's escapes give back every string as it was),
// the same numbers (a Double's shortest description reads back as the same Double) through
// the same `text(number:)`. A list whose dump would be `{}` (a number JSON cannot hold, or
// nesting past the writer's limit), or nests deeper than any real list, is compared
// through its dump, so the answer is the dump's in every case.

extension LayoutChanges {
    /// Compares a reference's dump with a display list: the changes
    /// ``init(reference:actual:)-(String,String)`` finds in the list's `dumpJSON()`; nil when
    /// the reference is not a layout dump.
    public init?(reference: String, actual list: DisplayList) {
        guard let old = LayoutDumpReader.read(reference) else { return nil }
        if let new = Self.elements(of: list) {
            self.init(old, new)
        } else {
            guard let new = LayoutDumpReader.read(String(decoding: list.dumpJSON(), as: UTF8.self)) else { return nil }
            self.init(old, new)
        }
    }

    /// Elements nested deeper than this are compared through the dump (the dump's writer
    /// stops at about 255).
    static let typedDepthLimit = 200

    /// The list's elements as the reader reads them from its dump; nil when the list is one
    /// to compare through its dump (see the top of this file).
    static func elements(of list: DisplayList) -> [Element]? {
        guard list.size.width.isFinite, list.size.height.isFinite, list.scale.isFinite else { return nil }
        var out = [
            Element(
                id: "list", kind: "list",
                fields: [
                    "width": text(number: list.size.width), "height": text(number: list.size.height),
                    "scale": text(number: list.scale), "backgroundColor": DisplayElement.hex(list.backgroundColor)
                ])
        ]
        func walk(_ elements: [DisplayElement], depth: Int) -> Bool {
            guard depth <= typedDepthLimit else { return false }
            for element in elements {
                guard element.frame.allSatisfy(\.isFinite) else { return false }
                var fields: [String: String] = [:]
                if element.frame.count == 4 {
                    fields.reserveCapacity(4 + element.properties.count)
                    for (name, value) in zip(["x", "y", "width", "height"], element.frame) { fields[name] = text(number: value) }
                    // After the frame, as the reader does: a property named `x` wins over the frame's.
                    fields.merge(element.properties) { _, property in property }
                } else {
                    fields = element.properties
                }
                out.append(Element(id: element.id, kind: element.kind, fields: fields))
                guard walk(element.children, depth: depth + 1) else { return false }
            }
            return true
        }
        return walk(list.elements, depth: 0) ? out : nil
    }
}
