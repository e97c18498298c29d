import Foundation
import RenderCells
import SafeIO
import TestSupport
import Testing

/// `render-cells fidelity`: simulator references beside Linux renders, compared at a
/// tolerance for people and written as the usual report; and `doctor` saying what draws
/// the system font and the symbols.
@Suite struct FidelityCommandLineTests {
    let cli = SpecCommandLineTests()

    /// A 20 × 20 picture of one opaque colour.
    static func png(_ r: UInt8, _ g: UInt8, _ b: UInt8, width: Int = 20) throws -> [UInt8] {
        let bytes: [UInt8] = (0..<(width * 20)).flatMap { _ -> [UInt8] in [r, g, b, 255] }
        return try PNGEncoder().encode(try #require(Pixmap(width: width, height: 20, premultipliedData: bytes)))
    }

    @Test(.enabled(if: SpecCommandLineTests.enabled))
    func pairsAreComparedAndReported() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fidelity-\(UUID().uuidString)").path
        let snapshots = dir + "/__Snapshots__/ScreenTests"
        try FileManager.default.createDirectory(atPath: snapshots, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Within ΔE 2: a red 4/255 lighter. Far: red against blue. Alone: no simulator twin.
        try AtomicFile.write(try Self.png(255, 0, 0), to: snapshots + "/near.1.png")
        try AtomicFile.write(try Self.png(251, 0, 0), to: snapshots + "/near.1.linux.png")
        try AtomicFile.write(try Self.png(255, 0, 0), to: snapshots + "/far.1.png")
        try AtomicFile.write(try Self.png(0, 0, 255), to: snapshots + "/far.1.linux.png")
        try AtomicFile.write(try Self.png(0, 255, 0), to: snapshots + "/alone.1.linux.png")
        let report = dir + "/report"
        let r = try cli.run(["fidelity", dir + "/__Snapshots__", "-o", report])
        #expect(r.status == 0, "a report, not a test: \(r.stderr)")
        #expect(
            r.stdout.contains(
                "3 Linux renders: 1 within the tolerance of the simulator's, 1 differ, 1 without a simulator reference"),
            "\(r.stdout)")
        let results = try String(contentsOfFile: report + "/results.json", encoding: .utf8)
        #expect(results.contains("\"status\" : \"failed\"") || results.contains("\"status\":\"failed\""))
        let files = try FileManager.default.contentsOfDirectory(atPath: report)
        #expect(files.contains { $0.hasSuffix("far.1.three-pane.png") }, "\(files)")
        #expect(files.contains("index.html") && files.contains("junit.xml"))
        // A tighter tolerance finds the near pair too.
        let strict = try cli.run(["fidelity", dir + "/__Snapshots__", "-o", report, "--perceptual-precision", "0.999"])
        #expect(strict.stdout.contains("0 within the tolerance"), "\(strict.stdout)")
    }

    @Test(.enabled(if: SpecCommandLineTests.enabled))
    func doctorSaysWhatDrawsTheSystemFontAndTheSymbols() throws {
        let r = try cli.run(["doctor"])
        #expect(
            r.stdout.contains("\nsystem font: Inter stands in for SF Pro; to draw with SF Pro, put Apple's SF Pro"), "\(r.stdout)"
        )
        #expect(r.stdout.contains("\nSF Symbols: names are drawn with Phosphor Icons unless a folder"))
    }

    /// `--device` draws at the device's portrait width and scale; an unknown one lists the known.
    @Test(.enabled(if: SpecCommandLineTests.enabled))
    func deviceGivesWidthAndScale() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("device-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let spec = packageRoot + "/Tests/ListSpecTests/Fixtures/specs/settings.yaml"
        let r = try cli.run(["render", spec, "--device", "iPhone 17 Pro", "-o", out])
        #expect(r.status == 0 && r.stdout.contains("(1206x"), "\(r.stdout)\(r.stderr)")
        let pad = try cli.run(["render", spec, "--device", "ipadair11", "-o", out])
        #expect(pad.stdout.contains("(1640x"), "\(pad.stdout)\(pad.stderr)")
        let bad = try cli.run(["render", spec, "--device", "iphone99", "-o", out])
        #expect(bad.status == 64 && bad.stderr.contains("iphone17promax"), "\(bad.stderr)")
    }
}
