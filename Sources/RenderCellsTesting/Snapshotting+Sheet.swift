import RenderCells
import Sheets
import SnapshotCore
import SnapshotTesting

// A matrix as one labelled sheet: the same combinations as `.matrix`, in one reference
// picture a reviewer takes in at a glance; its layout record names the panel and element
// that changed.

extension Snapshotting where Format == SnapshotPicture {
    /// The list's variants as one comparison sheet.
    ///
    /// ```swift
    /// assertSnapshot(of: view, as: .sheet(.matrix(appearances: [.plain, .insetGrouped], styles: [.light, .dark])))
    /// ```
    public static func sheet<Section, Item>(_ sheet: ComparisonSheet, tolerance: SnapshotTolerance = .exact) -> Snapshotting
    where Value == CollectionView<Section, Item> {
        Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance)) { view in
            if let unusable = RenderDataCheck.failurePicture() { return unusable }
            do {
                return try sheet.render(view).snapshotPicture(catalog: view.fontCatalog)
            } catch {
                return SnapshotPicture(pixmap: RenderFailurePicture.make(error))
            }
        }
    }
}

extension Snapshotting where Format == SnapshotPicture {
    /// The migration sheet: the list in the iOS 18 and iOS 26 designs side by side, each
    /// variant of `sheet`'s axes a row with the difference and the ranked list of what
    /// changed per element.
    ///
    /// ```swift
    /// assertSnapshot(of: view, as: .migrationSheet(ComparisonSheet(rows: [.style([.light, .dark])])))
    /// ```
    public static func migrationSheet<Section, Item>(
        _ sheet: ComparisonSheet = ComparisonSheet(),
        from old: ListDesign = .ios18, to new: ListDesign = .ios26,
        tolerance: SnapshotTolerance = .exact
    ) -> Snapshotting
    where Value == CollectionView<Section, Item> {
        Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance)) { view in
            if let unusable = RenderDataCheck.failurePicture() { return unusable }
            do {
                return try sheet.render(migrating: view, from: old, to: new).snapshotPicture(catalog: view.fontCatalog)
            } catch {
                return SnapshotPicture(pixmap: RenderFailurePicture.make(error))
            }
        }
    }
}

extension SheetPicture {
    /// The sheet with its layout dump and the font files it used.
    public func snapshotPicture(catalog: FontCatalog = .shared) -> SnapshotPicture {
        SnapshotPicture(
            pixmap: pixmap, layout: String(decoding: layoutDump(), as: UTF8.self),
            fonts: SnapshotFontRecord(faces: fonts, catalog: catalog))
    }
}
