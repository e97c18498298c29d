/// Which snapshots `--shard I/N` runs: the whole run's snapshots sorted by id (their
/// UTF-8 bytes, so the order is the same on every machine and locale) and dealt round-robin,
/// the first to shard 1, the second to shard 2, …, the (N+1)th to shard 1 again.
///
/// Shard sizes then differ by at most one (a hash of the names split 99 snapshots 55/44
/// over two shards), every snapshot is in exactly one shard, and the same inputs give the
/// same shards in every CI job. Dealing rather than cutting into contiguous blocks spreads a
/// spec's variants (neighbours in id order, and alike in cost) over the shards, so their
/// run times are close too. Adding or removing a snapshot may move others to another shard;
/// that is harmless, since each job plans the whole run from the same checkout.
package enum ShardAssignment {
    /// The items of shard `index` (1...`count`) of `items`, in id order.
    package static func part<Item>(_ index: Int, of count: Int, _ items: [Item], id: (Item) -> String) -> [Item] {
        precondition(count >= 1 && (1...count).contains(index), "a shard is I/N with 1 <= I <= N")
        let sorted = items.map { (id: id($0), item: $0) }
            .sorted { $0.id.utf8.lexicographicallyPrecedes($1.id.utf8) }
        return stride(from: index - 1, to: sorted.count, by: count).map { sorted[$0].item }
    }
}
