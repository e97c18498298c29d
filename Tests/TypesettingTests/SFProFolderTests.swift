import Foundation
import TestSupport
import Testing
import Typesetting

/// A font folder holding SF Pro's files draws the system font with them, uncompensated
/// (FontCatalog+SFPro.swift). The folder is filled with ``TestFont``s named like Apple's
/// files; nothing of Apple's is used.
@Suite struct SFProFolderTests {
    /// A scratch folder with SF Pro Text Regular and Semibold and SF Pro Display Regular.
    static func folder() throws -> String {
        let dir = NSTemporaryDirectory() + "sf-pro-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try TestFont(family: FontCatalog.sfProTextFamily).write(to: dir, fileName: "SF-Pro-Text-Regular.otf")
        try TestFont(family: FontCatalog.sfProTextFamily, style: "Semibold", weight: 600, advance: 1300)
            .write(to: dir, fileName: "SF-Pro-Text-Semibold.otf")
        try TestFont(family: FontCatalog.sfProDisplayFamily, advance: 1100)
            .write(to: dir, fileName: "SF-Pro-Display-Regular.otf")
        return dir
    }

    static func layout(_ s: String, size: Double, weight: FontWeight = .regular, catalog: FontCatalog) -> TextLayout {
        TextLayoutEngine.layout(
            StyledText(s, font: .systemFont(ofSize: size, weight: weight)),
            style: ParagraphStyle(), width: 1000, catalog: catalog)
    }

    @Test func theSystemFontIsSFProTextBelow20AndDisplayFrom20() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let catalog = FontCatalog(fontDirectories: [dir])
        try catalog.checkUsable()
        #expect(catalog.drawsSystemFontWithSFPro)
        #expect(try catalog.systemFace(weight: .regular, italic: false, pointSize: 17).path == dir + "/SF-Pro-Text-Regular.otf")
        #expect(try catalog.systemFace(weight: .semibold, italic: false, pointSize: 17).path == dir + "/SF-Pro-Text-Semibold.otf")
        #expect(
            try catalog.systemFace(weight: .regular, italic: false, pointSize: 20).path == dir + "/SF-Pro-Display-Regular.otf")
        // No Display semibold in the folder: Display's nearest weight, never Inter.
        #expect(
            try catalog.systemFace(weight: .semibold, italic: false, pointSize: 28).path == dir + "/SF-Pro-Display-Regular.otf")
        #expect(!FontCatalog(fontDirectories: FontCatalogTests.directories).drawsSystemFontWithSFPro)
        #expect(!FontCatalog.shared.drawsSystemFontWithSFPro, "fontconfig never picks SF Pro up")
    }

    @Test func sfProIsDrawnAtItsOwnSizeWithAppleTracking() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let catalog = FontCatalog(fontDirectories: [dir])
        let text = "Value"
        let layout = Self.layout(text, size: 17, catalog: catalog)
        let run = try #require(layout.lines.first?.runs.first).run
        #expect(run.face.familyName == FontCatalog.sfProTextFamily)
        // Uncompensated: outlines at the nominal 17 pt (Inter's are drawn at 17 × glyphScale).
        #expect(run.size == 17)
        #expect(SystemFontCompensation(face: run.face, pointSize: 17) == .none)
        // The advances are the file's own plus Apple's 17-pt tracking (−0.43 pt) between characters.
        let advance = 1200.0 * 17 / 2048
        let expected = advance * 5 + FontCatalog.systemTracking(forPointSize: 17) * 4
        #expect(abs(layout.size.width - expected) < 1e-9, "\(layout.size.width) vs \(expected)")
        // Line metrics are SF Pro's hhea (1950 − (−494)) / 2048 em: UIFont.lineHeight 20.287 at 17 pt.
        #expect(abs(layout.size.height - 17 * 2444 / 2048) < 1e-9, "\(layout.size.height)")

        let inter = Self.layout(text, size: 17, catalog: FontCatalog(fontDirectories: FontCatalogTests.directories))
        let interRun = try #require(inter.lines.first?.runs.first).run
        #expect(interRun.face.familyName == FontCatalog.systemFamily)
        #expect(interRun.size < 17, "Inter is compensated to SF Pro's cap height")
    }

    @Test func theFontRecordNamesTheFolderFiles() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let catalog = FontCatalog(fontDirectories: [dir])
        _ = Self.layout("Settings", size: 17, weight: .semibold, catalog: catalog)
        _ = Self.layout("Title", size: 28, catalog: catalog)
        let used = catalog.usedFonts()
        #expect(used.map(\.family) == [FontCatalog.sfProDisplayFamily, FontCatalog.sfProTextFamily])
        #expect(used.map(\.style) == ["Regular", "Semibold"])
        #expect(used.allSatisfy { $0.path.hasPrefix(dir + "/") && $0.sha256.count == 64 })
    }

    @Test func aBrokenFontFileAmongGoodOnesIsNamed() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // A truncated download: the first 100 bytes of a good file.
        let bytes = TestFont(family: FontCatalog.sfProTextFamily, style: "Bold", weight: 700).bytes()
        try Data(bytes.prefix(100)).write(to: URL(fileURLWithPath: dir + "/SF-Pro-Text-Bold.otf"))
        #expect(
            throws: FontError.unreadableFontFile(
                path: dir + "/SF-Pro-Text-Bold.otf",
                detail: "it is not a font HarfBuzz can read (no glyphs in any face)")
        ) {
            try FontCatalog(fontDirectories: [dir]).checkUsable()
        }
    }

    @Test func aLinkOutOfTheFolderIsNotRead() throws {
        let dir = try Self.folder()
        let outside = try Self.folder()
        defer {
            try? FileManager.default.removeItem(atPath: dir)
            try? FileManager.default.removeItem(atPath: outside)
        }
        try FileManager.default.createSymbolicLink(
            atPath: dir + "/SF-Pro-Text-Bold.otf",
            withDestinationPath: outside + "/SF-Pro-Text-Semibold.otf")
        let catalog = FontCatalog(fontDirectories: [dir])
        #expect(throws: FontError.self) { try catalog.checkUsable() }
        do {
            try catalog.checkUsable()
        } catch {
            guard case .unreadableFontFile(let path, let detail) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(path == dir + "/SF-Pro-Text-Bold.otf")
            #expect(detail.contains("outside \(dir)"), "\(detail)")
        }
        #expect(try catalog.systemFace(weight: .bold, italic: false, pointSize: 17).path == dir + "/SF-Pro-Text-Semibold.otf")
    }
}
