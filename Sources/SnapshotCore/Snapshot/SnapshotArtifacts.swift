import Foundation
import Raster
import SafeIO

/// The pictures a failed comparison leaves for a person: the reference, the actual, the
/// difference (reference faded, differing pixels red) and the three side by side
/// (reference | difference | actual), written next to the actual picture, and a command
/// that accepts the actual as the new reference.
public struct SnapshotArtifacts: Sendable, Equatable {
    public var referencePath: String
    public var actualPath: String
    public var diffPath: String
    public var threePanePath: String

    /// `actual/<name>.png` → `<name>.reference.png`, `<name>.diff.png`, `<name>.three-pane.png`
    /// beside it.
    public init(referencePath: String, actualPath: String) {
        self.referencePath = referencePath
        self.actualPath = actualPath
        let base = actualPath.hasSuffix(".png") ? String(actualPath.dropLast(4)) : actualPath
        diffPath = base + ".diff.png"
        threePanePath = base + ".three-pane.png"
    }

    /// `<name>.reference.png` beside the actual picture.
    public var referenceCopyPath: String {
        (actualPath.hasSuffix(".png") ? String(actualPath.dropLast(4)) : actualPath) + ".reference.png"
    }

    /// Writes the difference and the three-pane picture for `actual` against `reference`
    /// (a copy of the reference too, named `.reference.png`, so the folder holds everything).
    ///
    /// The three files are made at once, on up to three threads: a full 3x screen's three-pane
    /// picture (3,526 × 2,548 px) takes as long to encode as the other two together, and a
    /// failure's cost is the slowest of them instead of their sum. Each file's bytes depend
    /// only on the pictures, never on which thread wrote it.
    ///
    /// - Parameters:
    ///   - actual: The picture the test drew.
    ///   - reference: The reference picture it was compared with.
    ///   - tolerance: The channel difference under which a pixel is not marked (the test's).
    ///   - referencePNG: The reference file's bytes, when the caller has them: copied as they
    ///     are (with its layout and font record) instead of encoding `reference` again.
    ///   - threePane: Whether to write the three-pane picture too.
    public func write(
        actual: Pixmap, reference: Pixmap, tolerance: Int = 0, referencePNG: [UInt8]? = nil,
        threePane: Bool = true
    ) throws {
        try write(
            actual: actual, reference: reference, tolerance: tolerance, referencePNG: referencePNG,
            threePane: threePane, difference: nil)
    }

    /// ``write(actual:reference:tolerance:referencePNG:threePane:)`` with the difference picture
    /// already made (by the comparison's pass, `SnapshotComparison.differencePicture`), so the
    /// pictures are not read again to make it; nil makes it here. `reference` may be nil
    /// when nothing needs it as a picture: `referencePNG` and `difference` given and no
    /// three-pane picture (a comparison that read the reference from its file row by row);
    /// a file that would need it is not written.
    package func write(
        actual: Pixmap, reference: Pixmap?, tolerance: Int, referencePNG: [UInt8]?, threePane: Bool,
        difference: IndexedPicture?
    ) throws {
        // The difference and three-pane pictures are only looked at, so they are written at
        // the fast setting; the reference copy keeps the default (it stands for the reference
        // file). The actual picture is the caller's: a Swift test's keeps the default, as its
        // accept command copies it; `render-cells test` writes its own at the fast setting, as
        // `render-cells accept` encodes it again. All are atomic but not flushed to disk
        // (AtomicFile.writeReplaceable says why).
        let encoder = PNGEncoder()
        let lookOnly = PNGEncoder(compression: .fastLevel1)
        // Made by the comparison's pass as indices, or here as pixels.
        let made =
            difference == nil
            ? reference.flatMap { SnapshotDifference.diffImage(actual: actual, reference: $0, tolerance: tolerance) } : nil
        let jobs: [@Sendable () throws -> Void] = [
            {
                if let referencePNG {
                    try AtomicFile.writeReplaceable(referencePNG, to: referenceCopyPath)
                } else if let reference {
                    try AtomicFile.writeReplaceable(encoder.encode(reference), to: referenceCopyPath)
                }
            },
            {
                if let difference {
                    try AtomicFile.writeReplaceable(lookOnly.encode(difference), to: diffPath)
                } else if let made {
                    try AtomicFile.writeReplaceable(lookOnly.encode(made), to: diffPath)
                }
            },
            {
                guard threePane, let reference, let diff = made ?? difference?.pixmap,
                    let panes = Self.threePane(reference, diff, actual)
                else { return }
                try AtomicFile.writeReplaceable(lookOnly.encode(panes), to: threePanePath)
            }
        ]
        let errors = Locked<[Int: any Error]>([:])
        DispatchQueue.concurrentPerform(iterations: jobs.count) { i in
            do { try jobs[i]() } catch { errors.withLock { $0[i] = error } }
        }
        // The first file's error, whichever thread met it first.
        if let (_, error) = errors.withLock({ $0.min { $0.key < $1.key } }) { throw error }
    }

    /// The shell command that makes the actual picture the reference.
    public var acceptCommand: String { "cp \(Self.shellQuoted(actualPath)) \(Self.shellQuoted(referencePath))" }

    /// Reference, difference and actual side by side on a grey ground, 8 px apart, tops
    /// aligned under a caption strip naming each pane (``paneLabels``).
    public static func threePane(_ a: Pixmap, _ b: Pixmap, _ c: Pixmap) -> Pixmap? {
        let gap = 8
        let scale = labelScale(paneWidth: max(a.width, b.width, c.width))
        let strip = labelStripPoints * scale
        let width = a.width + b.width + c.width + 4 * gap
        let height = max(a.height, b.height, c.height) + 2 * gap + strip
        guard var out = Pixmap(width: width, height: height, color: PremultipliedRGBA8(r: 209, g: 209, b: 214, a: 255))
        else { return nil }
        var x = gap
        var paneX: [Int] = []
        for picture in [a, b, c] {
            // Over the grey, so transparent parts show as the ground.
            out.drawOverOpaque(picture, x: x, y: gap + strip)
            paneX.append(x)
            x += picture.width + gap
        }
        return drawLabels(on: out, paneX: paneX, paneWidths: [a.width, b.width, c.width], top: gap, scale: scale)
    }

    /// Removes the artefacts a test's failed snapshots left in the artefacts folder
    /// (`SNAPSHOT_ARTIFACTS`, else the temporary folder), where swift-snapshot-testing puts
    /// a failing `<test file>/<test>.<name>.<ext>` and the failure pictures go beside it;
    /// `testName` as `#function` spells it in the test, `filePath` the test file's path.
    /// Returns how many files went.
    ///
    /// Run when a test starts, it leaves the folder holding exactly the artefacts of the
    /// snapshots that failed in this run: one that passes or is re-recorded leaves none.
    @discardableResult
    public static func removeStale(
        testName: String, filePath: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Int {
        let root = environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        let fileName = URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
        let folder = URL(fileURLWithPath: root, isDirectory: true).appendingPathComponent(fileName).path
        let prefix = Self.fileName(ofTest: testName) + "."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return 0 }
        var removed = 0
        for name in names where name.hasPrefix(prefix) {
            if (try? FileManager.default.removeItem(atPath: folder + "/" + name)) != nil { removed += 1 }
        }
        return removed
    }

    /// A test's name as swift-snapshot-testing spells it in its files' names
    /// (`<test>.<name>.<ext>`): runs of non-word characters as one `-`, none at either end.
    public static func fileName(ofTest testName: String) -> String {
        testName.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
            .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
    }

    /// `path` quoted for a POSIX shell.
    public static func shellQuoted(_ path: String) -> String { "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
