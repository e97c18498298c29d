// The layout dump (`--dump-layout`): every element with its frame, font, colours and the
// configuration behind it, as pretty-printed JSON with sorted keys so two dumps diff
// line by line. It is written by hand (PrettyJSON, the bytes Foundation's JSONEncoder
// writes with those options): every reference picture carries its dump, and a failure's
// picture is written with one, where the encoder's tree of boxed values took about 1.7 ms
// of a 3x screen's failure.

extension DisplayList {
    /// The elements as JSON (UTF-8, pretty-printed, keys sorted, a trailing newline); `{}`
    /// when a number in it is NaN or infinite, which JSON cannot hold, or its arrays and
    /// objects nest 512 deep (elements about 255 deep): Foundation's encoder, which wrote the
    /// dump before, refused both.
    public func dumpJSON() -> [UInt8] {
        var json = PrettyJSON(capacity: 4096 + 1024 * elements.count)
        // Keys in sorted order: backgroundColor, elements, height, scale, width.
        json.openObject()
        json.key("backgroundColor")
        json.string(DisplayElement.hex(backgroundColor))
        json.key("elements")
        Self.write(elements, into: &json)
        json.key("height")
        json.number(size.height)
        json.key("scale")
        json.number(scale)
        json.key("width")
        json.number(size.width)
        json.closeObject()
        // The closing line break written in place: appending it to the finished document
        // copied the whole dump (a full 3x screen's is about 50 KB) into a new array.
        json.lineBreak()
        guard let document = try? json.document() else { return Array("{}\n".utf8) }
        return document
    }

    /// `elements` as an array of objects, keys in sorted order: children, frame, id, kind,
    /// properties.
    static func write(_ elements: [DisplayElement], into json: inout PrettyJSON) {
        json.openArray()
        // Each element lent from the array's storage, not copied out of it: a copy retained
        // and released its id, kind, frame, properties and children, element by element.
        elements.withUnsafeBufferPointer { elements in
            for i in elements.indices {
                json.element()
                json.openObject()
                json.key("children")
                write(elements[i].children, into: &json)
                json.key("frame")
                json.numbers(elements[i].frame)
                json.key("id")
                json.string(elements[i].id)
                json.key("kind")
                json.string(elements[i].kind)
                json.key("properties")
                json.object(elements[i].properties)
                json.closeObject()
            }
        }
        json.closeArray()
    }
}
