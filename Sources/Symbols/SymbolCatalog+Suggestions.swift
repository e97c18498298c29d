import Foundation
import Raster

// Suggestions for a name that did not resolve, best first:
// 1. names one edit away in the same or a related family (a typo: "star.fil" →
//    "star.fill", "gear.shape" → "gearshape"; but not "gear.fill" → "ear.fill");
// 2. the family's own name, the first component ("gear.fill" → "gear"), else its nearest name:
//    SF names vary by suffix, and a suffix that does not exist for a figure is the
//    commonest mistake;
// 3. the nearest name of a related family with the same suffix ("gear.fill" →
//    "gearshape.fill"), families related when one begins with the other;
// 4. then the nearest names by edit distance (Levenshtein plus swaps of neighbours, on
//    Unicode scalars), up to a third of the name.
// `material:` names are matched against the Material list. A plain name that is a Material
// name ("home") suggests the `material:` spelling first, since that is the likeliest intent.

extension SymbolCatalog {
    /// At most this many suggestions are offered.
    static let suggestionLimit = 3

    /// The closest known names to `name`, best first.
    func suggestions(for name: String, materialNames: [String: UInt32]) -> [String] {
        let prefix = SymbolNameMapping.materialPrefix
        var out: [String] = []
        func offer(_ candidate: String) {
            if out.count < SymbolCatalog.suggestionLimit, !out.contains(candidate) { out.append(candidate) }
        }
        if name.hasPrefix(prefix) {
            let query = String(name.dropFirst(prefix.count))
            for candidate in SymbolCatalog.nearest(query, in: materialNames.keys.sorted()) { offer(prefix + candidate) }
            return out
        }
        let asMaterial = name.replacingOccurrences(of: ".", with: "_")
        if materialNames[asMaterial] != nil { offer(prefix + asMaterial) }
        // An empty name is near everything, so it gets no suggestions.
        guard !name.isEmpty else { return out }
        let candidates = SymbolNameMapping.systemNames
        let ranked = candidates.map { ($0, SymbolCatalog.editDistance(name, $0, limit: 64)) }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
        let (family, suffix) = SymbolCatalog.familyAndSuffix(name)
        func related(_ f: String) -> Bool { f == family || f.hasPrefix(family) || family.hasPrefix(f) }
        for (candidate, d) in ranked where d <= 1 && related(SymbolCatalog.familyAndSuffix(candidate).family) {
            offer(candidate)
        }
        if !suffix.isEmpty, SymbolNameMapping.entry(forSystemName: family) != nil {
            offer(family)
        } else if let sameFamily = ranked.first(where: { SymbolCatalog.familyAndSuffix($0.0).family == family }) {
            offer(sameFamily.0)
        }
        if !suffix.isEmpty, family.count >= 3,
            let related = ranked.first(where: {
                let (f, s) = SymbolCatalog.familyAndSuffix($0.0)
                return s == suffix && f != family && related(f)
            })
        {
            offer(related.0)
        }
        for candidate in SymbolCatalog.nearest(name, in: candidates) { offer(candidate) }
        return out
    }

    /// The first component of a symbol name and the rest: "gear.circle.fill" → ("gear", "circle.fill").
    static func familyAndSuffix(_ name: String) -> (family: String, suffix: String) {
        guard let dot = name.firstIndex(of: ".") else { return (name, "") }
        return (String(name[..<dot]), String(name[name.index(after: dot)...]))
    }

    /// Candidates within a third of the query's length (at least one edit, at most three),
    /// nearest first, ties by name.
    static func nearest(_ query: String, in candidates: [String]) -> [String] {
        guard !query.isEmpty else { return [] }
        let limit = min(3, max(1, query.unicodeScalars.count / 3))
        return candidates.lazy
            .map { ($0, editDistance(query, $0, limit: limit)) }
            .filter { $0.1 <= limit }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
            .map(\.0)
    }

    /// The edit distance between `a` and `b` counting insertions, deletions, substitutions
    /// and swaps of neighbours (optimal string alignment), or `limit + 1` once it must
    /// exceed `limit` (so long unrelated names cost little).
    static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
        let s = Array(a.unicodeScalars)
        let t = Array(b.unicodeScalars)
        if abs(s.count - t.count) > limit { return limit + 1 }
        guard !s.isEmpty else { return t.count }
        var beforePrevious = [Int](repeating: 0, count: t.count + 1)
        var previous = Array(0...t.count)
        var current = [Int](repeating: 0, count: t.count + 1)
        for i in 1...s.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1..<(t.count + 1) {
                let cost = s[i - 1] == t[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[t.count]
    }
}
