import Foundation
import RenderCells
import SafeIO
import SnapshotCore

/// L2snapshot: what one passing picture snapshot of that screen costs a test
/// (`assertSnapshot(of: view, as: .image(width: 390))`), as RenderCellsTesting does it:
/// render the list with its layout dump and font record, read the reference PNG and its
/// text chunks, and compare the decoded pixels exactly (a passing comparison looks at
/// nothing else).
struct ListSnapshotScene: BenchScene {
    let view = BenchmarkScenes.fullScreenList()
    let referencePath: String
    var comparison: SnapshotComparison?

    init() throws {
        referencePath = NSTemporaryDirectory() + "render-cells-bench-reference-\(getpid()).png"
        try AtomicFile.write(try Self.render(view).pngData(), to: referencePath)
    }

    static func render(_ view: CollectionView<Int, Int>) throws -> SnapshotPicture {
        try SnapshotPicture(rendering: try view.displayList(width: 390, scale: 3, height: 844), fontCatalog: view.fontCatalog)
    }

    mutating func frame() throws {
        let actual = try Self.render(view)
        let reference = try SnapshotPicture(contentsOfFile: referencePath)
        let c = SnapshotComparison(actual: actual, reference: reference)
        guard c.passes else { throw BenchError.setup("the snapshot did not match its reference") }
        comparison = c
    }

    func picture() -> Pixmap { (try? PNGDecoder.decode(contentsOfFile: referencePath)) ?? Pixmap(width: 1, height: 1)! }
    var note: String { "15 cells, matched" }
    var cells: Int? { 15 }
}
