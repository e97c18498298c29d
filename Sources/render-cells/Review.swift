import ArgumentParser
import Dispatch
import Foundation
import SafeIO
import SnapshotReview

/// `render-cells review`: a report folder from CI, reviewed in this checkout.
struct Review: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Review a test report in a local web page: Accept writes a failure's picture as its reference.",
        discussion: """
            REPORT is a report folder of `render-cells test -o` or `merge-reports` (for example a CI \
            artefact, downloaded and unpacked), or a `swift test` artefacts folder (SNAPSHOT_ARTIFACTS). \
            Run it in the checkout the report was made from: each accepted picture is written as the \
            reference the test runner keeps for its spec and variant (with its manifest entry), or \
            where swift-snapshot-testing keeps it beside its test file, and nowhere else. The page is served on 127.0.0.1 only, \
            at a URL carrying a random token; requests without the token, with another Host or from \
            another origin are refused (docs/review.md). Stop it with Ctrl-C.

            Exit codes: 0 stopped (Ctrl-C or SIGTERM); 1 the server could not start; 64 REPORT is not a readable report.
            """
    )

    @Argument(help: "The report folder (holding results.json, or a swift test run's *.result.json files).")
    var report: String

    @Option(help: "The port on 127.0.0.1 (default: a free one).")
    var port: Int = 0

    @Option(help: "The references folder the test run used (its --references), if any.")
    var references: String?

    @Flag(name: .customLong("no-open"), help: "Print the URL only; do not open a browser.")
    var noOpen = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0 to 65535 (got \(port))") }
    }

    func run() throws {
        let session = try ReviewSession.forCommand(report: report, references: references)
        let server = try ReviewServer(session: session, port: UInt16(port))
        // Ctrl-C (SIGINT) and SIGTERM stop the server instead of killing the process, so the
        // review ends with the documented exit code 0 (a shell reported 130 before: the
        // signal's default action) and the launch page is removed. Installed before the URL
        // is printed, so a signal sent as soon as it shows is not lost. An Accept in flight
        // has written atomically or not at all.
        let stopSignals = Self.stopOnSignals(server)
        let started = DispatchSemaphore(value: 0)
        let failure = Failure()
        Task {
            do {
                try await server.start()
            } catch {
                failure.set("cannot start the review server: \(error)")
            }
            started.signal()
        }
        started.wait()
        if let message = failure.get() {
            ErrorLine.print(message)
            throw ExitCode.failure
        }
        let url = server.url ?? ""
        let counts = session.summary
        // Written at once (not through stdio's buffer): the URL must show now, whether standard
        // output is a terminal, a pipe or a file.
        FileHandle.standardOutput.write(
            Data(
                ("Reviewing \(TerminalText.escaped(report)): \(counts)\nReferences are written into "
                    + "\(TerminalText.escaped(session.checkout))\n\n    \(url)\n\nOpen that URL (it carries the token the server asks for); "
                    + "Ctrl-C stops the server.\n").utf8))
        // The opener gets a private file that forwards to the URL, never the URL itself:
        // command lines are readable by every local user (`ps`).
        // Deleted a minute later (a browser has read it by then; Ctrl-C ends the process
        // before any `defer` would run).
        let launch = noOpen ? nil : try? ReviewLaunchPage(url: url)
        if let launch {
            Self.openBrowser(launch.path)
            Thread {
                Thread.sleep(forTimeInterval: 60)
                launch.remove()
            }.start()
        }
        // The server runs on the concurrency pool; this thread waits until it stops.
        let stopped = DispatchSemaphore(value: 0)
        Task {
            try? await server.wait()
            stopped.signal()
        }
        stopped.wait()
        for signal in stopSignals { signal.cancel() }
        launch?.remove()
        FileHandle.standardOutput.write(Data("Review stopped.\n".utf8))
    }

    /// Signal sources that stop `server` on SIGINT or SIGTERM (their default action, ending
    /// the process, is switched off while they are installed).
    static func stopOnSignals(_ server: ReviewServer) -> [any DispatchSourceSignal] {
        [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { Task { await server.stop() } }
            source.resume()
            return source
        }
    }

    /// Opens `file` (a ``ReviewLaunchPage``) with the desktop's opener, when there is one and a
    /// display.
    static func openBrowser(_ file: String) {
        let environment = ProcessInfo.processInfo.environment
        #if os(macOS)
            let name = "open"
        #else
            let name = "xdg-open"
            guard environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil else { return }
        #endif
        // Found on the PATH, as a shell would: no machine path is written into the tool.
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        guard let opener = folders.map({ $0 + "/" + name }).first(where: FileManager.default.isExecutableFile(atPath:))
        else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [file]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
    }

    /// A start-up error handed from the server's task to the command's thread.
    final class Failure: Sendable {
        private let message = Locked<String?>(nil)
        func set(_ m: String) { message.withLock { $0 = m } }
        func get() -> String? { message.withLock { $0 } }
    }
}
