import RenderCells
import SnapshotCore
import SnapshotTesting
import XCTest

extension XCTestCase {
    /// Snapshot testing the render-cells way, for an XCTest case: call it from
    /// `invokeTest()` in the test file (its path names the artefacts folder).
    ///
    /// ```swift
    /// override func invokeTest() {
    ///     withRenderCellsSnapshots { super.invokeTest() }
    /// }
    /// ```
    /// The test's old artefacts are removed first; failures leave the reference,
    /// difference and three-pane pictures. Lists are drawn in the suite's design as under
    /// the `.renderCellsSnapshots` trait: the design the test file's references record (iOS 18
    /// for pictures without a record), iOS 26 for a file with no references yet, or `design`
    /// when given.
    public func withRenderCellsSnapshots(
        record: SnapshotTestingConfiguration.Record? = nil,
        design: ListDesign? = nil,
        file: StaticString = #filePath, _ operation: () -> Void
    ) {
        SnapshotArtifacts.removeStale(testName: Self.snapshotTestName(name), filePath: "\(file)")
        let suiteDesign = design ?? SnapshotSuiteDesign.design(ofTestFile: "\(file)")
        SnapshotSuiteDesign.$current.withValue(suiteDesign) {
            withSnapshotTesting(record: record, diffTool: .renderCells, operation: operation)
        }
    }

    /// The test method's name from XCTest's `name` (`-[Class testFoo]` on Apple platforms,
    /// `Class.testFoo` elsewhere), as `#function` spells it inside the test: `testFoo()`.
    public static func snapshotTestName(_ name: String) -> String {
        let trimmed = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]"))
        let method = trimmed.split(whereSeparator: { $0 == " " || $0 == "." }).last.map(String.init) ?? trimmed
        return method.hasSuffix(")") ? method : method + "()"
    }
}
