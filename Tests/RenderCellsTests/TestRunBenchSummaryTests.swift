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
}
