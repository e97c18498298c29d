import Foundation
import ListSpec
import RenderCells
import RenderCellsTesting
import SnapshotTesting
import Testing

/// The strategies as a user's test writes them: `assertSnapshot(of:as:)` with references
/// under `__Snapshots__/ImageStrategyTests/` beside this file.
@Suite struct ImageStrategyTests {
    static func settingsList() -> CollectionView<Int, String> {
        let registration = CellRegistration<String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.image = .systemName("star")
            content.text = title
            content.secondaryText = "On"
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let view = CollectionView<Int, String>(layout: .list(using: ListConfiguration(appearance: .insetGrouped)),
                                               cellRegistration: registration)
        var snapshot = DataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Wi-Fi", "Bluetooth"])
        view.apply(snapshot)
        return view
    }

    @Test func aList() {
        assertSnapshot(of: Self.settingsList(), as: .image(width: 320, scale: 2))
    }

    @Test func aListInDarkMode() {
        let dark = TraitCollection.iPhone.modifyingTraits { $0.userInterfaceStyle = .dark }
        assertSnapshot(of: Self.settingsList(), as: .image(width: 320, scale: 2, traits: dark))
    }

    @Test func aSingleCell() {
        var content = ListContentConfiguration.subtitleCell()
        content.text = "Ready. Set. Code."
        content.secondaryText = "WWDC20"
        content.image = .systemName("hammer")
        var sidebar = ListContentConfiguration.sidebarCell()
        sidebar.text = "Hello WWDC!"
        sidebar.image = .systemName("star")
        var selected = CellConfigurationState(traitCollection: .iPhone)
        selected.isSelected = true
        assertSnapshot(of: content, as: .image(width: 320, scale: 2))
        // Styled for the state by updated(for:): white text and symbol on the tint.
        assertSnapshot(of: sidebar, as: .image(width: 320, scale: 2, appearance: .sidebar, state: selected),
                       named: "sidebar-selected")
    }

    @Test func theLayoutAsText() {
        assertSnapshot(of: Self.settingsList(), as: .layout(width: 320, scale: 2))
    }

    @Test func aSpecFile() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let spec = try ListSpec(contentsOf: root.appendingPathComponent("examples/hammer.yaml").path)
        assertSnapshot(of: spec, as: .image)
    }

    /// Record, pass, fail: the cycle a user goes through, in a folder of its own.
    @Test func recordThenPassThenFailWithTheDifference() throws {
        let folder = NSTemporaryDirectory() + "snapshots-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let view = Self.settingsList()
        let recorded = verifySnapshot(of: view, as: .image(width: 320, scale: 1), named: "cycle",
                                      snapshotDirectory: folder)
        #expect(recorded?.contains("No reference was found on disk") == true)
        #expect(FileManager.default.fileExists(atPath: folder + "/recordThenPassThenFailWithTheDifference.cycle.png"))
        #expect(verifySnapshot(of: view, as: .image(width: 320, scale: 1), named: "cycle", record: .never,
                               snapshotDirectory: folder) == nil)
        // One word changed.
        var snapshot = DataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Wi-Fi", "Bluetoot"])
        view.apply(snapshot)
        let failure = try #require(verifySnapshot(of: view, as: .image(width: 320, scale: 1), named: "cycle",
                                                  record: .never, snapshotDirectory: folder))
        #expect(failure.contains("60 of 55360 pixels differ (0.11 %) by up to 255/255; the first at (137, 109)"))
        // A different size says both sizes.
        let taller = try #require(verifySnapshot(of: view, as: .image(width: 320, scale: 1, height: 200), named: "cycle",
                                                 record: .never, snapshotDirectory: folder))
        #expect(taller.contains("the picture is 320 x 200 pixels, the reference 320 x 173"))
    }

    /// A tolerance lets small channel differences through and says so when it fails.
    @Test func toleranceIsReportedAndEnforced() throws {
        let reference = try #require(Pixmap(width: 4, height: 4, color: .white))
        var nearly = reference
        nearly[1, 1] = PremultipliedRGBA8(r: 250, g: 255, b: 255, a: 255)
        #expect(Diffing<Pixmap>.image(tolerance: 5).diffV2(reference, nearly) == nil)
        let strict = try #require(Diffing<Pixmap>.image.diffV2(reference, nearly))
        #expect(strict.0 == "1 of 16 pixels differ (6.25 %) by up to 5/255; the first at (1, 1)")
        let loose = try #require(Diffing<Pixmap>.image(tolerance: 4).diffV2(reference, nearly))
        #expect(loose.0.contains("(tolerance 4)"))
    }
}
