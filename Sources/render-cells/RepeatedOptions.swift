/// Command-line arguments with repeated `--state` values collapsed before ArgumentParser reads
/// them (#37 M5): its parser removes each option it consumes from the argument array, so N
/// repeats cost N² (30,000 `--state` took 46.6 s; 4,000 take 55 s in a debug build).
///
/// Only exact repeats are dropped, keeping each value's last occurrence, which changes no
/// meaning: `render` adds the states as a set, and `compare` and `audit`, which take one
/// `--state` list, keep the last one given, still last after this. Nothing after `--` is touched.
enum RepeatedOptions {
    static let collapsed = ["--state"]

    static func deduplicated(_ arguments: [String]) -> [String] {
        let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
        // Each occurrence as (index of the option, number of tokens, its value).
        var occurrences: [(start: Int, count: Int, key: String)] = []
        var i = arguments.startIndex
        while i < end {
            let a = arguments[i]
            if collapsed.contains(a), i + 1 < end {
                occurrences.append((i, 2, a + "\u{0}" + arguments[i + 1]))
                i += 2
                continue
            }
            if let eq = a.firstIndex(of: "="), collapsed.contains(String(a[..<eq])) {
                occurrences.append((i, 1, String(a[..<eq]) + "\u{0}" + a[a.index(after: eq)...]))
            }
            i += 1
        }
        var seen = Set<String>()
        var dropped = Set<Int>()
        for o in occurrences.reversed() where !seen.insert(o.key).inserted {
            for k in o.start..<(o.start + o.count) { dropped.insert(k) }
        }
        guard !dropped.isEmpty else { return arguments }
        return arguments.indices.filter { !dropped.contains($0) }.map { arguments[$0] }
    }
}
