import Foundation

/// The elements whose frame, font, colour or other property differ between two layout
/// dumps (the `--dump-layout` JSON every render can produce), ranked by what they say
/// about the cause (`LayoutChange.Rank`: content and style, then sizes, then elements
/// that only moved), each rank in the reference's document order with new elements last.
/// This is what turns "412 pixels differ" into "string Privacy & Security → Privacy and
/// Security; row height 44 → 48; and 18 elements moved down by 4 pt".
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
                let a = element.fields[key]
                let b = now.fields[key]
                if a != b { fields.append(LayoutChange.Field(name: key, reference: a, actual: b)) }
            }
            if element.kind != now.kind { fields.insert(.init(name: "kind", reference: element.kind, actual: now.kind), at: 0) }
            if !fields.isEmpty { changes.append(LayoutChange(id: element.id, kind: now.kind, status: .changed, fields: fields)) }
        }
        for element in new where !oldIDs.contains(element.id) {
            changes.append(LayoutChange(id: element.id, kind: element.kind, status: .added))
        }
        // A stable sort: each rank keeps the document order.
        self.changes = changes.enumerated()
            .sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }
            .map(\.element)
    }

    public var isEmpty: Bool { changes.isEmpty }

    /// One line per content, style or size change, at most `limit` of them, then how many
    /// more there are, then the elements that only moved as counts by distance ("… and 38
    /// elements moved down by 18 pt"): they are effects, and naming each would bury the cause.
    public func summary(limit: Int = 20) -> String {
        let named = changes.filter { $0.rank != .moved }
        var lines = named.prefix(limit).map { "  " + $0.summary }
        if named.count > limit { lines.append("  … and \(named.count - limit) more") }
        if let moves = movedSummary() {
            lines.append("  " + (lines.isEmpty ? "" : "… and ") + moves)
        }
        return lines.joined(separator: "\n")
    }

    /// The elements that only moved, counted by how far: "38 elements moved down by 18 pt",
    /// or with several distances "40 elements moved: 30 down by 18 pt, 10 right by 2 pt",
    /// the commonest first; nil when none only moved.
    func movedSummary() -> String? {
        let moved = changes.filter { $0.rank == .moved }
        guard !moved.isEmpty else { return nil }
        var counts: [String: Int] = [:]
        var order: [String] = []
        for change in moved {
            let words = change.offset.map { Self.distance(dx: $0.dx, dy: $0.dy) } ?? "elsewhere"
            if counts[words] == nil { order.append(words) }
            counts[words, default: 0] += 1
        }
        let noun = moved.count == 1 ? "element" : "elements"
        if order.count == 1 { return "\(moved.count) \(noun) moved \(order[0])" }
        // Commonest first; equal counts keep the order in which they first appear.
        let ranked = order.enumerated().sorted { (-counts[$0.element]!, $0.offset) < (-counts[$1.element]!, $1.offset) }
        return "\(moved.count) \(noun) moved: " + ranked.map { "\(counts[$0.element]!) \($0.element)" }.joined(separator: ", ")
    }

    /// "down by 18 pt", "left by 2 pt and up by 4.5 pt": the move in words, in dump units.
    static func distance(dx: Double, dy: Double) -> String {
        var parts: [String] = []
        if dx != 0 { parts.append("\(dx > 0 ? "right" : "left") by \(text(abs(dx))) pt") }
        if dy != 0 { parts.append("\(dy > 0 ? "down" : "up") by \(text(abs(dy))) pt") }
        return parts.isEmpty ? "by less than 0.0001 pt" : parts.joined(separator: " and ")
    }

    /// Properties first, alphabetically (a changed string or font is the likelier cause),
    /// then frame components in reading order.
    static func fieldOrder(_ a: String, _ b: String) -> Bool {
        let frame = ["x", "y", "width", "height"]
        switch (frame.firstIndex(of: a), frame.firstIndex(of: b)) {
        case (let i?, let j?): return i < j
        case (.some, nil): return false
        case (nil, .some): return true
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
