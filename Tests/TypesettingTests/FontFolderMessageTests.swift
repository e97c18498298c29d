import Foundation
import Testing
import Typesetting

/// A font folder that holds only links is named as such, not as "no files" or "none of
/// them a font file" (#37's cosmetic messages): the user sees what is in the folder.
@Suite struct FontFolderMessageTests {
    static func folder() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("font-links-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func aFolderOfBrokenLinksSaysSo() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createSymbolicLink(atPath: dir + "/Inter.ttf", withDestinationPath: "/nonexistent/Inter.ttf")
        try FileManager.default.createSymbolicLink(atPath: dir + "/Emoji.ttf", withDestinationPath: "../missing/Emoji.ttf")
        #expect(
            throws: FontError.noUsableFont(
                source: dir,
                detail: "it holds only 2 symbolic links and no file; every one "
                    + "points at nothing (Emoji.ttf is one)")
        ) {
            try FontCatalog(fontDirectories: [dir]).checkUsable()
        }
    }

    /// Links to real fonts outside the folder are refused (the folder may come with a pull
    /// request), and the message says that is why there is no font.
    @Test func aFolderOfLinksOutSaysTheyAreRefused() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let outside = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        try #require(FileManager.default.fileExists(atPath: outside))
        try FileManager.default.createSymbolicLink(atPath: dir + "/Sans.ttf", withDestinationPath: outside)
        #expect(
            throws: FontError.noUsableFont(
                source: dir,
                detail: "1 font file refused: Sans.ttf: it is a link to "
                    + "\(outside), outside \(dir); it is not read")
        ) {
            try FontCatalog(fontDirectories: [dir]).checkUsable()
        }
    }

    /// A catalog without a single face no longer stops the process when text is laid out:
    /// the text is empty, and the catalog's message names the folder.
    @Test func textWithoutAnyFontIsEmptyNotFatal() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let catalog = FontCatalog(fontDirectories: [dir])
        let layout = TextLayoutEngine.layout(
            StyledText("Hello", font: .systemFont(ofSize: 17)), style: ParagraphStyle(), width: 300,
            catalog: catalog)
        #expect(layout.lines.isEmpty)
        #expect(catalog.unusableFontsMessage == "no usable font in \(dir): there are no files in it")
        #expect(throws: FontError.noUsableFont(source: dir, detail: "there are no files in it")) {
            try catalog.systemFace(weight: .regular, italic: false, pointSize: 17)
        }
    }
}
