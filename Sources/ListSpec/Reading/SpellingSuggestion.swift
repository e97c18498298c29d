import RenderCells

/// "Did you mean …?" for a misspelt name: the closest candidate by edit distance, when it
/// is close enough to be a likely typo rather than a different word.
enum SpellingSuggestion {
    /// The candidate nearest to `word` (case-insensitive edit distance), if that
    /// distance is at most a third of the word's length (at least 1, at most 3); ties go
    /// to the earlier candidate.
    static func nearest(to word: String, among candidates: [String]) -> String? {
        // Distances over 3 are never suggested; long hostile words are not worth scoring.
        guard word.count <= 64 else { return nil }
        let target = Array(word.lowercased().unicodeScalars)
        let allowed = min(3, max(1, target.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let d = distance(target, Array(candidate.lowercased().unicodeScalars))
            if d <= allowed, d < (best?.distance ?? .max) { best = (candidate, d) }
        }
        return best?.name
    }

    /// Edit distance counting an insertion, a deletion, a substitution or a swap of two
    /// neighbours as one edit (optimal string alignment), so "widht" is one edit from
    /// "width".
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Three rolling rows: the one before the previous is needed for swaps.
        var older = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var row = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            row[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    row[j] = min(row[j], older[j - 2] + 1)
                }
            }
            (older, previous, row) = (previous, row, older)
        }
        return previous[b.count]
    }
}
