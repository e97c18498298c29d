import ArgumentParser
import Foundation
import RenderCells
import SafeIO
import SnapshotCore

/// `render-cells doctor`: which fonts and symbols this binary draws with, from where, with
/// their hashes, and whether references recorded elsewhere will match them.
struct Doctor: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Show which fonts and symbols render-cells will use, from where, and whether references will match.",
        discussion: """
            Data is looked for in this order: the folder $\(DataLocation.folderVariable) names; \
            share/render-cells beside the executable's bin/ (the release archive); the machine's own \
            (fontconfig, /usr/share, /usr/local/share/render-cells). \(DataLocation.noSystemDataVariable)=1 \
            switches the machine's own lookups off.

            Each font line gives the file, face index, family and style, and the file's SHA-256: the \
            hash a reference picture's font record carries. --reference compares references' font \
            records with the fonts found here, naming any font that differs.

            Exit codes: 0 everything a picture may need was found (and every reference matches); \
            1 something is missing or a reference's fonts differ; 64 a usage error.
            """
    )

    @Option(
        name: .customLong("reference"),
        help:
            "A reference PNG, or a folder of them (searched recursively), whose font record to compare with the fonts found here. Repeatable."
    )
    var references: [String] = []

    /// The most files a `--reference` folder walk visits, so a wrong path (`/`) ends quickly.
    static let maxWalkedEntries = 100_000

    func run() throws {
        let inventory = DataInventory()
        // Every line can carry a file's text (a font record, a file or family name): each is
        // escaped alone, so a line break in it shows as `\u{A}` and never starts a line of ours.
        var out = ""
        func add(_ line: String) { out += TerminalText.escaped(line) + "\n" }
        add("render-cells \(RenderCellsVersion.current)")
        // The kernels' vector path changes speed only, never a pixel: shown so a slow run can
        // be explained, and a mistyped RENDER_CELLS_CPU seen (it falls back, it does not fail).
        add("vector path: \(VectorPath.summary)")
        add("data: \(inventory.location)")
        let fontRoot = inventory.location.fontDirectories?.first
        add("fonts: \(inventory.fontSourceDescription)")
        for f in inventory.fonts {
            let file = (f.path as NSString).lastPathComponent
            add(
                "  \(pad(file + " #\(f.faceIndex)", 36)) \(pad(f.family + " " + f.style, 33)) \(f.sha256)"
                    + "  \(display(f.path, under: fontRoot))")
        }
        if let s = inventory.symbolSet {
            add("symbols: Phosphor Icons, \(s.outlineIcons) outline and \(s.fillIcons) fill icons, \(s.sha256)  \(s.path)")
        }
        if let m = inventory.materialFont {
            add("material icons font: \(m.sha256)  \(m.path)")
        }
        if let n = inventory.materialNameList {
            add("material icons names: \(inventory.materialNames) names, \(n.sha256)  \(n.path)")
        }
        for note in inventory.sfNotes { out += note + "\n" }
        var failed = false
        let problems = inventory.problems
        if problems.isEmpty {
            add("ok: every font family and symbol a picture may need was found")
        } else {
            failed = true
            for p in problems { add("missing: \(p)") }
            add("to fix: \(DataInventory.remedy)")
        }
        for reference in references {
            for file in pngFiles(reference) {
                let line = check(file, against: inventory.fonts)
                if !line.matches { failed = true }
                add(line.text)
            }
        }
        FileHandle.standardOutput.write(Data(out.utf8))
        if failed { throw ExitCode.failure }
    }

    /// One reference's verdict: whether its font record matches the fonts found here.
    private func check(_ file: String, against fonts: [FontFileInfo]) -> (matches: Bool, text: String) {
        let recorded: SnapshotFontRecord?
        do { recorded = try SnapshotPicture.recordedFonts(ofFile: file) } catch {
            return (false, "reference \(file): cannot be read: \(error)")
        }
        guard let record = recorded else {
            return (true, "reference \(file): no font record (drawn without text, or by another tool); pixels decide")
        }
        let differences = record.differences(availableHere: fonts)
        if differences.isEmpty {
            return (true, "reference \(file): matches (\(record.fonts.count) font\(record.fonts.count == 1 ? "" : "s"))")
        }
        return (false, "reference \(file): will not match: " + differences.joined(separator: "; "))
    }

    /// The PNG files a `--reference` names: the file itself, or a folder's `.png` files
    /// sorted; a path that is neither is reported as unreadable by ``check(_:against:)``.
    private func pngFiles(_ path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
            let walker = FileManager.default.enumerator(atPath: path)
        else { return [path] }
        var files: [String] = []
        var visited = 0
        while let rel = walker.nextObject() as? String, visited < Doctor.maxWalkedEntries {
            visited += 1
            if rel.lowercased().hasSuffix(".png") { files.append((path as NSString).appendingPathComponent(rel)) }
        }
        return files.sorted()
    }

    private func pad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
    }

    /// A path relative to the font folder when it is inside it (the folder is printed once).
    private func display(_ path: String, under root: String?) -> String {
        guard let root, path.hasPrefix(root + "/") else { return path }
        return String(path.dropFirst(root.count + 1))
    }
}
