import Foundation
import RenderCells
import SnapshotCore
import SnapshotReview
import Testing

/// A `swift test` artefacts folder (SNAPSHOT_ARTIFACTS) reviewed like a report: each failure's
/// `<name>.result.json` beside its pictures, the reference written where
/// swift-snapshot-testing keeps it.
@Suite struct ReviewSwiftTestsTests {
    /// A package with one test file and its reference, and an artefacts folder with one failure.
    static func failure() throws -> (root: String, checkout: String, artifacts: String) {
        let root = NSTemporaryDirectory() + "review-swift-\(UUID().uuidString)"
        let checkout = root + "/package", artifacts = root + "/artifacts"
        let fm = FileManager.default
        try fm.createDirectory(atPath: checkout + "/Tests/ListTests/__Snapshots__/ListTests", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: artifacts + "/ListTests", withIntermediateDirectories: true)
        try Data("// the tests\n".utf8).write(to: URL(fileURLWithPath: checkout + "/Tests/ListTests/ListTests.swift"))
        let reference = try #require(Pixmap(width: 8, height: 8, color: .white))
        var actual = reference
        actual[2, 3] = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
        let referencePath = checkout + "/Tests/ListTests/__Snapshots__/ListTests/settings.1.png"
        let actualPath = artifacts + "/ListTests/settings.1.png"
        try PNGEncoder().write(reference, toFile: referencePath)
        try PNGEncoder().write(actual, toFile: actualPath)
        let artefacts = SnapshotArtifacts(referencePath: referencePath, actualPath: actualPath)
        try artefacts.write(actual: actual, reference: reference)
        try artefacts.writeResult(message: "1 of 64 pixels differ", artifactsRoot: artifacts, packageRoot: checkout)
        return (root, checkout, artifacts)
    }

    @Test func aFailureIsAcceptedWhereSwiftSnapshotTestingKeepsIt() throws {
        let (root, checkout, artifacts) = try Self.failure()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let report = try SnapshotReport(folder: artifacts)
        #expect(report.kind == .swiftTests)
        let result = try #require(report.result(id: "ListTests/settings.1"))
        #expect(result.reference == "Tests/ListTests/__Snapshots__/ListTests/settings.1.png")
        #expect(result.actual == "ListTests/settings.1.png" && result.diff == "ListTests/settings.1.diff.png")
        #expect(result.message == "1 of 64 pixels differ")
        let session = try ReviewSession(report: report, checkout: checkout)
        #expect(try session.picture("ListTests/settings.1", kind: "diff").count > 8)
        try session.accept("ListTests/settings.1")
        let written = FileManager.default.contents(atPath: checkout + "/" + result.reference)
        #expect(written == FileManager.default.contents(atPath: artifacts + "/ListTests/settings.1.png"))
    }

    @Test func aReferenceElsewhereIsRefused() throws {
        let (root, checkout, artifacts) = try Self.failure()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = artifacts + "/ListTests/settings.1.result.json"
        let original = try Data(contentsOf: URL(fileURLWithPath: path))
        let before = FileManager.default.contents(atPath: checkout + "/Tests/ListTests/__Snapshots__/ListTests/settings.1.png")
        for reference in ["../outside.png", "Tests/ListTests/settings.1.png", "Tests/ListTests/__Snapshots__/OtherTests/settings.1.png",
                          "Tests/ListTests/__Snapshots__/ListTests/other.png", "/etc/passwd"] {
            var json = try JSONSerialization.jsonObject(with: original) as! [String: Any]
            json["reference"] = reference
            try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: path))
            let session = try ReviewSession(report: SnapshotReport(folder: artifacts), checkout: checkout)
            #expect(throws: ReviewError.self, "\(reference)") { try session.accept("ListTests/settings.1") }
        }
        #expect(FileManager.default.contents(atPath: checkout + "/Tests/ListTests/__Snapshots__/ListTests/settings.1.png") == before)
        #expect(!FileManager.default.fileExists(atPath: root + "/outside.png"))
    }
}
