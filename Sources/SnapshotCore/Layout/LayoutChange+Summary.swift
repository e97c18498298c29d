// A change's line is written for every layout change of every failure (the failure's
// message, JUnit's details): as bytes into the caller's buffer, sized once, with no string
// made per field. Joining interpolated pieces made and threw away five strings a field.

extension LayoutChange {
    /// ``summary``'s UTF-8 appended to `utf8`.
    package func appendSummary(to utf8: inout [UInt8]) {
        utf8.append(utf8: id)
        utf8.append(literal: " (")
        utf8.append(utf8: kind)
        switch status {
        case .added: utf8.append(literal: "): new")
        case .removed: utf8.append(literal: "): gone")
        case .changed:
            utf8.append(literal: "): ")
            fields.withUnsafeBufferPointer { fields in
                for index in fields.indices {
                    if index > 0 { utf8.append(literal: "; ") }
                    utf8.append(utf8: fields[index].name)
                    utf8.append(UInt8(ascii: " "))
                    Self.append(fields[index].reference, to: &utf8)
                    utf8.append(literal: " → ")
                    Self.append(fields[index].actual, to: &utf8)
                }
            }
        }
    }

    /// How many bytes ``appendSummary(to:)`` appends, at most.
    var summaryByteCount: Int {
        var count = id.utf8.count + kind.utf8.count + 7
        for field in fields {
            count += field.name.utf8.count + (field.reference?.utf8.count ?? 4) + (field.actual?.utf8.count ?? 4) + 8
        }
        return count
    }

    /// A field's value, `none` when the side lacks it.
    private static func append(_ value: String?, to utf8: inout [UInt8]) {
        if let value { utf8.append(utf8: value) } else { utf8.append(literal: "none") }
    }
}
