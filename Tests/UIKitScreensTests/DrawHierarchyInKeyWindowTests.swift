import RenderCellsTesting
import RenderCellsUIKit
import SnapshotTesting
import Testing

/// `drawHierarchyInKeyWindow: true` is accepted, as swift-snapshot-testing's signatures
/// have it, and draws the same picture as `false`: there is no window here and nothing a key
/// window would add (docs/guide-swift.md). A test file that sets it compiles and passes
/// against the same references.
@MainActor @Suite struct DrawHierarchyInKeyWindowTests {
    static func pixels(_ view: UICollectionView, drawHierarchyInKeyWindow: Bool) -> [UInt8] {
        var picture: SnapshotPicture?
        Snapshotting<UICollectionView, SnapshotPicture>.image(drawHierarchyInKeyWindow: drawHierarchyInKeyWindow)
            .snapshot(view).run { picture = $0 }
        return picture?.pixmap.data ?? []
    }

    @Test func theSamePictureWithOrWithoutTheKeyWindow() {
        let (view, dataSource) = TableAndListPixelTests.collectionView(.insetGrouped)
        let plain = Self.pixels(view, drawHierarchyInKeyWindow: false)
        #expect(!plain.isEmpty)
        #expect(Self.pixels(view, drawHierarchyInKeyWindow: true) == plain)
        withExtendedLifetime(dataSource) {}
    }
}
