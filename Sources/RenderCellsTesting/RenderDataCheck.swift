import Foundation
import RenderCells
@_spi(Internals) import SnapshotTesting

// Every picture needs fonts, and a folder the user named through RENDER_CELLS_DATA that
// holds none (a typo, a CI cache that did not restore) used to stop the whole test process
// with a fatal error (exit 132) at the first text laid out. The command line reports the
// same mistake in one line before drawing; the strategies now do what it does, once per
// process: a test that needs the data fails with that line, and every other test runs.

/// The fonts the shared catalog reads, checked before a strategy draws.
package enum RenderDataCheck {
    /// What is wrong with the shared catalog's fonts, in the command line's words; nil
    /// when they can be drawn with. Checked once: the location does not change while the
    /// process runs.
    static let sharedProblem: String? = problem(with: FontCatalog.shared, location: .current)

    /// What is wrong with `catalog`'s fonts (read from `location`), in the command line's
    /// words; nil when it can be drawn with.
    package static func problem(with catalog: FontCatalog, location: DataLocation) -> String? {
        do {
            try catalog.checkUsable()
            return nil
        } catch {
            var lines = ["render-cells cannot draw this snapshot: \(error.description)"]
            if location.origin == .named, let folder = location.folder {
                lines.append(
                    "\(DataLocation.folderVariable) names \(folder); point it at a data folder with a fonts/ folder "
                        + "(docs/install.md), or unset it to use the machine's fonts.")
            }
            lines.append("`render-cells doctor` lists the fonts and symbols this machine draws with.")
            return lines.joined(separator: "\n")
        }
    }

    /// The problem with the shared catalog, recorded as a failure of the running test (Swift
    /// Testing or XCTest); nil when there is none and the strategy may draw.
    static func failingTest() -> String? {
        guard let sharedProblem else { return nil }
        recordIssue(sharedProblem, fileID: #fileID, filePath: #filePath, line: #line, column: #column)
        return sharedProblem
    }

    /// The picture a strategy returns instead of drawing when the data is unusable: the
    /// problem written out (drawn without text, since there is no font), after the test
    /// has been failed with it. Nil when the strategy may draw.
    static func failurePicture() -> SnapshotPicture? {
        guard failingTest() != nil else { return nil }
        return SnapshotPicture(pixmap: unusableDataPicture)
    }

    /// A plain red-bordered picture: with no font there is nothing to write the words with;
    /// they are in the test's failure.
    private static let unusableDataPicture: Pixmap = {
        guard let canvas = Canvas(width: 390, height: 120) else { return Pixmap(width: 1, height: 1)! }
        canvas.clear(PremultipliedRGBA8(r: 255, g: 236, b: 236, a: 255))
        canvas.stroke(
            Path(rect: Rect(x: 1, y: 1, width: 388, height: 118)), style: StrokeStyle(width: 2),
            with: Paint(color: RGBAColor(r: 255, g: 59, b: 48)))
        return canvas.pixmap
    }()
}
