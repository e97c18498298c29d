import SnapshotCore
import Testing
import Typesetting

/// Font records in references: another font file is named; the same file elsewhere is the
/// same font.
@Suite struct SnapshotFontRecordTests {
    let inter = FontFileInfo(
        family: "Inter", style: "Regular", path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
        faceIndex: 0, sha256: "aaaa")
    let dejavu = FontFileInfo(family: "DejaVu Sans", style: "Book", path: "/x/DejaVuSans.ttf", faceIndex: 0, sha256: "cccc")

    @Test func anotherFileIsNamedAndAMovedFileIsTheSame() throws {
        let reference = SnapshotFontRecord([inter])
        #expect(SnapshotFontRecord([inter]).mismatch(against: reference) == nil)
        var other = inter
        other.sha256 = "bbbb"
        other.path = "/elsewhere/Inter-Regular.otf"
        let message = try #require(SnapshotFontRecord([other]).mismatch(against: reference))
        #expect(message.contains("Inter Regular") && message.contains("Inter-Regular.otf"))
        var moved = inter
        moved.path = "/opt/fonts/Inter-Regular.otf"
        #expect(SnapshotFontRecord([moved]).mismatch(against: reference) == nil)
        #expect(SnapshotFontRecord([moved]) == reference, "only the file's name is kept, not its folder")
    }

    @Test func missingOrExtraFontsAreNamed() throws {
        let extra = try #require(SnapshotFontRecord([inter, dejavu]).mismatch(against: SnapshotFontRecord([inter])))
        #expect(extra == "this render used DejaVu Sans Book (DejaVuSans.ttf), which the reference did not")
        let missing = try #require(SnapshotFontRecord([inter]).mismatch(against: SnapshotFontRecord([inter, dejavu])))
        #expect(missing == "the reference was rendered with DejaVu Sans Book (DejaVuSans.ttf), which this render did not use")
    }

    /// `render-cells doctor --reference`: a reference's fonts against the faces found on a
    /// machine, which may have more fonts than the reference used.
    @Test func aReferenceIsCheckedAgainstTheFontsFoundHere() {
        let reference = SnapshotFontRecord([inter, dejavu])
        var moved = inter
        moved.path = "/opt/render-cells/share/render-cells/fonts/inter/Inter-Regular.otf"
        var bold = inter
        bold.style = "Bold"
        bold.path = "/x/Inter-Bold.otf"
        #expect(reference.differences(availableHere: [bold, dejavu, moved]).isEmpty, "moved, and more fonts here")
        var changed = inter
        changed.sha256 = "bbbb"
        #expect(
            reference.differences(availableHere: [changed, dejavu]) == [
                "Inter Regular: the reference used Inter-Regular.otf with SHA-256 aaaa…, here it is Inter-Regular.otf with bbbb…"
            ])
        #expect(
            reference.differences(availableHere: [inter]) == [
                "DejaVu Sans Book (DejaVuSans.ttf, face 0) is not among the fonts found here"
            ])
    }
}

/// The record mode a command-line run takes from its environment.
@Suite struct SnapshotRecordModeTests {
    @Test func environmentChoosesTheMode() {
        #expect(SnapshotRecordMode.fromEnvironment([:]) == .missing)
        #expect(SnapshotRecordMode.fromEnvironment(["CI": "true"]) == .never)
        #expect(SnapshotRecordMode.fromEnvironment(["CI": "true", "RENDER_CELLS_RECORD": "all"]) == .all)
        #expect(SnapshotRecordMode.fromEnvironment(["RENDER_CELLS_RECORD": "failed"]) == .failed)
    }
}
