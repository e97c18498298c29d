import Foundation
import TestSupport
import Testing

/// `render-cells review` as a user runs it, up to the point where it would serve: a report it
/// cannot read is refused with one escaped `error:` line and exit 64, and nothing is served.
@Suite struct ReviewCommandLineTests {
    let cli = SpecCommandLineTests()
    static var enabled: Bool { SpecCommandLineTests.enabled }

    /// A report is a CI artefact a pull request controls: a control character in one of its
    /// fields reaches the terminal escaped, never as a control sequence (it did raw: the
    /// review printed its errors without the escaper every other command uses).
    @Test(.enabled(if: enabled)) func aControlCharacterInAReviewErrorIsEscaped() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let id = "specs/a.yaml#\u{1B}]0;owned\u{7}\u{1B}[2J"
        let result: [String: Any] = [
            "id": id, "name": "a", "variant": "default", "status": "passed",
            "reference": "a.png", "matchedByHash": false, "milliseconds": 0
        ]
        let run: [String: Any] = [
            "schemaVersion": 1, "tool": "render-cells", "recordMode": "never", "tolerance": "exact",
            "shards": [String](), "milliseconds": 0, "warnings": [String](), "results": [result, result]
        ]
        try FileManager.default.createDirectory(atPath: dir + "/report", withIntermediateDirectories: true)
        try JSONSerialization.data(withJSONObject: run).write(to: URL(fileURLWithPath: dir + "/report/results.json"))
        let r = try cli.run(["review", dir + "/report", "--no-open"])
        #expect(r.status == 64, "\(r.stderr)")
        #expect(r.stderr.hasPrefix("error: ") && r.stderr.contains("appears twice"), "\(r.stderr)")
        #expect(!r.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(r.stderr.debugDescription)")
        #expect(r.stderr.contains("\\u{1B}]0;owned\\u{7}\\u{1B}[2J"), "\(r.stderr.debugDescription)")
        #expect(r.stdout.isEmpty)
    }

    /// A results.json of a schema this tool does not read is refused by name, not half-read.
    @Test(.enabled(if: enabled)) func anotherSchemaVersionIsRefused() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/report", withIntermediateDirectories: true)
        try Data(#"{"schemaVersion": 2, "results": []}"#.utf8).write(to: URL(fileURLWithPath: dir + "/report/results.json"))
        let r = try cli.run(["review", dir + "/report", "--no-open"])
        #expect(r.status == 64, "\(r.stderr)")
        #expect(
            r.stderr.contains("results.json: schemaVersion 2 is not one this render-cells reads (it reads 1)"),
            "\(r.stderr)")
    }

    /// Ctrl-C ends a review with its documented exit code 0 and a line saying so (it was
    /// killed by the signal: 130 in a shell, no line, the launch page left behind).
    @Test(.enabled(if: enabled), .timeLimit(.minutes(2))) func ctrlCStopsTheReviewWithExitZero() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result: [String: Any] = [
            "id": "specs/a.yaml#default", "name": "a", "variant": "default", "status": "passed",
            "reference": "a.png", "matchedByHash": false, "milliseconds": 0
        ]
        let run: [String: Any] = [
            "schemaVersion": 1, "tool": "render-cells", "recordMode": "never", "tolerance": "exact",
            "shards": [String](), "milliseconds": 0, "warnings": [String](), "results": [result]
        ]
        try FileManager.default.createDirectory(atPath: dir + "/report", withIntermediateDirectories: true)
        try JSONSerialization.data(withJSONObject: run).write(to: URL(fileURLWithPath: dir + "/report/results.json"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(SpecCommandLineTests.executable))
        process.arguments = ["review", dir + "/report", "--no-open"]
        process.currentDirectoryURL = URL(fileURLWithPath: dir)
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Hang guard (a blocking read is not interrupted by the time limit): a review still
        // running after a minute is killed, and the checks below fail.
        nonisolated(unsafe) let running = process
        DispatchQueue.global().asyncAfter(deadline: .now() + 60) {
            if running.isRunning { kill(running.processIdentifier, SIGKILL) }
        }
        // Waits for the line that says the server is up, then interrupts it as Ctrl-C does.
        var printed = Data()
        while !String(decoding: printed, as: UTF8.self).contains("Ctrl-C stops the server") {
            let chunk = out.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            printed.append(chunk)
        }
        kill(process.processIdentifier, SIGINT)
        printed.append(out.fileHandleForReading.readDataToEndOfFile())
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let text = String(decoding: printed, as: UTF8.self)
        #expect(process.terminationReason == .exit, "ended by a signal; \(text) \(errors)")
        #expect(process.terminationStatus == 0, "\(text) \(errors)")
        #expect(text.hasSuffix("Review stopped.\n"), "\(text)")
    }
}
