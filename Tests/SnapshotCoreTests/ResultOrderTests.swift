import SnapshotCore
import Testing

/// The one order results are kept in, sorted by keys: the same as a stable sort with
/// `SnapshotTestRun.precedes`, ties (equal ids, as a crafted shard may hold) included.
@Suite struct ResultOrderTests {
    @Test func inOrderIsTheStableSortByPrecedence() {
        // A seeded linear congruential generator (this test target has no shared helpers).
        var state: UInt64 = 0x0DE5_0001
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let statuses: [SnapshotTestStatus] = [.passed, .failed, .orphaned, .missing, .recorded, .error]
        for round in 0..<200 {
            let count = Int(next() % 40)
            let results = (0..<count).map { i in
                // Few distinct ids, so equal keys are common; the name tells the results apart.
                let id = "spec-\(next() % 6).yaml#v\(next() % 3)"
                return SnapshotTestResult(
                    id: id, name: "r\(i)", spec: nil, variant: "", status: statuses[Int(next() % 6)], reference: "")
            }
            let expected = results.sorted(by: SnapshotTestRun.precedes).map(\.name)
            #expect(SnapshotTestRun.inOrder(results).map(\.name) == expected, "round \(round)")
            #expect(
                SnapshotTestRun.inOrder(results.reversed()).map(\.name)
                    == results.reversed().sorted(by: SnapshotTestRun.precedes).map(\.name))
        }
    }
}
