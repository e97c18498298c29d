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

    /// One line for a person: `sections[0].items[1].text (text): font body 17pt → footnote 13pt; height 20.29 → 15.51`
    /// (`appendSummary(to:)`'s bytes).
    public var summary: String {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(summaryByteCount)
        appendSummary(to: &utf8)
        // The pieces are Strings, so the bytes are UTF-8 and read back unchanged.
        return String(decoding: utf8, as: UTF8.self)
    }
}
