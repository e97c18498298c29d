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
        guard let old = LayoutDumpReader.read(reference), let new = LayoutDumpReader.read(actual) else { return nil }
        self.init(old, new)
    }

    /// Compares two dumps' elements, as ``LayoutDumpReader`` reads them.
    init(_ old: [Element], _ new: [Element]) {
        var changes: [LayoutChange] = []
        // Each identifier's first element in `new` (the one an element of `old` is compared
        // with), and for each element of `new` that first one's index, which tells whether
        // `old` has the identifier without a second set of identifiers hashed.
        var firstByID: [String: Int] = [:]
        firstByID.reserveCapacity(new.count)
        var first: [Int] = []
        first.reserveCapacity(new.count)
        for (index, element) in new.enumerated() {
            if let earlier = firstByID[element.id] {
                first.append(earlier)
            } else {
                firstByID[element.id] = index
                first.append(index)
            }
        }
        var inOld = [Bool](repeating: false, count: new.count)
        for element in old {
            guard let index = firstByID[element.id] else {
                changes.append(LayoutChange(id: element.id, kind: element.kind, status: .removed))
                continue
            }
            inOld[index] = true
            let now = new[index]
            var fields = Self.differences(element, now)
            if element.kind != now.kind { fields.insert(.init(name: "kind", reference: element.kind, actual: now.kind), at: 0) }
            if !fields.isEmpty { changes.append(LayoutChange(id: element.id, kind: now.kind, status: .changed, fields: fields)) }
        }
        for (index, element) in new.enumerated() where !inOld[first[index]] {
            changes.append(LayoutChange(id: element.id, kind: element.kind, status: .added))
        }
        // By rank, each rank in document order: a stable sort, done as three lists (each
        // change's rank worked out once).
        var ranked: [[LayoutChange]] = [[], [], []]
        for change in changes { ranked[change.rank.rawValue].append(change) }
        self.changes = ranked.flatMap { $0 }
    }

    /// The fields whose values differ (one side may lack them): the properties first, by
    /// name (a changed string or font is the likelier cause), then the frame's components in
    /// reading order. Only the differing names are sorted (most of an element's fields are
    /// equal), and only the differing numbers written as text.
    static func differences(_ reference: Element, _ actual: Element) -> [LayoutChange.Field] {
        var fields: [LayoutChange.Field] = []
        var shared = 0
        for (name, value) in reference.properties {
            let other = actual.properties[name]
            if other != nil { shared += 1 }
            if other != value { fields.append(LayoutChange.Field(name: name, reference: value, actual: other)) }
        }
        // Every name of `actual` is in `reference` when as many were found as it has.
        if shared < actual.properties.count {
            for (name, value) in actual.properties where reference.properties[name] == nil {
                fields.append(LayoutChange.Field(name: name, reference: nil, actual: value))
            }
        }
        fields.sort { $0.name < $1.name }
        for index in 0..<4 {
            switch (reference.frame[index], actual.frame[index]) {
            case (nil, nil): continue
            case (let old?, let new?) where old.showsSame(as: new): continue
            case (let old, let new):
                fields.append(LayoutChange.Field(name: frameNames[index], reference: old?.text, actual: new?.text))
            }
        }
        return fields
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
        if dx != 0 { parts.append("\(dx > 0 ? "right" : "left") by \(text(number: abs(dx))) pt") }
        if dy != 0 { parts.append("\(dy > 0 ? "down" : "up") by \(text(number: abs(dy))) pt") }
        return parts.isEmpty ? "by less than 0.0001 pt" : parts.joined(separator: " and ")
    }

    /// The frame's components, in reading order.
    static let frameNames = ["x", "y", "width", "height"]

    /// Where `name` is among the frame's components (x, y, width, height), nil for a property.
    /// Asked of every property, so its length rules most names out first: no other text
    /// equals one of the four as a String (no character decomposes to those letters).
    static func frameIndex(_ name: String) -> Int? {
        switch name.utf8.count {
        case 1, 5, 6: break
        default: return nil
        }
        return switch name {
        case "x": 0
        case "y": 1
        case "width": 2
        case "height": 3
        default: nil
        }
    }

    /// A dump's number as text: rounded as the dump rounds (1/10,000 pt), a whole one without
    /// a fraction, the rest as Swift writes them. One beyond any integer (a hand-made dump's
    /// 1e300) is written as Swift writes it too.
    static func text(number: Double) -> String {
        let rounded = rounded(number)
        // 2^63: the first Double an Int cannot hold.
        guard abs(rounded) < 9_223_372_036_854_775_808 else { return String(rounded) }
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// A number rounded as the dump rounds it: to 1/10,000 pt.
    static func rounded(_ number: Double) -> Double {
        (number * 10_000).rounded() / 10_000
    }
}
