import Foundation
import RenderCells
import RenderCellsTesting
import SnapshotTesting
import Testing

/// A single cell's snapshot cut to the cell's frame (`crop: .tight`), against the one-cell
/// list it is cut from: references under `__Snapshots__/CellCropTests/` beside this file.
@Suite(.renderCellsSnapshots) struct CellCropTests {
    static func content() -> ListContentConfiguration {
        var content = ListContentConfiguration.valueCell()
        content.text = "Wi-Fi"
        content.secondaryText = "Home"
        content.image = .systemName("wifi")
        return content
    }

    @Test func tightInsetGroupedCell() {
        let content = Self.content()
        assertSnapshot(of: content, as: .image(appearance: .insetGrouped, crop: .tight))
    }

    @Test func tightPlainCellAt1x() {
        assertSnapshot(of: Self.content(), as: .image(width: 320, scale: 1, crop: .tight))
    }

    /// The tight picture is the list picture's pixels inside the cell's frame, and its
    /// layout dump names the cell at the origin, the cell's size.
    @Test func tightIsTheListCutToTheCellFrame() throws {
        for appearance in [ListAppearance.plain, .insetGrouped, .sidebar] {
            let list = try #require(Self.picture(.image(width: 320, scale: 2, appearance: appearance)))
            let tight = try #require(Self.picture(.image(width: 320, scale: 2, appearance: appearance, crop: .tight)))
            let dump = try #require(
                tight.layout.flatMap { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] })
            #expect(dump["width"] as? Double == Double(tight.pixmap.width) / 2)
            #expect(dump["height"] as? Double == Double(tight.pixmap.height) / 2)
            let listDump = try #require(
                list.layout.flatMap { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] })
            let cellFrame = try #require(Self.firstCellFrame(listDump["elements"]))
            #expect(Self.firstCellFrame(dump["elements"]).map { [$0[0], $0[1]] } == [0, 0], "\(appearance)")
            let rect = IntRect(
                x: Int(cellFrame[0] * 2), y: Int(cellFrame[1] * 2), width: Int(cellFrame[2] * 2),
                height: Int(cellFrame[3] * 2))
            #expect(tight.pixmap == list.pixmap.cropped(to: rect), "\(appearance)")
            #expect(tight.pixmap.width <= list.pixmap.width && tight.pixmap.height <= list.pixmap.height)
            if appearance == .insetGrouped {
                // The section's top padding and side margins are gone.
                #expect(tight.pixmap.width < list.pixmap.width && tight.pixmap.height < list.pixmap.height)
            }
        }
    }

    /// What `strategy` makes of the test's content (the picture strategies are synchronous).
    static func picture(_ strategy: Snapshotting<ListContentConfiguration, SnapshotPicture>) -> SnapshotPicture? {
        var out: SnapshotPicture?
        strategy.snapshot(content()).run { out = $0 }
        return out
    }

    static func firstCellFrame(_ elements: Any?) -> [Double]? {
        for e in elements as? [[String: Any]] ?? [] {
            if e["kind"] as? String == "cell" { return e["frame"] as? [Double] }
            if let inner = firstCellFrame(e["children"]) { return inner }
        }
        return nil
    }
}
