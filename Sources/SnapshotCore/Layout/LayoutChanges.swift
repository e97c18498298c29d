import Foundation

/// The elements whose frame, font, colour or other property differ between two layout
/// dumps (the `--dump-layout` JSON every render can produce), in the reference's
/// document order, new elements last. This is what turns "412 pixels differ" into
/// "secondaryText font 15 → 17 pt, row height 44 → 48".
public struct LayoutChanges: Sendable, Equatable, Codable {
    public var changes: [LayoutChange]

    public init(changes: [LayoutChange]) {
        self.changes = changes
    }

    /// Compares two dumps; nil when either is not a layout dump.
    public init?(reference: String, actual: String) {
        guard let old = Self.elements(of: reference), let new = Self.elements(of: actual) else { return nil }
        var changes: [LayoutChange] = []
        let newByID = Dictionary(new.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let oldIDs = Set(old.map(\.id))
        for element in old {
            guard let now = newByID[element.id] else {
                changes.append(LayoutChange(id: element.id, kind: element.kind, status: .removed))
                continue
            }
            var fields: [LayoutChange.Field] = []
            for key in Set(element.fields.keys).union(now.fields.keys).sorted(by: Self.fieldOrder) {
                let a = element.fields[key], b = now.fields[key]
                if a != b { fields.append(LayoutChange.Field(name: key, reference: a, actual: b)) }
            }
            if element.kind != now.kind { fields.insert(.init(name: "kind", reference: element.kind, actual: now.kind), at: 0) }
            if !fields.isEmpty { changes.append(LayoutChange(id: element.id, kind: now.kind, status: .changed, fields: fields)) }
        }
        for element in new where !oldIDs.contains(element.id) {
            changes.append(LayoutChange(id: element.id, kind: element.kind, status: .added))
        }
        self.changes = changes
    }

    public var isEmpty: Bool { changes.isEmpty }

    /// One line per change, at most `limit` of them, then how many more there are.
    public func summary(limit: Int = 20) -> String {
        var lines = changes.prefix(limit).map { "  " + $0.summary }
        if changes.count > limit { lines.append("  … and \(changes.count - limit) more") }
        return lines.joined(separator: "\n")
    }

    /// Frame components first in reading order, then properties alphabetically.
    static func fieldOrder(_ a: String, _ b: String) -> Bool {
        let frame = ["x", "y", "width", "height"]
        switch (frame.firstIndex(of: a), frame.firstIndex(of: b)) {
        case let (i?, j?): return i < j
        case (.some, nil): return true
        case (nil, .some): return false
        case (nil, nil): return a < b
        }
    }

    /// An element flattened from the dump: its identifier, kind and every compared value as text.
    struct Element {
        var id: String
        var kind: String
        var fields: [String: String]
    }

    /// The dump's elements in document order, led by a `list` element holding the list-wide
    /// values (size, scale, background colour); nil when `json` is not a layout dump.
    static func elements(of json: String) -> [Element]? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)),
              let root = object as? [String: Any], let elements = root["elements"] as? [Any]
        else { return nil }
        var list = Element(id: "list", kind: "list", fields: [:])
        for key in ["width", "height", "scale", "backgroundColor"] {
            if let value = root[key] { list.fields[key] = text(value) }
        }
        var out = [list]
        var seen = 0
        func walk(_ items: [Any]) {
            for case let item as [String: Any] in items {
                seen += 1
                let id = item["id"] as? String ?? "element #\(seen)"
                var element = Element(id: id, kind: item["kind"] as? String ?? "?", fields: [:])
                if let frame = item["frame"] as? [Any], frame.count == 4 {
                    for (name, value) in zip(["x", "y", "width", "height"], frame) { element.fields[name] = text(value) }
                }
                if let properties = item["properties"] as? [String: Any] {
                    for (key, value) in properties { element.fields[key] = text(value) }
                }
                out.append(element)
                if let children = item["children"] as? [Any] { walk(children) }
            }
        }
        walk(elements)
        return out
    }

    /// A dump value as text: numbers as the dump rounds them (1/10,000 pt), whole ones
    /// without a fraction, the rest as written.
    static func text(_ value: Any) -> String {
        if let string = value as? String { return string }
        if let number = value as? Double {
            let rounded = (number * 10_000).rounded() / 10_000
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }
        return "\(value)"
    }
}
