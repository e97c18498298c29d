import ListSpec
import RenderCells
import RenderCellsTesting
import Sheets
import SnapshotSupport
import TestSupport
import Testing

/// The migration sheet: one list in the iOS 18 and iOS 26 designs, with the difference and
/// the ranked list of what changed per element (docs/sheets.md, "Migrating to iOS 26").
@Suite struct MigrationSheetTests {
    @Test func settingsFromIOS18ToIOS26() throws {
        let view = try ListSpec(contentsOf: packageRoot + "/examples/settings.yaml").makeCollectionView()
        let sheet = ComparisonSheet(title: "settings.yaml", rows: [.style([.light, .dark])], scale: 1)
        let picture = try sheet.render(migrating: view)
        assertRepositorySnapshot(of: picture.snapshotPicture(), as: .image, named: "ios18-ios26")
        #expect(picture.labels.filter { $0.role == .column }.map(\.text) == ["iOS 18", "iOS 26", "Difference", "What changed"])
        // What changed names the taller rows and the header's new font.
        let changes = picture.panels.compactMap(\.changes).joined(separator: "\n")
        #expect(changes.contains("height"), "\(changes)")
        #expect(changes.contains("font"), "\(changes)")
        // The view is put back in its own design.
        #expect(view.traitCollection.listDesign == .ios18)
    }
}
