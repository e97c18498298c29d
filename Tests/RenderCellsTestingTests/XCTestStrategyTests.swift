import Foundation
import RenderCells
import RenderCellsTesting
import SnapshotTesting
import XCTest

/// The same strategies under XCTest, as a project that has not moved to Swift Testing
/// writes them.
final class XCTestStrategyTests: XCTestCase {
    override func invokeTest() {
        withRenderCellsSnapshots { super.invokeTest() }
    }

    /// XCTest's name for the running test, spelled as `#function` spells it (what the
    /// stale-artefact removal matches file names with).
    func testTheTestNameIsTheMethodName() {
        XCTAssertEqual(Self.snapshotTestName(name), #function)
        XCTAssertEqual(Self.snapshotTestName("-[SettingsTests testWifi]"), "testWifi()")
        XCTAssertEqual(Self.snapshotTestName("SettingsTests.testWifi"), "testWifi()")
    }

    func testAList() {
        assertSnapshot(of: ImageStrategyTests.settingsList(), as: .image(width: 320, scale: 1))
    }

    func testAMatrix() {
        assertSnapshots(
            of: ImageStrategyTests.settingsList(),
            as: .matrix(width: 320, scale: 1, styles: [.light, .dark]))
    }

    func testRecordThenPassThenFail() throws {
        let folder = NSTemporaryDirectory() + "xctest-snapshots-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var content = ListContentConfiguration.cell()
        content.text = "Ready. Set. Code."
        let recorded = verifySnapshot(
            of: content, as: .image(width: 320, scale: 1), named: "cell",
            snapshotDirectory: folder)
        XCTAssertEqual(recorded?.contains("No reference was found on disk"), true)
        XCTAssertNil(
            verifySnapshot(
                of: content, as: .image(width: 320, scale: 1), named: "cell", record: .never,
                snapshotDirectory: folder))
        content.text = "Ready. Set. Cod."
        let failure = try XCTUnwrap(
            verifySnapshot(
                of: content, as: .image(width: 320, scale: 1), named: "cell",
                record: .never, snapshotDirectory: folder))
        XCTAssertTrue(failure.contains(" pixels differ ("), failure)
        XCTAssertTrue(
            failure.contains(
                "Layout changes (1 element):\n  sections[0].items[0].text (text): string "
                    + "Ready. Set. Code. → Ready. Set. Cod."), failure)
        // Accept with the printed command (its two paths), then pass.
        let accept = try XCTUnwrap(failure.split(separator: "\n").first { $0.hasPrefix("accept:") })
        let paths = accept.split(separator: "'").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        XCTAssertEqual(paths.count, 2)
        XCTAssertTrue(FileManager.default.fileExists(atPath: paths[0]), "the failing picture is where the command says")
        try FileManager.default.removeItem(atPath: paths[1])
        try FileManager.default.copyItem(atPath: paths[0], toPath: paths[1])
        XCTAssertNil(
            verifySnapshot(
                of: content, as: .image(width: 320, scale: 1), named: "cell", record: .never,
                snapshotDirectory: folder))
    }
}
