import SnapshotCore
import TestSupport
import Testing

/// The one order results are kept in, sorted by keys: the same as a stable sort with
/// `SnapshotTestRun.precedes`, ties (equal ids, as a crafted shard may hold) included.
@Suite struct ResultOrderTests {
    @Test func inOrderIsTheStableSortByPrecedence() {
        var g = SeededRandom(seed: 0x0DE5_0001)
        let statuses: [SnapshotTestStatus] = [.passed, .failed, .orphaned, .missing, .recorded, .error]
        for round in 0..<200 {
            let count = Int(g.next() % 40)
            let results = (0..<count).map { i in
                // Few distinct ids, so equal keys are common; the name tells the results apart.
                let id = "spec-\(g.next() % 6).yaml#v\(g.next() % 3)"
                return SnapshotTestResult(
                    id: id, name: "r\(i)", spec: nil, variant: "", status: statuses[Int(g.next() % 6)], reference: "")
            }
            let expected = results.sorted(by: SnapshotTestRun.precedes).map(\.name)
            #expect(SnapshotTestRun.inOrder(results).map(\.name) == expected, "round \(round)")
            #expect(
                SnapshotTestRun.inOrder(results.reversed()).map(\.name)
                    == results.reversed().sorted(by: SnapshotTestRun.precedes).map(\.name))
        }
    }
}
