import RenderCells
import SnapshotCore

extension CollectionView {
    /// The list rendered with its layout dump and the font files its text used, or a
    /// picture of why it could not be rendered.
    func snapshotPicture(width: Double, scale: Double, height: Double?) -> SnapshotPicture {
        SnapshotPicture.rendering(fontCatalog: fontCatalog) { try displayList(width: width, scale: scale, height: height) }
    }

    /// ``snapshotPicture(width:scale:height:)`` cut as `crop` says.
    func snapshotPicture(width: Double, scale: Double, crop: CellSnapshotCrop) -> SnapshotPicture {
        guard crop == .tight else { return snapshotPicture(width: width, scale: scale, height: nil) }
        var list: DisplayList?
        let picture = SnapshotPicture.rendering(fontCatalog: fontCatalog) {
            let made = try displayList(width: width, scale: scale, height: nil)
            list = made
            return made
        }
        return list.map { picture.croppedToFirstCell(of: $0) } ?? picture
    }

    /// Runs `body` with the list under `traits` (nil: its own), in the running suite's
    /// design when they leave it at its default (``SnapshotSuiteDesign``), then puts its
    /// traits back.
    func withTraits<Result>(_ traits: TraitCollection?, _ body: () -> Result) -> Result {
        let previous = traitCollection
        let drawn = SnapshotSuiteDesign.applied(to: traits ?? previous)
        guard drawn != previous else { return body() }
        traitCollection = drawn
        defer { traitCollection = previous }
        return body()
    }
}

extension SnapshotPicture {
    /// The display list `makeList` makes, drawn with its layout dump and the font files its
    /// text used (found in `fontCatalog`), or a picture of why it could not be made.
    static func rendering(fontCatalog: FontCatalog, _ makeList: () throws -> DisplayList) -> SnapshotPicture {
        if let unusable = RenderDataCheck.failurePicture() { return unusable }
        do {
            return try SnapshotPicture(rendering: try makeList(), fontCatalog: fontCatalog)
        } catch {
            return SnapshotPicture(pixmap: RenderFailurePicture.make(error))
        }
    }
}
