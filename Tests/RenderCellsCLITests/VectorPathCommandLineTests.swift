import Foundation
import TestSupport
import Testing

/// `RENDER_CELLS_CPU` as a user meets it: `doctor` and `bench` name the kernels' vector
/// path; a forced path is taken; an unknown value falls back with a message in `doctor`
/// and is refused by `bench`, whose figures must be of the path asked for.
@Suite struct VectorPathCommandLineTests {
    let cli = SpecCommandLineTests()

    @Test(.enabled(if: SpecCommandLineTests.enabled))
    func doctorNamesTheForcedPath() throws {
        let r = try cli.run(["doctor"], environment: ["RENDER_CELLS_CPU": "baseline"])
        #expect(
            r.stdout.contains("\nvector path: baseline (RENDER_CELLS_CPU=baseline; the widest this CPU has is "),
            "\(r.stdout)")
    }

    @Test(.enabled(if: SpecCommandLineTests.enabled))
    func anUnknownValueFallsBackInDoctorAndIsRefusedByBench() throws {
        let doctor = try cli.run(["doctor"], environment: ["RENDER_CELLS_CPU": "sse9"])
        #expect(
            doctor.stdout.contains("(RENDER_CELLS_CPU has an unknown value; expected baseline, avx2 or avx512 (using "),
            "\(doctor.stdout)")
        let bench = try cli.run(
            ["bench", "--scene", "S1", "--frames", "1", "--min-time", "0"],
            environment: ["RENDER_CELLS_CPU": "sse9"])
        #expect(bench.status == 64)
        #expect(bench.stderr.contains("RENDER_CELLS_CPU has an unknown value"), "\(bench.stderr)")
    }

    @Test(.enabled(if: SpecCommandLineTests.enabled))
    func benchSaysWhichPathItMeasured() throws {
        let r = try cli.run(
            ["bench", "--scene", "S5fast", "--frames", "1", "--min-time", "0"],
            environment: ["RENDER_CELLS_CPU": "baseline"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("vector path: baseline (RENDER_CELLS_CPU=baseline"), "\(r.stdout)")
        let json = try cli.run(
            ["bench", "--scene", "S5fast", "--frames", "1", "--min-time", "0", "--json"],
            environment: ["RENDER_CELLS_CPU": "baseline"])
        #expect(json.stdout.contains("\"vector_path\": \"baseline\""), "\(json.stdout)")
    }
}
