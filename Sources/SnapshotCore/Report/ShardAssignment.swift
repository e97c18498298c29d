import SafeIO

/// Which snapshots a shard `I/N` runs: the one place both front ends ask, `render-cells test
/// --shard I/N` for spec files and `RENDER_CELLS_SHARD=I/N` for a Swift suite's snapshot tests.
///
/// `render-cells test` knows the whole run before it starts, so it sorts the snapshots by
/// id (their UTF-8 bytes, so the order is the same on every machine and locale) and deals
/// them round-robin, the first to shard 1, the second to shard 2, …, the (N+1)th to shard 1
/// again (``part(_:of:_:id:)``). Shard sizes then differ by at most one (a hash of the names
/// split 99 snapshots 55/44 over two shards), and dealing rather than cutting into
/// contiguous blocks spreads a spec's variants (neighbours in id order, and alike in cost)
/// over the shards, so their run times are close too.
///
/// A Swift test process never sees the whole list: Swift Testing hands a trait one test at
/// a time, in parallel, and lists its tests only through SPI this toolchain does not ship.
/// There the shard of a name met alone is the rule's other half, ``shard(ofID:count:)``: the
/// first 8 bytes of the SHA-256 of the id's UTF-8, modulo N. It needs no list, so every
/// process of every CI job finds the same shard for the same test; 400 tests over 4 shards
/// come out about 100 ± 9 each.
///
/// Either way every snapshot is in exactly one shard and the same inputs give the same
/// shards in every CI job, which is what `merge-reports`' shard-completeness check relies on.
package enum ShardAssignment {
    /// The shard `I/N` a user wrote (`--shard 2/4`, `RENDER_CELLS_SHARD=2/4`), read once for both.
    package struct Shard: Sendable, Equatable, CustomStringConvertible {
        package let index: Int
        package let count: Int

        /// The most shards: more CI machines than this is a typing error, not a plan.
        package static let maxCount = 10_000

        /// `text` as `I/N` with 1 <= I <= N <= ``maxCount``; nil otherwise.
        package init?(_ text: String) {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
                let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, n <= Self.maxCount, (1...n).contains(i)
            else { return nil }
            index = i
            count = n
        }

        /// `I/N`, as results.json's `shards` lists it.
        package var description: String { "\(index)/\(count)" }

        /// Whether this shard runs the snapshot (or test) `id`, met without the whole list.
        package func contains(id: String) -> Bool { ShardAssignment.shard(ofID: id, count: count) == index }
    }

    /// The items of shard `index` (1...`count`) of `items`, in id order.
    package static func part<Item>(_ index: Int, of count: Int, _ items: [Item], id: (Item) -> String) -> [Item] {
        precondition(count >= 1 && (1...count).contains(index), "a shard is I/N with 1 <= I <= N")
        let order = idOrder(items.map { Array(id($0).utf8) })
        return stride(from: index - 1, to: order.count, by: count).map { items[order[$0]] }
    }

    /// The positions of `ids` sorted by their bytes, equal ids in their given order (the
    /// order a stable sort of the items kept). The ids' bytes are made once and the items
    /// never moved: sorting the items by `String.UTF8View`, walked byte by byte in each
    /// comparison and moving a large planned snapshot on each step, was 6 % of a one-snapshot
    /// run's CPU time among 200 planned snapshots.
    static func idOrder(_ ids: [[UInt8]]) -> [Int] {
        // Equal ids keep their given order: a tie is decided by position, as the stable sort
        // of the items decided it.
        ids.indices.sorted { a, b in ids[a] == ids[b] ? a < b : ids[a].lexicographicallyPrecedes(ids[b]) }
    }

    /// The shard (1...`count`) of `id` when the whole list is not known: SHA-256 of its UTF-8,
    /// the first 8 bytes as a big-endian number, modulo `count`, plus one. The same on every
    /// platform (never Swift's `Hasher`, which is seeded per process).
    package static func shard(ofID id: String, count: Int) -> Int {
        precondition(count >= 1, "a shard count is at least 1")
        let hex = SHA256.hexDigest(of: Array(id.utf8))
        let first = UInt64(hex.prefix(16), radix: 16) ?? 0
        return Int(first % UInt64(count)) + 1
    }
}
