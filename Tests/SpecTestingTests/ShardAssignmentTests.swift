import SnapshotCore
import TestSupport
import Testing

/// `--shard I/N` deals snapshots sorted by id round-robin: sizes within one of each other,
/// every snapshot once, the same shards whatever order the snapshots were planned in.
@Suite struct ShardAssignmentTests {
    /// 99 names like a real suite's ids (a hash of these split 55/44 over two shards).
    static let ids = (0..<33).flatMap { spec in ["light", "dark", "xxxl"].map { "specs/screen-\(spec).yaml#\($0)" } }

    @Test(arguments: [1, 2, 3, 4, 7, 10, 99, 100, 150])
    func sizesDifferByAtMostOneAndCoverEverySnapshotOnce(count: Int) {
        let parts = (1...count).map { ShardAssignment.part($0, of: count, Self.ids, id: { $0 }) }
        let sizes = parts.map(\.count)
        #expect(sizes.max()! - sizes.min()! <= 1)
        #expect(parts.flatMap { $0 }.sorted() == Self.ids.sorted())
    }

    @Test func ninetyNineOverTwoIsFiftyAndFortyNine() {
        #expect(ShardAssignment.part(1, of: 2, Self.ids, id: { $0 }).count == 50)
        #expect(ShardAssignment.part(2, of: 2, Self.ids, id: { $0 }).count == 49)
    }

    @Test func theOrderOfPlanningDoesNotMatter() {
        var generator = SeededRandom(seed: 29)
        let shuffled = Self.ids.shuffled(using: &generator)
        for i in 1...4 {
            #expect(ShardAssignment.part(i, of: 4, shuffled, id: { $0 }) == ShardAssignment.part(i, of: 4, Self.ids, id: { $0 }))
        }
    }

    /// The shards are those of sorting the items themselves by their ids' UTF-8 (a stable
    /// sort, equal ids in planning order), as shards were dealt before the ids' bytes were
    /// sorted by position: ids that are prefixes of others, equal ids, bytes above 0x7F.
    @Test func dealsAsASortOfTheItemsByTheirIdsBytes() {
        var generator = SeededRandom(seed: 44)
        let pieces = ["a", "b", "B", "é", "z", "#", "/", "0", "ab", "é#x", "\u{1F600}"]
        for round in 0..<40 {
            let ids = (0..<(1 + round * 7)).map { _ in
                (0..<Int.random(in: 0...4, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            }
            let items = ids.enumerated().map { (position: $0.offset, id: $0.element) }
            let sorted = items.sorted { $0.id.utf8.lexicographicallyPrecedes($1.id.utf8) }
            for count in [1, 2, 3, 7] {
                for i in 1...count {
                    let expected = stride(from: i - 1, to: sorted.count, by: count).map { sorted[$0].position }
                    #expect(ShardAssignment.part(i, of: count, items, id: \.id).map(\.position) == expected)
                }
            }
        }
    }

    @Test func dealsInByteOrderOfTheIds() {
        // Byte order, not a locale's: "B" (0x42) sorts before "a" (0x61), "é" after "z".
        let ids = ["z#x", "a#x", "é#x", "B#x"]
        #expect(ShardAssignment.part(1, of: 2, ids, id: { $0 }) == ["B#x", "z#x"])
        #expect(ShardAssignment.part(2, of: 2, ids, id: { $0 }) == ["a#x", "é#x"])
    }
}
