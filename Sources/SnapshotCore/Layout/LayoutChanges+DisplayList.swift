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
        // The list's size as its frame's width and height (the dump's `width` and `height`).
        var size = Frame()
        (size[2], size[3]) = (.number(list.size.width), .number(list.size.height))
        var out = [
            Element(
                id: "list", kind: "list", frame: size,
                properties: ["scale": text(number: list.scale), "backgroundColor": DisplayElement.hex(list.backgroundColor)])
        ]
        func walk(_ elements: [DisplayElement], depth: Int) -> Bool {
            guard depth <= typedDepthLimit else { return false }
            for element in elements {
                guard element.frame.allSatisfy(\.isFinite) else { return false }
                // The element's own properties, not copied (nor the frame written as text): the
                // comparison needs only the values that differ as text.
                let f = element.frame
                let frame =
                    f.count == 4
                    ? Frame(x: .number(f[0]), y: .number(f[1]), width: .number(f[2]), height: .number(f[3])) : Frame()
                out.append(Element(id: element.id, kind: element.kind, frame: frame, properties: element.properties))
                guard walk(element.children, depth: depth + 1) else { return false }
            }
            return true
        }
        return walk(list.elements, depth: 0) ? out : nil
    }
}
