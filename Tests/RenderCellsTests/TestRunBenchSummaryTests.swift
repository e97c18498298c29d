import Benchmarks
import Testing

/// `render-cells bench --test-runs N --rounds R` quotes the medians of its rounds: the pass
/// on 1 and 2 jobs, the failure on 2, per snapshot, and their ratios.
@Suite struct TestRunBenchSummaryTests {
    static func phase(_ name: String, jobs: Int, _ ms: Double, cpu: Double) -> TestRunBench.Phase {
        TestRunBench.Phase(name: name, jobs: jobs, milliseconds: ms, cpuMilliseconds: cpu, peakBytes: 0, exitStatus: 0)
    }

    @Test func theRoundsGiveTheirMedians() throws {
        let phases = [
            Self.phase("record all", jobs: 2, 9000, cpu: 9000),
            Self.phase("verify", jobs: 1, 1200, cpu: 1200), Self.phase("verify", jobs: 2, 700, cpu: 1300),
            Self.phase("verify", jobs: 1, 1000, cpu: 1000), Self.phase("verify", jobs: 2, 500, cpu: 1000),
            Self.phase("verify", jobs: 1, 5000, cpu: 1100), Self.phase("verify", jobs: 2, 600, cpu: 1100),
            Self.phase("verify, 10 failing", jobs: 2, 900, cpu: 1600),
            Self.phase("verify, all failing", jobs: 2, 2400, cpu: 4400),
            Self.phase("verify, all failing", jobs: 2, 2000, cpu: 4000),
            Self.phase("verify, all failing", jobs: 2, 9000, cpu: 4200)
        ]
        let s = try #require(TestRunBench.summary(phases, count: 200))
        // Medians per 200 snapshots: 1,200 and 600 ms a run on 1 and 2 jobs, 2,400 failing.
        #expect(s.passOneJob == 6)
        #expect(s.passTwoJobs == 3)
        #expect(s.speedUp == 2)
        #expect(s.failure == 12)
        #expect(s.passTwoJobsCPU == 5.5)
        #expect(s.failureCPU == 21)
    }

    @Test func anEvenNumberOfRoundsTakesTheMiddleTwo() throws {
        let phases = [
            Self.phase("verify", jobs: 1, 1000, cpu: 1000), Self.phase("verify", jobs: 2, 400, cpu: 800),
            Self.phase("verify", jobs: 1, 1200, cpu: 1000), Self.phase("verify", jobs: 2, 600, cpu: 1000),
            Self.phase("verify, all failing", jobs: 2, 2000, cpu: 4000),
            Self.phase("verify, all failing", jobs: 2, 3000, cpu: 5000)
        ]
        let s = try #require(TestRunBench.summary(phases, count: 100))
        #expect(s.passOneJob == 11)
        #expect(s.passTwoJobs == 5)
        #expect(s.failure == 25)
        #expect(TestRunBench.summary(Array(phases.prefix(4)), count: 100) == nil)
    }

    /// Each round's own ratios, then their median: a round on a slow minute (all three runs
    /// slower) moves the medians of the runs but not its ratios.
    @Test func theRatiosWithinEachRoundHaveTheirMedian() throws {
        func round(_ k: Int, one: Double, two: Double, failing: Double, cpu: (Double, Double)) -> [TestRunBench.Phase] {
            [
                TestRunBench.Phase(
                    name: "verify", jobs: 1, milliseconds: one, cpuMilliseconds: one, peakBytes: 0, exitStatus: 0, round: k),
                TestRunBench.Phase(
                    name: "verify", jobs: 2, milliseconds: two, cpuMilliseconds: cpu.0, peakBytes: 0, exitStatus: 0, round: k),
                TestRunBench.Phase(
                    name: "verify, all failing", jobs: 2, milliseconds: failing, cpuMilliseconds: cpu.1, peakBytes: 0,
                    exitStatus: 1, round: k)
            ]
        }
        let phases =
            [Self.phase("verify, 10 failing", jobs: 2, 900, cpu: 1600)]
            + round(1, one: 1000, two: 500, failing: 1500, cpu: (1000, 3000))  // 2x, 3x, 3x
            + round(2, one: 3600, two: 2000, failing: 8000, cpu: (1000, 5000))  // 1.8x, 4x, 5x
            + round(3, one: 1100, two: 500, failing: 1250, cpu: (1000, 2000))  // 2.2x, 2.5x, 2x
        let s = try #require(TestRunBench.summary(phases, count: 100))
        #expect(s.pairedSpeedUp == 2)
        #expect(s.pairedFailureRatio == 3)
        #expect(s.pairedFailureCPURatio == 3)
        // The medians of the runs, taken apart: 1,100 / 500 and 1,500 / 500.
        #expect(s.speedUp == 2.2)
        #expect(s.failure / s.passTwoJobs == 3)
        // A round without its failing run has no ratios of its own.
        let partial = Array(phases.prefix(3)) + round(9, one: 1, two: 1, failing: 1, cpu: (1, 1)).prefix(2)
        let t = try #require(
            TestRunBench.summary(partial + [round(1, one: 1000, two: 500, failing: 1500, cpu: (1000, 3000))[2]], count: 100))
        #expect(t.pairedSpeedUp == 2)
        #expect(t.pairedFailureRatio == 3)
    }
}
