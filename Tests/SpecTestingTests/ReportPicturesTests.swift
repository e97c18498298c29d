import Foundation
import ListSpec
import SnapshotCore
import SpecTesting
import TestSupport
import Testing

/// The pictures a run leaves in its report: linked from index.html by relative paths (or
/// embedded when asked), the same bytes whatever the job count, and under `--record never` the
/// picture a missing reference would get, accepted by the run's own command.
@Suite struct ReportPicturesTests {
    /// A failing run (one word changed since recording) of the runner tests' suite, written as a
    /// report folder with or without its pictures inside the page.
    static func failingReport(embedsPictures: Bool, jobs: Int = 1, threePane: Bool = false) throws
        -> (dir: String, run: SnapshotTestRun)
    {
        let dir = try SnapshotTestRunnerTests.suite()
        _ = try SnapshotTestRunner(options: SnapshotTestRunnerTests.options(dir, .missing)).run()
        let spec = dir + "/settings.yaml"
        try (try String(contentsOfFile: spec, encoding: .utf8)).replacingOccurrences(of: "Home", with: "Office")
            .write(toFile: spec, atomically: true, encoding: .utf8)
        try SnapshotReportFolder.prepare(dir + "/report")
        var options = SnapshotTestRunnerTests.options(dir, .never, jobs: jobs)
        options.writesThreePane = threePane
        let run = try SnapshotTestRunner(options: options).run()
        try SnapshotReportFolder.write(run, to: dir + "/report", base: dir, embedsPictures: embedsPictures)
        return (dir, run)
    }

    /// Every `src="…"` of the page's pictures.
    static func sources(_ html: String) -> [String] {
        html.components(separatedBy: " src=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test func theReportLinksFailurePicturesBesideIt() throws {
        let (dir, run) = try Self.failingReport(embedsPictures: false)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let html = try String(contentsOfFile: dir + "/report/index.html", encoding: .utf8)
        #expect(!html.contains("data:image"))
        let failed = run.results.filter { $0.status == .failed }
        #expect(failed.count == 2)
        // The three-pane picture only when asked (--three-pane).
        #expect(failed.allSatisfy { $0.threePane == nil })
        let names = try FileManager.default.contentsOfDirectory(atPath: dir + "/report")
        #expect(!names.contains { $0.hasSuffix(".three-pane.png") }, "\(names)")
        let sources = Self.sources(html)
        for f in failed {
            // Reference (its copy in the folder), actual and difference, each once, found from the page.
            for path in [f.referenceCopy, f.actual, f.diff] {
                let path = try #require(path)
                #expect(sources.filter { $0 == path }.count == 1, "\(path)")
            }
        }
        for source in sources {
            let file = URL(fileURLWithPath: dir + "/report/" + (source.removingPercentEncoding ?? source)).standardizedFileURL
                .path
            #expect(FileManager.default.fileExists(atPath: file), "\(source) resolves from the page")
        }
        // Linked pictures load as they scroll into view.
        #expect(html.components(separatedBy: "loading=\"lazy\" src=\"").count - 1 == sources.count)
    }

    @Test func embeddedPicturesAreInsideThePage() throws {
        let (dir, run) = try Self.failingReport(embedsPictures: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let html = try String(contentsOfFile: dir + "/report/index.html", encoding: .utf8)
        let failed = run.results.filter { $0.status == .failed }
        // Reference copy, actual and difference of each failure.
        #expect(Self.sources(html).filter { $0.hasPrefix("data:image/png;base64,") }.count == 3 * failed.count)
        let actual = try #require(failed.first?.actual)
        let bytes = try #require(FileManager.default.contents(atPath: dir + "/report/" + actual))
        #expect(html.contains("src=\"data:image/png;base64," + bytes.base64EncodedString() + "\""))
    }

    /// The actual and difference pictures are written at the fast setting; accepting the actual
    /// (`render-cells accept` and the review page both go through `acceptReference`) writes the
    /// reference as `--record` would have written it, byte for byte.
    @Test func anAcceptedActualIsTheFileRecordingWrites() throws {
        let (dir, run) = try Self.failingReport(embedsPictures: false)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let failed = run.results.filter { $0.status == .failed }
        #expect(failed.count == 2)
        var accepted: [String: [UInt8]] = [:]
        for f in failed {
            let actualPath = try #require(f.actual)
            let diffPath = try #require(f.diff)
            let actual = try #require(FileManager.default.contents(atPath: dir + "/report/" + actualPath))
            let target = dir + "/accepted/" + (f.reference as NSString).lastPathComponent
            try SnapshotTestRunner.acceptReference(
                png: [UInt8](actual), referencePath: target,
                specFile: dir + "/settings.yaml", variant: SpecVariant())
            accepted[f.reference] = try #require(FileManager.default.contents(atPath: target)).map { $0 }
            // Both really were written at the fast setting (zlib's level mark 0x78 0x01).
            let diff = try #require(FileManager.default.contents(atPath: dir + "/report/" + diffPath))
            #expect(diff.range(of: Data("IDAT".utf8) + Data([0x78, 0x01])) != nil)
            #expect(actual.range(of: Data("IDAT".utf8) + Data([0x78, 0x01])) != nil)
        }
        _ = try SnapshotTestRunner(options: SnapshotTestRunnerTests.options(dir, .failed)).run()
        for (reference, bytes) in accepted {
            let recorded = try #require(FileManager.default.contents(atPath: dir + "/" + reference))
            #expect([UInt8](recorded) == bytes, "\(reference): accepted and recorded bytes differ")
        }
    }

    /// The failure pictures are made on several threads; their bytes never depend on that.
    @Test(.tags(.concurrent)) func failurePicturesAreTheSameBytesOnAnyJobCount() throws {
        let (one, first) = try Self.failingReport(embedsPictures: false, jobs: 1, threePane: true)
        let (four, second) = try Self.failingReport(embedsPictures: false, jobs: 4, threePane: true)
        defer {
            try? FileManager.default.removeItem(atPath: one)
            try? FileManager.default.removeItem(atPath: four)
        }
        let files = first.results.flatMap { [$0.actual, $0.diff, $0.threePane, $0.referenceCopy].compactMap { $0 } }
        #expect(files.count == 8)
        #expect(files == second.results.flatMap { [$0.actual, $0.diff, $0.threePane, $0.referenceCopy].compactMap { $0 } })
        for file in files {
            let a = FileManager.default.contents(atPath: one + "/report/" + file)
            #expect(a != nil && a == FileManager.default.contents(atPath: four + "/report/" + file), "\(file)")
        }
    }

    /// On one job and on two, every failure leaves its actual picture, the reference's copy and
    /// the difference on disk when the run returns, the same bytes; the difference picture
    /// (made in the comparison's own pass) is the actual against the reference, pixel for pixel.
    @Test(.tags(.concurrent)) func failureArtefactsAreOnDiskAndTheSameOnOneAndTwoJobs() throws {
        let (one, first) = try Self.failingReport(embedsPictures: false, jobs: 1)
        let (two, second) = try Self.failingReport(embedsPictures: false, jobs: 2)
        defer {
            try? FileManager.default.removeItem(atPath: one)
            try? FileManager.default.removeItem(atPath: two)
        }
        let failed = first.results.filter { $0.status == .failed }
        #expect(failed.count == 2)
        #expect(first.results.map(\.status) == second.results.map(\.status))
        for (a, b) in zip(first.results, second.results) {
            #expect(a.message == b.message && a.difference == b.difference, "\(a.id)")
        }
        for f in failed {
            let files = [f.actual, f.referenceCopy, f.diff].compactMap { $0 }
            #expect(files.count == 3, "\(f.id)")
            for file in files {
                let bytes = FileManager.default.contents(atPath: one + "/report/" + file)
                #expect(bytes != nil && bytes == FileManager.default.contents(atPath: two + "/report/" + file), "\(file)")
            }
            let actual = try SnapshotPicture(contentsOfFile: one + "/report/" + f.actual!)
            let reference = try SnapshotPicture(contentsOfFile: one + "/report/" + f.referenceCopy!)
            let diff = try SnapshotPicture(contentsOfFile: one + "/report/" + f.diff!)
            #expect(diff.pixmap == SnapshotDifference.diffImage(actual: actual.pixmap, reference: reference.pixmap))
        }
    }

    /// Under `never`, a missing reference's picture is in the report with the command that
    /// makes it the reference (`render-cells accept` on the report and its id); accepted as
    /// that command accepts it, the next run passes, by the manifest.
    @Test func aMissingReferenceLeavesItsPictureToAccept() throws {
        let dir = try SnapshotTestRunnerTests.suite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try SnapshotReportFolder.prepare(dir + "/report")
        let never = try SnapshotTestRunner(options: SnapshotTestRunnerTests.options(dir, .never)).run()
        #expect(never.results.map(\.status) == [.missing, .missing, .missing])
        #expect(!FileManager.default.fileExists(atPath: dir + "/__Snapshots__"), "no reference written")
        for r in never.results {
            let actual = try #require(r.actual)
            let picture = try SnapshotPicture(contentsOfFile: dir + "/report/" + actual)
            #expect(picture.layout != nil && picture.fonts != nil, "the picture a reference would be")
            #expect(r.acceptCommand == "render-cells accept 'report' '\(r.id)'")
        }
        try SnapshotReportFolder.write(never, to: dir + "/report", base: dir)
        let html = try String(contentsOfFile: dir + "/report/index.html", encoding: .utf8)
        #expect(Self.sources(html).contains(try #require(never.results.first?.actual)))
        // What `render-cells accept` does with each (its checks are SnapshotReview's): the
        // reference written from the report's picture, with its manifest entry.
        for r in never.results {
            let spec = dir + "/" + (r.spec ?? "?")
            let variant = try #require(try ListSpec(contentsOf: spec).snapshotVariants.first { $0.name == r.variant })
            let png = try [UInt8](Data(contentsOf: URL(fileURLWithPath: dir + "/report/" + (r.actual ?? "?"))))
            try SnapshotTestRunner.acceptReference(
                png: png, referencePath: dir + "/" + r.reference, specFile: spec, variant: variant)
        }
        let after = try SnapshotTestRunner(options: SnapshotTestRunnerTests.options(dir, .never)).run()
        #expect(after.results.allSatisfy { $0.status == .passed }, "\(after.results.map(\.status))")
        #expect(after.results.allSatisfy { $0.matchedByHash }, "accepted with their manifest entries")
    }
}
