/// One element of a layout dump that is new, gone or different between a reference and
/// an actual render: the unit a failure message and a report list under "layout changes".
public struct LayoutChange: Sendable, Equatable, Codable {
    /// Whether the element is in both dumps.
    public enum Status: String, Sendable, Codable {
        case added, removed, changed
    }

    /// One value that differs: a frame component (`x`, `y`, `width`, `height`), a property
    /// (`font`, `color`, `string`, `background.color` …) or a list-wide value.
    public struct Field: Sendable, Equatable, Codable {
        public var name: String
        /// The value in the reference, nil when the reference did not have the field.
        public var reference: String?
        /// The value now, nil when the field is gone.
        public var actual: String?

        public init(name: String, reference: String?, actual: String?) {
            self.name = name
            self.reference = reference
            self.actual = actual
        }
    }

    /// The element's stable identifier (`sections[0].items[2].secondaryText`), or `list`
    /// for the list-wide values.
    public var id: String
    /// The element's kind (`cell`, `text`, `image`, `separator` …).
    public var kind: String
    public var status: Status
    /// The differing fields of a changed element (empty for added and removed ones).
    public var fields: [Field]

    public init(id: String, kind: String, status: Status, fields: [Field] = []) {
        self.id = id
        self.kind = kind
        self.status = status
        self.fields = fields
    }

    /// One line for a person: `sections[0].items[1].text (text): font body 17pt → footnote 13pt; height 20.29 → 15.51`.
    /// Its UTF-8 written into one buffer of the right size and made a String once: a
    /// failing run's report writes a line for every change (JUnit's details), and joining
    /// interpolated pieces made and threw away five strings a field.
    public var summary: String {
        let none = "none"
        var count = id.utf8.count + kind.utf8.count + 7
        for field in fields {
            count += field.name.utf8.count + (field.reference ?? none).utf8.count + (field.actual ?? none).utf8.count + 8
        }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(count)
        utf8 += id.utf8
        utf8 += " (".utf8
        utf8 += kind.utf8
        switch status {
        case .added: utf8 += "): new".utf8
        case .removed: utf8 += "): gone".utf8
        case .changed:
            utf8 += "): ".utf8
            for (index, field) in fields.enumerated() {
                if index > 0 { utf8 += "; ".utf8 }
                utf8 += field.name.utf8
                utf8.append(UInt8(ascii: " "))
                utf8 += (field.reference ?? none).utf8
                utf8 += " → ".utf8
                utf8 += (field.actual ?? none).utf8
            }
        }
        // The pieces are Strings, so the bytes are UTF-8 and read back unchanged.
        return String(decoding: utf8, as: UTF8.self)
    }
}
