import Foundation
import Raster

// Suggestions for a name that did not resolve: the known names nearest by edit distance
// (Levenshtein plus swaps of neighbours, on Unicode scalars), so "star.fil" suggests
// "star.fill" and "gear.shape" suggests "gearshape". SF-style names are matched against
// the SF names of the table, `material:` names against the Material list. A plain name
// that is a Material name ("home") suggests the `material:` spelling first, since that is
// the likeliest intent.

extension SymbolCatalog {
    /// At most this many suggestions are offered.
    static let suggestionLimit = 3

    /// The closest known names to `name`, best first.
    func suggestions(for name: String, loaded l: Loaded) -> [String] {
        let prefix = SymbolNameMapping.materialPrefix
        var out: [String] = []
        let candidates: [String]
        let query: String
        if name.hasPrefix(prefix) {
            query = String(name.dropFirst(prefix.count))
            candidates = l.codepoints.keys.sorted()
        } else {
            query = name
            candidates = SymbolNameMapping.systemNames
            let asMaterial = name.replacingOccurrences(of: ".", with: "_")
            if l.codepoints[asMaterial] != nil { out.append(prefix + asMaterial) }
        }
        // Up to a third of the name may differ (at least one edit, at most three); an empty
        // name is near everything, so it gets no suggestions.
        guard !query.isEmpty else { return out }
        let limit = min(3, max(1, query.unicodeScalars.count / 3))
        let ranked = candidates.lazy
            .map { ($0, SymbolCatalog.editDistance(query, $0, limit: limit)) }
            .filter { $0.1 <= limit }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
        for (candidate, _) in ranked where out.count < SymbolCatalog.suggestionLimit {
            let spelled = name.hasPrefix(prefix) ? prefix + candidate : candidate
            if !out.contains(spelled) { out.append(spelled) }
        }
        return out
    }

    /// The edit distance between `a` and `b` counting insertions, deletions, substitutions
    /// and swaps of neighbours (optimal string alignment), or `limit + 1` once it must
    /// exceed `limit` (so long unrelated names cost little).
    static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
        let s = Array(a.unicodeScalars), t = Array(b.unicodeScalars)
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
