import Foundation

/// `render-cells bench --test-runs N`: whole `render-cells test` runs on a folder of N
/// full-screen (390 × 844 pt at 3x) inset-grouped Settings screens — 100 variants per spec
/// (5 appearances × light/dark × 10 sizes) — each run a child process of this executable,
/// timed from outside with its own peak memory (RENDER_CELLS_PEAK_MEMORY_FILE) and the CPU
/// time the system charged it (user + system, `getrusage(RUSAGE_CHILDREN)`; on a machine
/// shared with other work the wall time moves with the load, the CPU time much less):
/// record all, verify with 10 failing, then `rounds` rounds of three runs one after another:
/// verify all matching on 1 job, on 2 jobs, and verify with every one failing (a copy of the
/// folder whose references are each other's).
package struct TestRunBench {
    /// Snapshots per run, rounded up to whole specs of 100.
    let count: Int
    /// The `render-cells` binary that runs `test`.
    let executable: String
    /// How many times the passing runs (1 and 2 jobs) and the all-failing run are each made,
    /// one of each after another: a shared two-core machine moves one run's time by a tenth
    /// or more, and by more than that over the seconds between one kind of run and another,
    /// so the figures are quoted as medians of the rounds and as medians of each round's own
    /// ratios, whose three runs met the same machine (`summary(_:count:)`).
    let rounds: Int

    /// References replaced by other pictures in the last run, which then fail.
    package static let failures = 10

    package init(count: Int, executable: String, rounds: Int = 1) {
        self.count = count
        self.executable = executable
        self.rounds = max(1, rounds)
    }

    /// One timed run: its name, jobs, wall time, CPU time, the child's peak resident memory
    /// and exit status.
    package struct Phase {
        package var name: String
        package var jobs: Int
        package var milliseconds: Double
        /// User and system time of the child, all its threads.
        package var cpuMilliseconds: Double
        package var peakBytes: Int
        package var exitStatus: Int32
        /// The round the run belongs to (1 and up), 0 for the runs made once.
        package var round: Int

        package init(
            name: String, jobs: Int, milliseconds: Double, cpuMilliseconds: Double, peakBytes: Int, exitStatus: Int32,
            round: Int = 0
        ) {
            self.name = name
            self.jobs = jobs
            self.milliseconds = milliseconds
            self.cpuMilliseconds = cpuMilliseconds
            self.peakBytes = peakBytes
            self.exitStatus = exitStatus
            self.round = round
        }
    }

    /// The L2 full screen (BenchmarkScenes.fullScreenList) as a spec with 100 variants.
    static func spec(_ index: Int) -> String {
        let names = BenchmarkScenes.fullScreenNames
        let symbols = BenchmarkScenes.fullScreenSymbols
        var out = """
            width: 390
            scale: 3
            height: 844
            layout: {appearance: insetGrouped}
            variants:
              appearance: [plain, grouped, insetGrouped, sidebar, sidebarPlain]
              style: [light, dark]
              contentSize: [xS, S, M, L, XL, XXL, XXXL, AX1, AX2, AX3]
            sections:
              - header: "Settings \(index)"
                items:

            """
        for i in 0..<15 {
            out +=
                "      - {variant: valueCell, image: \(symbols[i]), text: \"\(names[i])\", "
                + "secondaryText: \"\(i % 3 == 0 ? "On" : "Off")\", accessories: [disclosureIndicator]}\n"
        }
        return out
    }

    /// User + system time of every waited-for child so far, in milliseconds.
    static func childrenCPUMilliseconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        func ms(_ t: timeval) -> Double { Double(t.tv_sec) * 1e3 + Double(t.tv_usec) * 1e-3 }
        return ms(usage.ru_utime) + ms(usage.ru_stime)
    }

    package func run() throws -> [Phase] {
        let root = NSTemporaryDirectory() + "render-cells-test-runs-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/specs", withIntermediateDirectories: true)
        let specs = (count + 99) / 100
        for k in 0..<specs {
            try Self.spec(k).write(toFile: root + "/specs/screen-\(k).yaml", atomically: true, encoding: .utf8)
        }
        var phases: [Phase] = []
        func phase(_ name: String, folder: String, record: String, jobs: Int, round: Int = 0) throws {
            let memory = root + "/peak-\(phases.count)"
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            // A report folder for each folder of specs: a passing run never empties a failing
            // run's pictures (the next failing run does, as a re-run would).
            process.arguments = [
                "test", root + "/" + folder, "--record", record, "--jobs", "\(jobs)", "-o", root + "/report-" + folder
            ]
            var environment = ProcessInfo.processInfo.environment
            environment["RENDER_CELLS_PEAK_MEMORY_FILE"] = memory
            environment.removeValue(forKey: "CI")
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            // Waited for through the termination handler, not `waitUntilExit`, which in
            // swift-corelibs-foundation runs the run loop in 50 ms slices: the runs' times
            // came out on 50 ms steps (0.603, 0.658, 0.706, 0.755, 0.855 s), a tenth of a
            // passing 0.6 s run, which is what two jobs against one divides.
            let exited = DispatchSemaphore(value: 0)
            process.terminationHandler = { _ in exited.signal() }
            let clock = ContinuousClock()
            let cpuBefore = Self.childrenCPUMilliseconds()
            let start = clock.now
            try process.run()
            exited.wait()
            let d = clock.now - start
            let cpu = Self.childrenCPUMilliseconds() - cpuBefore
            let ms = Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) * 1e-15
            let peak =
                Int((try? String(contentsOfFile: memory, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "")
                ?? 0
            phases.append(
                Phase(
                    name: name, jobs: jobs, milliseconds: ms, cpuMilliseconds: cpu, peakBytes: peak,
                    exitStatus: process.terminationStatus, round: round))
        }
        try phase("record all", folder: "specs", record: "all", jobs: ProcessInfo.processInfo.activeProcessorCount)
        let references = root + "/specs/__Snapshots__"
        let files = try FileManager.default.contentsOfDirectory(atPath: references).filter { $0.hasSuffix(".png") }.sorted()
        // Two copies of the recorded folder: in one, ten references replaced by other
        // variants' pictures (same size, other pixels), whose manifest entries then no longer
        // match the files, so they are decoded, compared and fail; in the other, every
        // reference replaced by its neighbour's (the last by the first's): neighbours are
        // other variants of the same screen, so every snapshot fails. What a failure costs is
        // that run's time per snapshot, measured on 200 failures rather than estimated from
        // 10 (whose 0.1 s of difference a shared machine's noise swamps).
        try FileManager.default.copyItem(atPath: root + "/specs", toPath: root + "/ten")
        for i in 0..<min(Self.failures, files.count / 2) {
            try replace(root + "/ten/__Snapshots__/" + files[i * 2], with: references + "/" + files[i * 2 + 1])
        }
        try FileManager.default.copyItem(atPath: root + "/specs", toPath: root + "/failing")
        for (i, name) in files.enumerated() {
            try replace(root + "/failing/__Snapshots__/" + name, with: references + "/" + files[(i + 1) % files.count])
        }
        try phase("verify, \(Self.failures) failing", folder: "ten", record: "never", jobs: 2)
        for round in 1...rounds {
            try phase("verify", folder: "specs", record: "never", jobs: 1, round: round)
            try phase("verify", folder: "specs", record: "never", jobs: 2, round: round)
            try phase("verify, all failing", folder: "failing", record: "never", jobs: 2, round: round)
        }
        return phases
    }

    /// Writes the bytes of `source` over `target`.
    private func replace(_ target: String, with source: String) throws {
        try Data(contentsOf: URL(fileURLWithPath: source)).write(to: URL(fileURLWithPath: target))
    }

    /// The medians of the rounds: a pass on 1 and on 2 jobs and a failure on 2 jobs, each per
    /// snapshot in wall and in CPU milliseconds, for `count` snapshots a run; and the medians
    /// of each round's own ratios.
    package struct Summary {
        package var passOneJob, passTwoJobs, failure, passTwoJobsCPU, failureCPU: Double
        /// Two jobs against one: the median pass on 1 job over the median on 2.
        package var speedUp: Double { passOneJob / passTwoJobs }
        /// The median over the rounds of each round's pass on 1 job over its pass on 2, and
        /// of its failure over its pass on 2, in wall and in CPU time; nil when no round has
        /// all three runs.
        package var pairedSpeedUp, pairedFailureRatio, pairedFailureCPURatio: Double?
    }

    /// The middle value of `values` (the mean of the middle two when there are an even
    /// number); nil when there are none.
    static func median(_ values: [Double]) -> Double? {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return nil }
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }

    /// ``Summary`` of `phases` (as ``run()`` made them), nil when a phase is missing.
    package static func summary(_ phases: [Phase], count: Int) -> Summary? {
        func median(_ name: String, jobs: Int, _ value: (Phase) -> Double) -> Double? {
            Self.median(phases.filter { $0.name == name && $0.jobs == jobs }.map(value)).map { $0 / Double(count) }
        }
        guard let one = median("verify", jobs: 1, \.milliseconds), let two = median("verify", jobs: 2, \.milliseconds),
            let twoCPU = median("verify", jobs: 2, \.cpuMilliseconds),
            let failure = median("verify, all failing", jobs: 2, \.milliseconds),
            let failureCPU = median("verify, all failing", jobs: 2, \.cpuMilliseconds)
        else { return nil }
        var summary = Summary(
            passOneJob: one, passTwoJobs: two, failure: failure, passTwoJobsCPU: twoCPU, failureCPU: failureCPU)
        // Each round's three runs, one after another: their ratios met the same machine.
        var speedUps: [Double] = []
        var failureRatios: [Double] = []
        var failureCPURatios: [Double] = []
        for round in Set(phases.map(\.round)).subtracting([0]) {
            let runs = phases.filter { $0.round == round }
            guard let one = runs.first(where: { $0.name == "verify" && $0.jobs == 1 }),
                let two = runs.first(where: { $0.name == "verify" && $0.jobs == 2 }),
                let failing = runs.first(where: { $0.name == "verify, all failing" && $0.jobs == 2 })
            else { continue }
            speedUps.append(one.milliseconds / two.milliseconds)
            failureRatios.append(failing.milliseconds / two.milliseconds)
            failureCPURatios.append(failing.cpuMilliseconds / two.cpuMilliseconds)
        }
        summary.pairedSpeedUp = Self.median(speedUps)
        summary.pairedFailureRatio = Self.median(failureRatios)
        summary.pairedFailureCPURatio = Self.median(failureCPURatios)
        return summary
    }
}
