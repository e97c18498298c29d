import Foundation
import RenderCells
import SnapshotCore
import SpecTesting
import TestSupport
import Testing

/// The HTML report of a failing run in a real browser: headless Chromium (installed by
/// scripts/setup) opens it from file://, the page is driven into each view through its
/// link state (#mode=slider&slider=…, as a click would), and each screenshot is checked.
/// Under CI a missing Chromium fails the test instead of skipping it.
@Suite struct ReportInBrowserTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    static var enabled: Bool { chromium != nil || EndToEnd.required }

    /// Runs Chromium on `url` and returns its screenshot (or its DOM with `dom`).
    static func chromium(_ url: String, screenshot: String?, size: (Int, Int) = (1280, 1400)) throws -> String {
        let process = Process()
        process.executableURL = URL(
            fileURLWithPath: try #require(chromium, "Chromium is not installed (scripts/setup installs it)"))
        var arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
            "--virtual-time-budget=3000", "--window-size=\(size.0),\(size.1)"
        ]
        arguments += screenshot.map { ["--screenshot=\($0)"] } ?? ["--dump-dom"]
        process.arguments = arguments + [url]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// A one-snapshot suite whose reference says "Home" and whose spec now says "Office".
    static func failingReport() throws -> String {
        let dir = NSTemporaryDirectory() + "report-browser-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let spec =
            "width: 320\nscale: 2\nlayout: {appearance: insetGrouped}\nsections:\n  - items:\n"
            + "      - {text: Wi-Fi, secondaryText: Home, variant: valueCell, image: wifi}\n"
            + "      - {text: Bluetooth, secondaryText: On, variant: valueCell, image: bolt}\n"
        try spec.write(toFile: dir + "/settings.yaml", atomically: true, encoding: .utf8)
        func options(_ mode: SnapshotRecordMode) -> SnapshotTestOptions {
            SnapshotTestOptions(paths: ["."], outputDirectory: "report", recordMode: mode, workingDirectory: dir)
        }
        _ = try SnapshotTestRunner(options: options(.missing)).run()
        try spec.replacingOccurrences(of: "Home", with: "Office").write(
            toFile: dir + "/settings.yaml", atomically: true,
            encoding: .utf8)
        try SnapshotReportFolder.prepare(dir + "/report")
        let run = try SnapshotTestRunner(options: options(.never)).run()
        #expect(run.results.map(\.status) == [.failed])
        try SnapshotReportFolder.write(run, to: dir + "/report", base: dir)
        return dir
    }

    @Test(.enabled(if: enabled)) func slidersViewsAndZoomInChromium() throws {
        let dir = try Self.failingReport()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let page = "file://" + dir + "/report/index.html"
        // The script ran and took the state from the link, as a click and a drag would set it.
        let dom = try Self.chromium(page + "#mode=slider&slider=30", screenshot: nil)
        #expect(dom.contains("data-mode=\"slider\""))
        #expect(dom.contains("inset(0px 70% 0px 0px)") || dom.contains("inset(0 70% 0 0)"), "the actual is cut at 30 %")
        // Screenshots of each view differ where the pictures are, and match where they should.
        let shots = NSTemporaryDirectory() + "report-browser-shots"
        try FileManager.default.createDirectory(atPath: shots, withIntermediateDirectories: true)
        var pictures: [String: Pixmap] = [:]
        for (name, hash) in [
            ("side", "#mode=side"), ("slider0", "#mode=slider&slider=0"), ("slider100", "#mode=slider&slider=100"),
            ("onion", "#mode=onion&fade=50"), ("diff", "#mode=diff"), ("zoom", "#mode=side&zoom=1")
        ] {
            let path = shots + "/" + name + ".png"
            try? FileManager.default.removeItem(atPath: path)
            _ = try Self.chromium(page + hash, screenshot: path)
            pictures[name] = try PNGDecoder.decode(contentsOfFile: path)
        }
        let slider0 = try #require(pictures["slider0"])
        let slider100 = try #require(pictures["slider100"])
        let onion = try #require(pictures["onion"])
        let side = try #require(pictures["side"])
        // At 0 the slider shows the reference, at 100 the actual: they differ only where "Home"
        // became "Office", a small part of the page.
        let d = SnapshotDifference(actual: slider100, reference: slider0)
        #expect(d.differingPixels > 50 && d.differingPixels < slider0.width * slider0.height / 50, "\(d.differingPixels)")
        // The onion skin at 50 % is neither.
        #expect(SnapshotDifference(actual: onion, reference: slider0).differingPixels > 0)
        #expect(SnapshotDifference(actual: onion, reference: slider100).differingPixels > 0)
        // Side by side lays three pictures out: far more changes against the stacked views.
        #expect(SnapshotDifference(actual: side, reference: slider0).differingPixels > d.differingPixels)
        #expect(SnapshotDifference(actual: try #require(pictures["zoom"]), reference: side).differingPixels > 0)
    }
}
