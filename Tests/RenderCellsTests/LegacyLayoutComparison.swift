import Foundation
import SnapshotCore

/// The layout comparison as SnapshotCore made it up to 0.9.0, kept as the oracle the new
/// reader is checked against: both dumps parsed with JSONSerialization into `[String: Any]`,
/// walked in document order, every value made text, fields sorted properties first, then
/// the frame in reading order, changes ranked content, size, move (a stable sort).
enum LegacyLayoutComparison {
    struct Element {
        var id: String
        var kind: String
        var fields: [String: String]
    }

    static func changes(reference: String, actual: String) -> [LayoutChange]? {
        guard let old = elements(of: reference), let new = elements(of: actual) else { return nil }
        var changes: [LayoutChange] = []
        let newByID = Dictionary(new.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let oldIDs = Set(old.map(\.id))
        for element in old {
            guard let now = newByID[element.id] else {
                changes.append(LayoutChange(id: element.id, kind: element.kind, status: .removed))
                continue
            }
            var fields: [LayoutChange.Field] = []
            for key in Set(element.fields.keys).union(now.fields.keys).sorted(by: fieldOrder)
            where element.fields[key] != now.fields[key] {
                fields.append(LayoutChange.Field(name: key, reference: element.fields[key], actual: now.fields[key]))
            }
            if element.kind != now.kind { fields.insert(.init(name: "kind", reference: element.kind, actual: now.kind), at: 0) }
            if !fields.isEmpty { changes.append(LayoutChange(id: element.id, kind: now.kind, status: .changed, fields: fields)) }
        }
        for element in new where !oldIDs.contains(element.id) {
            changes.append(LayoutChange(id: element.id, kind: element.kind, status: .added))
        }
        return changes.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element)
    }

    static func fieldOrder(_ a: String, _ b: String) -> Bool {
        let frame = ["x", "y", "width", "height"]
        switch (frame.firstIndex(of: a), frame.firstIndex(of: b)) {
        case (let i?, let j?): return i < j
        case (.some, nil): return false
        case (nil, .some): return true
        case (nil, nil): return a < b
        }
    }

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
                var element = Element(
                    id: item["id"] as? String ?? "element #\(seen)", kind: item["kind"] as? String ?? "?", fields: [:])
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

    static func text(_ value: Any) -> String {
        if let string = value as? String { return string }
        if let number = value as? Double {
            let rounded = (number * 10_000).rounded() / 10_000
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }
        return "\(value)"
    }
}
