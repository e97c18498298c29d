import Foundation
import Raster
import SnapshotCore
import Testing
import Typesetting

/// The record semantics of the snapshot helper, in a scratch folder.
@Suite struct SnapshotVerifierTests {
    let root: String = {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("render-cells-snapshots-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }()

    func verifier(_ mode: SnapshotRecordMode) -> SnapshotVerifier {
        SnapshotVerifier(referenceDirectory: root + "/refs", failureDirectory: root + "/failures", recordMode: mode)
    }

    func picture(_ color: PremultipliedRGBA8) -> Pixmap { Pixmap(width: 3, height: 2, color: color)! }

    @Test func missingReferenceIsRecordedAndFails() {
        let outcome = verifier(.missing).verify(picture(.white), named: "a")
        #expect(outcome == .recorded(referencePath: root + "/refs/a.png"))
        #expect(!outcome.isSuccess)
        #expect(verifier(.missing).verify(picture(.white), named: "a") == .matched)
    }

    @Test func neverModeDoesNotWrite() {
        let outcome = verifier(.never).verify(picture(.white), named: "b")
        #expect(outcome == .missingReference(referencePath: root + "/refs/b.png"))
        #expect(!FileManager.default.fileExists(atPath: root + "/refs/b.png"))
    }

    @Test func mismatchWritesActualAndDiff() {
        _ = verifier(.missing).verify(picture(.white), named: "c")
        var changed = picture(.white)
        changed[1, 1] = .black
        let outcome = verifier(.never).verify(changed, named: "c")
        guard case .mismatched(let message, let actual, let diff) = outcome else {
            Issue.record("expected a mismatch, got \(outcome)")
            return
        }
        #expect(message.contains("1 pixels differ"))
        #expect(message.contains("first at 1,1"))
        #expect((try? PNGDecoder.decode(contentsOfFile: actual)) == changed)
        let d = try? PNGDecoder.decode(contentsOfFile: diff)
        #expect(d?[1, 1] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        // Within a tolerance that covers the difference, it matches.
        #expect(verifier(.never).verify(changed, named: "c", tolerance: 255) == .matched)
    }

    @Test func failedModeRerecordsMismatches() {
        _ = verifier(.missing).verify(picture(.white), named: "d")
        let outcome = verifier(.failed).verify(picture(.black), named: "d")
        #expect(outcome == .recorded(referencePath: root + "/refs/d.png"))
        #expect(verifier(.never).verify(picture(.black), named: "d") == .matched)
    }

    @Test func sizeChangeIsAMismatch() {
        _ = verifier(.missing).verify(picture(.white), named: "e")
        let outcome = verifier(.never).verify(Pixmap(width: 4, height: 2, color: .white)!, named: "e")
        guard case .mismatched(let message, _, _) = outcome else {
            Issue.record("expected a mismatch, got \(outcome)")
            return
        }
        #expect(message.contains("4x2") && message.contains("3x2"))
    }

    @Test func environmentChoosesTheMode() {
        #expect(SnapshotRecordMode.fromEnvironment([:]) == .missing)
        #expect(SnapshotRecordMode.fromEnvironment(["CI": "true"]) == .never)
        #expect(SnapshotRecordMode.fromEnvironment(["CI": "true", "RENDER_CELLS_RECORD": "all"]) == .all)
        #expect(SnapshotRecordMode.fromEnvironment(["RENDER_CELLS_RECORD": "failed"]) == .failed)
    }

    @Test func badNamesAreRejected() {
        if case .failed = verifier(.all).verify(picture(.white), named: "../escape") {} else {
            Issue.record("a name with a path separator must be rejected")
        }
    }
}

/// Font records beside references: a render with other font files fails naming the font.
@Suite struct SnapshotFontRecordTests {
    let root: String = {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("render-cells-fonts-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }()

    func verifier(_ mode: SnapshotRecordMode) -> SnapshotVerifier {
        SnapshotVerifier(referenceDirectory: root, failureDirectory: root + "/failures", recordMode: mode)
    }

    let inter = FontFileInfo(family: "Inter", style: "Regular", path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", faceIndex: 0, sha256: "aaaa")

    @Test func differentFontFileFailsNamingTheFont() {
        let p = Pixmap(width: 2, height: 2, color: .white)!
        #expect(verifier(.missing).verify(p, named: "t", fonts: [inter]) == .recorded(referencePath: root + "/t.png"))
        #expect(verifier(.never).verify(p, named: "t", fonts: [inter]) == .matched)
        var other = inter
        other.sha256 = "bbbb"
        other.path = "/elsewhere/Inter-Regular.otf"
        guard case .fontMismatch(let message) = verifier(.never).verify(p, named: "t", fonts: [other]) else {
            Issue.record("expected a font mismatch"); return
        }
        #expect(message.contains("Inter Regular") && message.contains("Inter-Regular.otf"))
        // The same file content in another directory is the same font.
        var moved = inter
        moved.path = "/opt/fonts/Inter-Regular.otf"
        #expect(verifier(.never).verify(p, named: "t", fonts: [moved]) == .matched)
    }

    @Test func missingOrExtraFontsAreNamed() {
        let p = Pixmap(width: 2, height: 2, color: .white)!
        _ = verifier(.missing).verify(p, named: "u", fonts: [inter])
        let dejavu = FontFileInfo(family: "DejaVu Sans", style: "Book", path: "/x/DejaVuSans.ttf", faceIndex: 0, sha256: "cccc")
        guard case .fontMismatch(let m) = verifier(.never).verify(p, named: "u", fonts: [inter, dejavu]) else {
            Issue.record("expected a font mismatch"); return
        }
        #expect(m.contains("DejaVu Sans"))
    }
}
