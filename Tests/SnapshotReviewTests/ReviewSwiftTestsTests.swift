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
        let checkout = root + "/package"
        let artifacts = root + "/artifacts"
        let fm = FileManager.default
        try fm.createDirectory(atPath: checkout + "/Tests/ListTests/__Snapshots__/ListTests", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: artifacts + "/ListTests", withIntermediateDirectories: true)
        try Data("// the tests\n".utf8).write(to: URL(fileURLWithPath: checkout + "/Tests/ListTests/ListTests.swift"))
        try Data(Self.manifest.utf8).write(to: URL(fileURLWithPath: checkout + "/Package.swift"))
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

    /// A package with one library and one test target (its dependencies name other targets,
    /// which are not test folders).
    static let manifest = """
        // swift-tools-version:6.0
        let package = Package(
            name: "App",
            targets: [
                .target(name: "App"),
                .testTarget(name: "ListTests", dependencies: [.target(name: "App"), .product(name: "X", package: "y")]),
            ]
        )
        """

    /// Rewrites the failure's `reference` in its result.json.
    static func pointReference(of artifacts: String, to reference: String) throws {
        let path = artifacts + "/ListTests/settings.1.result.json"
        var json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as! [String: Any]
        json["reference"] = reference
        try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: path))
    }

    /// Accepts the failure of `artifacts` into `checkout`, in a session of its own.
    static func accept(_ artifacts: String, into checkout: String) throws {
        try ReviewSession(report: SnapshotReport(folder: artifacts), checkout: checkout).accept("ListTests/settings.1")
    }

    /// R4: a `.swift` file that is not in a test target's folder (Package.swift itself, an
    /// app's source) never gets a `__Snapshots__` folder written beside it.
    @Test func onlyATestTargetsFolderTakesAReference() throws {
        let (root, checkout, artifacts) = try Self.failure()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fm = FileManager.default
        try fm.createDirectory(atPath: checkout + "/Sources/App", withIntermediateDirectories: true)
        try Data("// the app\n".utf8).write(to: URL(fileURLWithPath: checkout + "/Sources/App/App.swift"))
        for reference in ["__Snapshots__/Package/settings.1.png", "Sources/App/__Snapshots__/App/settings.1.png"] {
            try Self.pointReference(of: artifacts, to: reference)
            let error = try #require(throws: ReviewError.self, "\(reference)") { try Self.accept(artifacts, into: checkout) }
            #expect(error.description.contains("not in a test target's folder"), "\(error)")
            #expect(!fm.fileExists(atPath: checkout + "/" + reference))
        }
        #expect(!fm.fileExists(atPath: checkout + "/__Snapshots__"))
        #expect(!fm.fileExists(atPath: checkout + "/Sources/App/__Snapshots__"))
    }

    /// A test target with a `path:` of its own takes references there; without a Package.swift
    /// nothing is written.
    @Test func aTestTargetsDeclaredPathDecides() throws {
        let (root, checkout, artifacts) = try Self.failure()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fm = FileManager.default
        try fm.createDirectory(atPath: checkout + "/Checks/UI", withIntermediateDirectories: true)
        try Data("// tests\n".utf8).write(to: URL(fileURLWithPath: checkout + "/Checks/UI/ListTests.swift"))
        try Data(
            Self.manifest.replacingOccurrences(of: "name: \"ListTests\",", with: "name: \"ListTests\", path: \"./Checks/UI/\",")
                .utf8
        ).write(to: URL(fileURLWithPath: checkout + "/Package.swift"))
        try Self.pointReference(of: artifacts, to: "Checks/UI/__Snapshots__/ListTests/settings.1.png")
        try Self.accept(artifacts, into: checkout)
        #expect(fm.fileExists(atPath: checkout + "/Checks/UI/__Snapshots__/ListTests/settings.1.png"))
        // The default folder is no longer the target's.
        try Self.pointReference(of: artifacts, to: "Tests/ListTests/__Snapshots__/ListTests/settings.1.png")
        #expect(throws: ReviewError.self) { try Self.accept(artifacts, into: checkout) }
        try fm.removeItem(atPath: checkout + "/Package.swift")
        #expect(throws: ReviewError.self) { try Self.accept(artifacts, into: checkout) }
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
        for reference in [
            "../outside.png", "Tests/ListTests/settings.1.png", "Tests/ListTests/__Snapshots__/OtherTests/settings.1.png",
            "Tests/ListTests/__Snapshots__/ListTests/other.png", "/etc/passwd"
        ] {
            var json = try JSONSerialization.jsonObject(with: original) as! [String: Any]
            json["reference"] = reference
            try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: path))
            let session = try ReviewSession(report: SnapshotReport(folder: artifacts), checkout: checkout)
            #expect(throws: ReviewError.self, "\(reference)") { try session.accept("ListTests/settings.1") }
        }
        #expect(
            FileManager.default.contents(atPath: checkout + "/Tests/ListTests/__Snapshots__/ListTests/settings.1.png") == before)
        #expect(!FileManager.default.fileExists(atPath: root + "/outside.png"))
    }
}
