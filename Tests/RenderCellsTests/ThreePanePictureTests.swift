import RenderCells
import RenderCellsTesting
import SnapshotCore
import SnapshotSupport
import Testing

/// The three-pane picture a failed snapshot leaves (reference | difference | actual), as
/// the Swift strategies and `render-cells test` both write it: each pane captioned, the
/// captions at the pictures' scale.
@Suite struct ThreePanePictureTests {
    static func list(_ titles: [String]) -> CollectionView<Int, String> {
        let registration = CellRegistration<ListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.image = .systemName("wifi")
            content.text = title
            cell.contentConfiguration = content
        }
        return TestList.make(registration, items: titles, appearance: .insetGrouped)
    }

    static func panes(scale: Double) throws -> Pixmap {
        let reference = try list(["Wi-Fi", "Bluetooth"]).render(width: 320, scale: scale)
        let actual = try list(["Wi-Fi", "Bluetooth Devices"]).render(width: 320, scale: scale)
        let diff = try #require(SnapshotDifference.diffImage(actual: actual, reference: reference))
        return try #require(SnapshotArtifacts.threePane(reference, diff, actual))
    }

    @Test(arguments: [1.0, 2.0])
    func captionedPanes(scale: Double) throws {
        let panes = try Self.panes(scale: scale)
        assertRepositorySnapshot(of: panes, as: .image, named: "three-pane-\(Int(scale))x")
    }

    /// The caption strip holds ink over each pane's left part and only ground elsewhere,
    /// and the panes start below it.
    @Test func captionsSitAboveEachPane() throws {
        let panes = try Self.panes(scale: 1)
        let ground = PremultipliedRGBA8(r: 209, g: 209, b: 214, a: 255)
        // 3 panes of 320 px, 4 gaps of 8 px; 8 px gap, 20-pt strip, the pictures, 8 px gap.
        #expect(panes.width == 3 * 320 + 4 * 8)
        let pictureHeight = try Self.list(["Wi-Fi", "Bluetooth"]).render(width: 320, scale: 1).height
        #expect(panes.height == pictureHeight + 2 * 8 + 20)
        for pane in 0..<3 {
            let left = 8 + pane * (320 + 8)
            func inked(_ xs: Range<Int>) -> Bool {
                xs.contains { x in (8..<28).contains { y in panes[x, y] != ground } }
            }
            #expect(inked(left..<(left + 40)), "pane \(pane) has a caption")
            #expect(!inked((left + 120)..<(left + 320)), "pane \(pane)'s caption is short and left-aligned")
        }
        // The first row of the strip and of the gap below it are ground.
        #expect((0..<panes.width).allSatisfy { panes[$0, 0] == ground && panes[$0, 8] == ground })
    }
}
