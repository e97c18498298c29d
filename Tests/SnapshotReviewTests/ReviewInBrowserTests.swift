import Foundation
import RenderCells
import SnapshotCore
import SnapshotReview
import Testing

/// The review page in a real browser: headless Chromium (installed by scripts/setup),
/// driven over the DevTools protocol by Browser/drive_review.py, clicks Accept on one
/// failure, then Accept all; a page at another origin tries to accept and is refused. The
/// references on disk change exactly as accepted, and the screenshots are kept in
/// `$TMPDIR/review-browser-shots-<pid>` to be looked at (one folder per test process, so two
/// runs on one machine never read each other's). Under CI a missing Chromium fails the
/// test instead of skipping it.
@Suite struct ReviewInBrowserTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    static var enabled: Bool { chromium != nil || ProcessInfo.processInfo.environment["CI"] != nil }
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Browser/drive_review.py"
    ).path

    @Test(.enabled(if: enabled)) func acceptOneThenAllInChromium() async throws {
        let f = try ReviewFixture()
        defer { f.remove() }
        let server = try ReviewServer(session: try f.session(), port: 0)
        try await server.start()
        defer { Task { await server.stop() } }
        let url = try #require(server.url)
        let shots = NSTemporaryDirectory() + "review-browser-shots-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.removeItem(atPath: shots)
        try FileManager.default.createDirectory(atPath: shots, withIntermediateDirectories: true)
        let references = ReviewFixture.references.map { f.bytes(f.checkout + "/" + $0) }

        let run = try await RawHTTP.onThread { try Self.drive(url: url, out: shots) }
        #expect(run.status == 0, "\(run.errors)")
        let steps = try Self.steps(run.output)
        // The page at localhost (another origin) was refused; nothing was written by it.
        let cross = try #require(steps["cross-origin"]?["result"] as? String)
        #expect(cross == "status 403" || cross.hasPrefix("blocked"), "\(cross)")
        #expect(steps["no-token"]?["result"] as? Int == 403)
        #expect(steps["loaded"]?["cards"] as? [String] == ["pending", "pending"])
        #expect(steps["loaded"]?["acceptAll"] as? String == "Accept all (2)")
        // Accepting the second card (wifi) wrote exactly its reference.
        #expect(steps["accepted-one"]?["cards"] as? [String] == ["pending", "accepted"])
        #expect(steps["accepted-all"]?["cards"] as? [String] == ["accepted", "accepted"])
        #expect(steps["accepted-all"]?["acceptAllDisabled"] as? Bool == true)
        for (i, reference) in ReviewFixture.references.enumerated() {
            let actual = f.accepted(f.report + "/" + ["specs/bluetooth.png", "specs/wifi.png"][i])
            let written = f.bytes(f.checkout + "/" + reference) == actual
            let changed = actual != references[i]
            #expect(written && changed, "\(reference)")
        }
        // The screenshots differ where the decisions changed.
        let before = try PNGDecoder.decode(contentsOfFile: shots + "/review-before.png")
        let one = try PNGDecoder.decode(contentsOfFile: shots + "/review-accepted-one.png")
        let all = try PNGDecoder.decode(contentsOfFile: shots + "/review-accepted-all.png")
        #expect(SnapshotDifference(actual: one, reference: before).differingPixels > 0)
        #expect(SnapshotDifference(actual: all, reference: one).differingPixels > 0)
    }

    /// Runs the driver and returns what it printed, its exit status and its errors. Blocks
    /// while the browser runs: call it off the concurrency pool, which the server answers on.
    static func drive(url: String, out: String) throws -> (output: String, status: Int32, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script, try #require(chromium, "Chromium is not installed (scripts/setup installs it)"), url, out]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // The driver prints a few short lines to each: neither pipe fills while the other is read.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let problem = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus, String(decoding: problem, as: UTF8.self))
    }

    /// The driver's steps by name.
    static func steps(_ output: String) throws -> [String: [String: Any]] {
        var steps: [String: [String: Any]] = [:]
        for line in output.split(separator: "\n") {
            if let step = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let name = step["step"] as? String
            {
                steps[name] = step
            }
        }
        return steps
    }
}
