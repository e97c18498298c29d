import SnapshotCore
import SpecTesting
import Testing

/// `merge-reports` joins one run's shards, each once: a lost or doubled shard, shards of
/// runs split differently or run differently are refused, naming what is wrong.
@Suite struct ShardSetTests {
    static func run(_ shards: [String], record: String = "never", tolerance: String = "exact") -> SnapshotTestRun {
        SnapshotTestRun(
            tool: "render-cells 0.9.0", recordMode: record, tolerance: tolerance, shards: shards, results: [],
            milliseconds: 1)
    }

    static func problem(_ runs: [(String, SnapshotTestRun)]) -> String? {
        do {
            try ShardSet.check(runs.map { (folder: $0.0, run: $0.1) })
            return nil
        } catch {
            return error.description
        }
    }

    @Test func oneRunsShardsEachOnceMerge() {
        #expect(Self.problem([("s1", Self.run(["1/3"])), ("s3", Self.run(["3/3"])), ("s2", Self.run(["2/3"]))]) == nil)
        // An earlier merge's report holds several shards.
        #expect(Self.problem([("m", Self.run(["1/3", "2/3"])), ("s3", Self.run(["3/3"]))]) == nil)
        // A single whole run merges alone.
        #expect(Self.problem([("whole", Self.run([]))]) == nil)
    }

    @Test func aMissingOrDoubledShardIsNamed() {
        #expect(
            Self.problem([("s1", Self.run(["1/4"])), ("s3", Self.run(["3/4"]))])
                == "the shards do not form one run: missing 2/4, 4/4")
        #expect(
            Self.problem([("s1", Self.run(["1/2"])), ("again", Self.run(["1/2"])), ("s2", Self.run(["2/2"]))])
                == "the shards do not form one run: 1/2 given more than once (s1, again)")
    }

    @Test func shardsOfDifferentRunsAreRefused() {
        #expect(
            Self.problem([("a", Self.run(["1/2"])), ("b", Self.run(["2/3"]))])
                == "the reports come from runs split differently: /2 (a); /3 (b)")
        #expect(
            Self.problem([("a", Self.run(["1/2"])), ("b", Self.run(["2/2"], record: "all"))])
                == "the shards do not form one run: a ran with record mode 'never', b with 'all'")
        #expect(
            Self.problem([("a", Self.run([])), ("b", Self.run([]))])?
                .hasPrefix("a, b: a report of a whole run (made without --shard) cannot be merged") == true)
        #expect(Self.problem([("a", Self.run(["one of two"]))]) == "a/results.json: shards: 'one of two' is not a shard I/N")
    }
}
