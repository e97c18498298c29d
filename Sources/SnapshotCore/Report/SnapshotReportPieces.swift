import Display
import SafeIO

/// Each result's piece of results.json and its JUnit case, made on the worker that finished
/// the result (`SnapshotTestRunner.run(progress:finished:)`'s `finished`), for
/// the report folder's writer to use as they are.
///
/// Why: the report's three documents were made after the last snapshot, on every core but
/// with nothing else left to do: for a failing run of 200 full screens, about 150 ms of CPU
/// after the last picture was written, most of it these two documents' per-result pieces
/// (the HTML page's cards need the run's order and verdict, so they are still made there).
/// Made while the other worker draws, they cost the same CPU where both cores are busy.
///
/// A piece is used only for a result equal to the one it was made from, so a run whose
/// results were changed after the runner returned them is still reported as it is.
package final class SnapshotReportPieces: Sendable {
    private typealias Made = (
        result: SnapshotTestResult, json: PrettyJSON, junit: (testcase: JUnitReport.Case, xml: [UInt8])
    )
    private let made = Locked<[String: Made]>([:])
    /// A result's JUnit case and its element, as the JUnit report of a test run makes them
    /// (`SnapshotTestRun.junitCase(_:)`, where test runs become JUnit).
    private let junitCase: @Sendable (SnapshotTestResult) -> (testcase: JUnitReport.Case, xml: [UInt8])

    package init(junitCase: @escaping @Sendable (SnapshotTestResult) -> (testcase: JUnitReport.Case, xml: [UInt8])) {
        self.junitCase = junitCase
    }

    /// Makes `result`'s pieces (on the calling thread) and keeps them under its id.
    package func make(_ result: SnapshotTestResult) {
        // Kept until the end of the run, beside the pictures being drawn, so kept small: the
        // bytes in storage of their size, the case's texts (in its element) left out. Kept as
        // made, 200 failing screens' pieces raised the run's peak memory by a quarter.
        var json = result.reportElement()
        json.fitStorage()
        var junit = junitCase(result)
        junit.testcase.outcome = junit.testcase.outcome.counted
        let made: Made = (result, json, junit)
        self.made.withLock { $0[result.id] = made }
    }

    /// `result`'s element of results.json, if it was made from an equal result.
    package func json(_ result: SnapshotTestResult) -> PrettyJSON? { pieces(result)?.json }

    /// `result`'s JUnit case (for the counts: its texts are in the element) and element, if
    /// they were made from an equal result.
    package func junit(_ result: SnapshotTestResult) -> (testcase: JUnitReport.Case, xml: [UInt8])? {
        pieces(result)?.junit
    }

    private func pieces(_ result: SnapshotTestResult) -> Made? {
        guard let made = made.withLock({ $0[result.id] }), made.result == result else { return nil }
        return made
    }
}
