import ArgumentParser
import Benchmarks
import Foundation
import RenderCells

/// `render-cells bench`: times the peer-comparison scenes on one thread.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract:
            "Time the benchmark scenes (S1–S5, drawn as the peer libraries draw them, and the list scenes; see docs/performance.md) on one thread.",
        discussion:
            "Build with -c release. Each scene runs 3 warm-up frames, then frames until at least 15 and at least --min-time seconds (at most 300); one line per scene gives the median, min and max milliseconds per frame."
    )

    @Option(
        name: .customLong("scene"),
        help:
            "A scene to run (S1, S2, S3, S4, S4shaped, S5, S5fast, S5level1, L1layout, L2screen, L2png, L2pnglevel1, L2snapshot, AL1cell, AL20screen); repeat for several. Default: all."
    )
    var scenes: [String] = []

    @Flag(help: "Print one JSON object per line: scene, median_ms, min_ms, max_ms, frames.")
    var json = false

    @Option(help: "Write each scene's final picture as DIR/<scene>.png.")
    var out: String?

    @Option(help: "Minimum seconds of timed frames per scene.")
    var minTime: Double = 1.0

    @Option(help: "Minimum timed frames per scene.")
    var frames: Int = 15

    @Option(
        name: .customLong("test-runs"),
        help:
            "Instead of the scenes: time whole `render-cells test` runs over this many full-screen snapshots (100 per spec): record all, verify on 1 and 2 jobs, verify with 10 failing and with all failing."
    )
    var testRuns: Int?

    @Option(
        help:
            "With --test-runs: make this many rounds of a passing run on 1 job, one on 2 and an all-failing run on 2, one after another, and quote medians, of the runs and of each round's own ratios."
    )
    var rounds: Int = 1

    func validate() throws {
        for s in scenes where BenchRunner.sceneNames.firstIndex(of: s) == nil {
            throw ValidationError("unknown scene '\(s)'; known scenes: \(BenchRunner.sceneNames.joined(separator: ", "))")
        }
        guard minTime >= 0, minTime.isFinite, minTime <= 600 else {
            throw ValidationError("--min-time must be between 0 and 600 seconds")
        }
        guard frames >= 1, frames <= 100_000 else { throw ValidationError("--frames must be between 1 and 100000") }
        if let testRuns, !(100...100_000).contains(testRuns) {
            throw ValidationError("--test-runs must be between 100 and 100000")
        }
        guard (1...25).contains(rounds) else { throw ValidationError("--rounds must be between 1 and 25") }
        // A figure is quoted with the path that made it: a forced path the CPU lacks would
        // measure another one, so it is an error here (elsewhere the kernels fall back).
        if let problem = VectorPath.problem { throw ValidationError(problem + "; bench measures only the path it is asked for") }
    }

    func run() throws {
        if let testRuns {
            let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
            let phases = try TestRunBench(count: testRuns, executable: executable, rounds: rounds).run()
            let snapshots = (testRuns + 99) / 100 * 100
            var oneJob: Double?
            var twoJobs: Double?
            for p in phases {
                var line =
                    "\(p.name.padding(toLength: 20, withPad: " ", startingAt: 0)) jobs \(p.jobs)  "
                    + "\(fmt(p.milliseconds / 1000)) s  \(fmt(p.milliseconds / Double(snapshots))) ms/snapshot  "
                    + "cpu \(fmt(p.cpuMilliseconds / 1000)) s  peak \(p.peakBytes / (1 << 20)) MiB  exit \(p.exitStatus)"
                // Each passing run on 2 jobs against the run on 1 just before it, and each
                // failing run against the passing run on 2 jobs just before it.
                if p.name == "verify", p.jobs == 1 { oneJob = p.milliseconds }
                if p.name == "verify", p.jobs == 2, let oneJob {
                    line += "  speed-up \(fmt(oneJob / p.milliseconds))x"
                    twoJobs = p.milliseconds
                }
                if p.name == "verify, all failing", let twoJobs { line += "  failure/pass \(fmt(p.milliseconds / twoJobs))x" }
                print(line)
            }
            // What one failure costs against one pass, both on 2 jobs: the all-failing run's
            // time per snapshot against the passing run's, in wall time and in CPU time (which
            // a shared machine's load disturbs less); medians when there are rounds.
            if let s = TestRunBench.summary(phases, count: snapshots) {
                let of = rounds > 1 ? " (medians of \(rounds) rounds)" : ""
                if rounds > 1 { print("two jobs vs one      speed-up \(fmt(s.speedUp))x\(of)") }
                print(
                    "failure vs pass      jobs 2  \(fmt(s.failure)) ms/failure  \(fmt(s.passTwoJobs)) ms/pass  "
                        + "ratio \(fmt(s.failure / s.passTwoJobs))x\(of)")
                print(
                    "failure vs pass cpu  jobs 2  \(fmt(s.failureCPU)) ms/failure  \(fmt(s.passTwoJobsCPU)) ms/pass  "
                        + "ratio \(fmt(s.failureCPU / s.passTwoJobsCPU))x\(of)")
                // The same ratios taken within each round (its three runs one after another),
                // then their median: the runs of a ratio met the same machine.
                if rounds > 1, let speedUp = s.pairedSpeedUp, let failure = s.pairedFailureRatio,
                    let failureCPU = s.pairedFailureCPURatio
                {
                    print(
                        "within rounds        two jobs vs one \(fmt(speedUp))x  failure vs pass \(fmt(failure))x  "
                            + "cpu \(fmt(failureCPU))x (medians of each round's ratios)")
                }
            }
            return
        }
        if let out { try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true) }
        let selected = scenes.isEmpty ? BenchRunner.sceneNames : scenes
        if !json { print("vector path: \(VectorPath.summary)") }
        for name in selected {
            var scene = try BenchRunner.make(name)
            let result = try BenchRunner.time(&scene, minFrames: frames, minSeconds: minTime)
            // List scenes also report the cost per cell at the median.
            var perCellJSON = ""
            var perCell = ""
            if let cells = scene.cells, cells > 0 {
                let usPerCell = result.median * 1000 / Double(cells)
                let cellsPerSecond = Double(cells) / (result.median / 1000)
                perCellJSON = ", \"us_per_cell\": \(fmt(usPerCell)), \"cells_per_second\": \(Int(cellsPerSecond.rounded()))"
                perCell = "  \(fmt(usPerCell)) us/cell, \(Int(cellsPerSecond.rounded())) cells/s"
            }
            if json {
                print(
                    "{\"scene\": \"\(name)\", \"median_ms\": \(fmt(result.median)), \"min_ms\": \(fmt(result.min)), \"max_ms\": \(fmt(result.max)), \"frames\": \(result.frames), \"vector_path\": \"\(VectorPath.active)\"\(scene.extraJSON)\(perCellJSON)}"
                )
            } else {
                let extra = (scene.note.isEmpty ? "" : "  \(scene.note)") + perCell
                print(
                    "\(name.padding(toLength: 9, withPad: " ", startingAt: 0)) median \(fmt(result.median)) ms  min \(fmt(result.min))  max \(fmt(result.max))  frames \(result.frames)\(extra)"
                )
            }
            if let out {
                try PNGEncoder().write(scene.picture(), toFile: (out as NSString).appendingPathComponent("\(name).png"))
            }
        }
    }

    private func fmt(_ v: Double) -> String { String(format: "%.3f", v) }
}
