import Foundation
import RenderCells
import TestSupport
import Testing

/// `--state` repeated 30,000 times (#37 M5): ArgumentParser's cost was quadratic in the
/// repeats (46.6 s in release, hours in a debug build); the tool collapses exact repeats
/// first, so the run is the one `--state selected` alone gives. The time limit is a hang guard.
@Suite(.enabled(if: SpecCommandLineTests.executable != nil), .timeLimit(.minutes(2)))
struct RepeatedStateTests {
    @Test func thirtyThousandRepeatsDrawWhatOneDoes() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "width: 200\nscale: 1\nsections:\n  - items:\n      - text: Hello\n"
            .write(toFile: dir + "/a.yaml", atomically: true, encoding: .utf8)
        let once = try SpecCommandLineTests().run([
            "render", dir + "/a.yaml", "-o", dir + "/once.png",
            "--state", "selected", "--state", "highlighted"
        ])
        #expect(once.status == 0, "\(once.stderr)")
        var repeated = ["render", dir + "/a.yaml", "-o", dir + "/many.png"]
        for i in 0..<30_000 { repeated += ["--state", i % 2 == 0 ? "selected" : "highlighted"] }
        let many = try SpecCommandLineTests().run(repeated)
        #expect(many.status == 0, "\(many.stderr)")
        let a = try PNGDecoder.decode(contentsOfFile: dir + "/once.png")
        let b = try PNGDecoder.decode(contentsOfFile: dir + "/many.png")
        #expect(a == b)
        // A bad value is still reported, however often it is given.
        let bad = try SpecCommandLineTests().run(
            ["render", dir + "/a.yaml", "-o", dir + "/bad.png"]
                + Array(repeating: ["--state", "sideways"], count: 1000).flatMap { $0 })
        #expect(bad.status == 64 && bad.stderr.contains("sideways"), "\(bad.stderr)")
    }
}
