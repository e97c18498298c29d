import SnapshotCore

/// Whether shard reports form one whole run, checked before `merge-reports` joins them: a
/// CI job that lost a shard (an artefact that failed to upload, a matrix entry skipped)
/// must not produce a merged report that looks complete and green.
///
/// The shards' `results.json` say which part of the run each holds (`"shards": ["2/4"]`,
/// several after an earlier merge) and how it ran (tool, record mode, tolerance). Together
/// they must cover 1…N of one N exactly once, and agree on how they ran. A single report
/// that was never sharded is a whole run and merges alone.
package enum ShardSet {
    /// Why the shards are not one run, in a sentence that names what is missing or extra.
    package struct Incomplete: Error, Equatable, CustomStringConvertible {
        package var description: String
    }

    package static func check(_ runs: [(folder: String, run: SnapshotTestRun)]) throws(Incomplete) {
        let unsharded = runs.filter { $0.run.shards.isEmpty }
        if !unsharded.isEmpty {
            guard runs.count == 1 else {
                let names = unsharded.map(\.folder).joined(separator: ", ")
                throw Incomplete(
                    description: "\(names): a report of a whole run (made without --shard) cannot be merged "
                        + "with others; merge the reports of one run made with --shard I/N")
            }
            return
        }
        // Every part each report holds, by its total.
        var parts: [Int: [(index: Int, folder: String)]] = [:]
        for (folder, run) in runs {
            for shard in run.shards {
                let pieces = shard.split(separator: "/", omittingEmptySubsequences: false)
                guard pieces.count == 2, let i = Int(pieces[0]), let n = Int(pieces[1]), n >= 1, (1...n).contains(i) else {
                    throw Incomplete(description: "\(folder)/results.json: shards: '\(shard)' is not a shard I/N")
                }
                parts[n, default: []].append((i, folder))
            }
        }
        guard parts.count == 1, let (total, given) = parts.first else {
            let totals = parts.keys.sorted().map { "/\($0) (\(Set(parts[$0]!.map(\.folder)).sorted().joined(separator: ", ")))" }
            throw Incomplete(description: "the reports come from runs split differently: " + totals.joined(separator: "; "))
        }
        var problems: [String] = []
        let missing = (1...total).filter { i in !given.contains { $0.index == i } }
        if !missing.isEmpty {
            problems.append("missing " + missing.map { "\($0)/\(total)" }.joined(separator: ", "))
        }
        for i in 1...total {
            let holders = given.filter { $0.index == i }.map(\.folder)
            if holders.count > 1 { problems.append("\(i)/\(total) given more than once (\(holders.joined(separator: ", ")))") }
        }
        guard problems.isEmpty else {
            throw Incomplete(description: "the shards do not form one run: " + problems.joined(separator: "; "))
        }
        // One run: the same tool, record mode and tolerance in every shard.
        let first = runs[0]
        for (name, value) in [("tool", \SnapshotTestRun.tool), ("record mode", \.recordMode), ("tolerance", \.tolerance)] {
            if let other = runs.first(where: { $0.run[keyPath: value] != first.run[keyPath: value] }) {
                throw Incomplete(
                    description: "the shards do not form one run: \(first.folder) ran with \(name) "
                        + "'\(first.run[keyPath: value])', \(other.folder) with '\(other.run[keyPath: value])'")
            }
        }
    }
}
