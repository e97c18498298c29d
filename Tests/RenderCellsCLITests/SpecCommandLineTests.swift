import Foundation
import RenderCells
import TestSupport
import Testing

/// `render-cells render` as a user runs it: exit codes, the `error:` line on stderr, and
/// the files written. Runs the built executable next to the test bundle; skipped when it
/// has not been built (e.g. `swift build --target`).
@Suite struct SpecCommandLineTests {
    static let executable = builtProduct(named: "render-cells")
    /// Whether the command-line tests run: when the tool was built, and always on CI, where
    /// a missing tool fails them (``EndToEnd``) instead of skipping a whole layer.
    static var enabled: Bool { executable != nil || EndToEnd.required }

    /// A spec of ListSpecTests' fixtures (`Tests/ListSpecTests/Fixtures/specs`): the
    /// command is run on the same files the parser's tests read.
    static func specFixture(_ name: String) -> String {
        packageRoot + "/Tests/ListSpecTests/Fixtures/specs/" + name
    }

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs the tool with `arguments`, in this process's environment with `environment` added,
    /// in `folder` (this process's own when nil).
    func run(_ arguments: [String], environment: [String: String] = [:], in folder: String? = nil) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.executable))
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
            stderr: String(decoding: e, as: UTF8.self))
    }

    @Test(.enabled(if: enabled)) func rendersAFixture() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try run([
            "render", SpecCommandLineTests.specFixture("settings.yaml"), "-o", dir + "/s.png",
            "--dump-layout", dir + "/s.json", "--style", "dark", "--scale", "1"
        ])
        #expect(r.status == 0)
        // 17.5-pt empty grouped footers round up to whole pixels: 18 at 1x.
        #expect(r.stdout == "wrote \(dir)/s.png (390x300, 4 items)\n")
        #expect(SpecTestFiles.contents(of: dir) == ["s.json", "s.png"])
        let picture = try PNGDecoder.decode(contentsOfFile: dir + "/s.png")
        // Dark grouped background in the top-left corner.
        #expect(picture[0, 0] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
    }

    @Test(.enabled(if: enabled)) func aBadSpecExitsOneWithTheErrorLine() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "sections:\n  - items:\n      - variant: cel\n".write(toFile: dir + "/bad.yaml", atomically: true, encoding: .utf8)
        let r = try run(["render", dir + "/bad.yaml", "-o", dir + "/out.png"])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("error: \(dir)/bad.yaml:3:18: sections[0].items[0].variant: unknown variant 'cel'; "))
        #expect(r.stdout.isEmpty)
        #expect(SpecTestFiles.contents(of: dir) == ["bad.yaml"])
    }

    @Test(.enabled(if: enabled)) func usageErrorsExit64() throws {
        let fixture = SpecCommandLineTests.specFixture("settings.yaml")
        for arguments in [
            ["--scale", "4"], ["--style", "sepia"], ["--state", "pressed"], ["--content-size", "huge"],
            ["--direction", "up"], ["--appearance", "fancy"], ["--width", "-3"], ["--bogus"]
        ] {
            let r = try run(["render", fixture, "-o", "/nonexistent/out.png"] + arguments)
            #expect(r.status == 64, "\(arguments)")
        }
        #expect(try run(["render", fixture]).status == 64)  // no -o
    }
}
