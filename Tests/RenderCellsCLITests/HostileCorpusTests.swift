import Foundation
import RenderCells
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The hostile-input corpus (`Fixtures/hostile`, expectations in `expectations.tsv`): every
/// file is run through the built `render-cells` as a user would run it, and must give its
/// exit code and first error line, never hang (killed at a generous hang guard), stay under
/// 200 MB and leave no output behind unless it succeeded.
@Suite(.serialized) struct HostileCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/hostile").path

    struct Case: CustomTestStringConvertible, Sendable {
        var file: String
        var exitCode: Int32
        var firstLine: String
        var testDescription: String { file }
    }

    static let cases: [Case] = {
        let text = (try? String(contentsOfFile: folder + "/expectations.tsv", encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3, let code = Int32(fields[1]) else { return nil }
            return Case(file: fields[0], exitCode: code, firstLine: fields[2])
        }
    }()

    /// Seconds after which a run is killed as hung: a hang guard, not a speed test (speed is
    /// measured by `scripts/hostile-bench`). The slowest case takes about 0.5 s on a quiet
    /// 2-core machine and 1.3 s was seen on a busy one; 30 s is 60 times the normal time
    /// (sanitizer builds, several times slower, get 120 s).
    static var hangGuard: Double { ProcessInfo.processInfo.environment["RENDER_CELLS_SANITIZED"] != nil ? 120 : 30 }

    /// What one run did.
    struct Outcome {
        var status: Int32
        var stderr: String
        var seconds: Double
        /// The child's peak resident memory, in bytes, as it reported it at exit
        /// (`RENDER_CELLS_PEAK_MEMORY_FILE`; wait4's ru_maxrss would count the pages the
        /// child shared with this process before exec).
        var peakMemory: Int?
        var killed: Bool
    }

    /// Spawns `render-cells` with `arguments`, stdout discarded, killing it after `limit`
    /// seconds; with `memoryReport`, it writes its peak memory there.
    static func run(_ arguments: [String], memoryReport: String? = nil, limit: Double = hangGuard) throws -> Outcome {
        let executable = try #require(SpecCommandLineTests.executable)
        var pipe: [Int32] = [0, 0]
        guard Glibc.pipe(&pipe) == 0 else { throw POSIXError(.EIO) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 2)
        posix_spawn_file_actions_addclose(&actions, pipe[0])
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let start = Date()
        var variables = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        if let memoryReport { variables.append("RENDER_CELLS_PEAK_MEMORY_FILE=\(memoryReport)") }
        let environment: [UnsafeMutablePointer<CChar>?] = variables.map { strdup($0) } + [nil]
        defer { for pointer in environment { free(pointer) } }
        guard posix_spawn(&pid, executable, &actions, nil, argv, environment) == 0 else { throw POSIXError(.EIO) }
        close(pipe[1])
        // The read ends when the child exits (or is killed); a watchdog kills it at `limit`.
        let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + limit, execute: watchdog)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(pipe[0], &buffer, buffer.count)
            if n > 0 { bytes += buffer[..<n] } else if n == 0 || errno != EINTR { break }
        }
        close(pipe[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        watchdog.cancel()
        let signalled = status & 0x7F != 0
        return Outcome(
            status: signalled ? 128 + (status & 0x7F) : (status >> 8) & 0xFF,
            stderr: String(decoding: bytes, as: UTF8.self), seconds: Date().timeIntervalSince(start),
            peakMemory: memoryReport.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }
                .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) },
            killed: signalled)
    }

    @Test func theCorpusIsLargeAndEveryFileHasAnExpectation() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter { $0 != "expectations.tsv" }
        #expect(files.count >= 60)
        #expect(Set(files) == Set(Self.cases.map(\.file)), "files without an expectation, or the other way round")
        // Specs, PNGs and argument lists alike.
        for kind in [".yaml", ".json", ".png", ".args"] {
            #expect(files.contains { $0.hasSuffix(kind) })
        }
    }

    @Test(.enabled(if: SpecCommandLineTests.enabled), arguments: cases)
    func hostileInput(_ c: Case) throws {
        let out = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let path = Self.folder + "/" + c.file
        let arguments: [String]
        if c.file.hasSuffix(".args") {
            arguments = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map {
                $0.replacingOccurrences(of: "{fixtures}", with: Self.folder).replacingOccurrences(of: "{out}", with: out)
            }
        } else if c.file.hasSuffix(".png") {
            // Beside the spec, as an image must be (a path out of the spec's folder is refused).
            try FileManager.default.copyItem(atPath: path, toPath: out + "/" + c.file)
            try "sections: [{items: [{text: a, image: {file: \"\(c.file)\"}}]}]\n"
                .write(toFile: out + "/spec.yaml", atomically: true, encoding: .utf8)
            arguments = ["render", out + "/spec.yaml", "-o", out + "/out.png"]
        } else {
            arguments = ["render", path, "-o", out + "/out.png"]
        }
        let report = NSTemporaryDirectory() + "peak-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: report) }
        let r = try Self.run(arguments, memoryReport: report)
        let first = String(r.stderr.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
            .replacingOccurrences(of: out, with: "{out}").replacingOccurrences(of: Self.folder, with: "{fixtures}")
        #expect(
            !r.killed, "ended by a signal (status \(r.status)) after \(r.seconds) s; hung runs are killed at \(Self.hangGuard) s")
        #expect(r.status == c.exitCode)
        #expect(first == c.firstLine)
        // Sanitizer builds (scripts/sanitize) carry shadow memory; the budget is for the tool
        // as shipped. Time is only guarded against hangs (the watchdog above).
        let sanitized = ProcessInfo.processInfo.environment["RENDER_CELLS_SANITIZED"] != nil
        let budget = sanitized ? 2 << 30 : 200 << 20
        let peak = try #require(r.peakMemory, "no memory report")
        #expect(peak < budget, "peaked at \(peak >> 20) MB")
        let left = SpecTestFiles.contents(of: out).filter { $0 != "spec.yaml" && $0 != c.file }
        if c.exitCode == 0 {
            #expect(left == ["out.png"] || c.file.hasSuffix(".args"))
        } else {
            #expect(left.isEmpty, "left \(left) behind")
        }
    }
}
