import SnapshotTesting
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsTesting
    import RenderCellsUIKit
#endif

/// List screens written as an iOS developer writes them, against UIKit's documented API
/// (only the import is conditional), each kept as a reference picture on an iPhone 13.
/// On Linux the references are `<test>.<name>.linux.png`, beside any a simulator records.
@MainActor @Suite struct UIKitScreensTests {
    @Test func listAppearances() {
        assertSnapshot(of: ListAppearancesViewController(appearance: .plain), as: .image(on: .iPhone13), named: "plain")
        assertSnapshot(of: ListAppearancesViewController(appearance: .grouped), as: .image(on: .iPhone13), named: "grouped")
        assertSnapshot(
            of: ListAppearancesViewController(appearance: .insetGrouped), as: .image(on: .iPhone13),
            named: "insetGrouped")
    }

    @Test func customConfigurationCell() {
        assertSnapshot(of: CustomConfigurationViewController(), as: .image(on: .iPhone13), named: "iPhone13")
    }

    @Test func outlineWithHeaderCells() {
        assertSnapshot(of: OutlineViewController(), as: .image(on: .iPhone13), named: "iPhone13")
    }

    @Test func reorderableList() {
        assertSnapshot(of: ReorderableListViewController(), as: .image(on: .iPhone13), named: "iPhone13")
    }

    @Test func wiFiSettingsWithASectionThatChanges() {
        assertSnapshot(of: WiFiSettingsViewController(wifiEnabled: true), as: .image(on: .iPhone13), named: "on")
        assertSnapshot(of: WiFiSettingsViewController(wifiEnabled: false), as: .image(on: .iPhone13), named: "off")
    }

    @Test func sidebar() {
        assertSnapshot(of: SidebarViewController(), as: .image(on: .iPhone13), named: "iPhone13")
    }

    @Test func gridAndList() {
        assertSnapshot(of: GridAndListViewController(), as: .image(on: .iPhone13), named: "iPhone13")
        assertSnapshot(
            of: GridAndListViewController(), as: .image(on: .iPhone13, size: .init(width: 700, height: 560)), named: "wide")
    }

    @Test func reminders() {
        assertSnapshot(of: RemindersViewController(), as: .image(on: .iPhone13), named: "iPhone13")
    }

    @Test func profileWithValueCells() {
        assertSnapshot(of: ProfileViewController(), as: .image(on: .iPhoneSe), named: "iPhoneSe")
    }

    @Test func settingsWithTwoCellClasses() {
        assertSnapshot(of: SettingsViewController(), as: .image(on: .iPhone13), named: "light")
        assertSnapshot(
            of: SettingsViewController(), as: .image(on: .iPhone13, traits: .init(userInterfaceStyle: .dark)),
            named: "dark")
        assertSnapshot(
            of: SettingsViewController(),
            as: .image(on: .iPhone13, traits: .init(preferredContentSizeCategory: .accessibilityLarge)),
            named: "AX-L")
    }

    @Test func traitOverrideTheme() {
        assertSnapshot(of: ThemeViewController(theme: .standard), as: .image(on: .iPhone13), named: "standard")
        assertSnapshot(of: ThemeViewController(theme: .forest), as: .image(on: .iPhone13), named: "forest")
        assertSnapshot(
            of: ThemeViewController(theme: .forest), as: .image(on: .iPhone13, traits: .init(userInterfaceStyle: .dark)),
            named: "forest-dark")
    }

    @Test func swipeActions() {
        assertSnapshot(of: SwipeActionsViewController(), as: .image(on: .iPhone13), named: "iPhone13")
    }

    /// Taps delivered as UIKit delivers them (the delegate asked, the item selected, the
    /// delegate told) reach the controller's overrides, and the picture shows what they did:
    /// a folder opened, a note selected, a locked note refused.
    @Test func outlineSelectsThroughTheDelegate() {
        let controller = SelectingOutlineViewController()
        controller.loadViewIfNeeded()
        let collectionView: UICollectionView = controller.collectionView
        func tap(_ indexPath: IndexPath) {
            guard collectionView.delegate?.collectionView(collectionView, shouldSelectItemAt: indexPath) ?? true else { return }
            collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
            collectionView.delegate?.collectionView(collectionView, didSelectItemAt: indexPath)
        }
        tap(IndexPath(item: 3, section: 0))  // Travel opens
        tap(IndexPath(item: 5, section: 0))  // Lisbon
        tap(IndexPath(item: 6, section: 0))  // Passports, locked
        #expect(controller.title == "Lisbon")
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
        assertSnapshot(of: controller, as: .image(on: .iPhone13), named: "iPhone13")
    }

    @Test func collectionViewAsImage() {
        let controller = SettingsViewController()
        controller.loadViewIfNeeded()
        let collectionView = controller.collectionView!
        collectionView.frame = CGRect(x: 0, y: 0, width: 390, height: 0)
        assertSnapshot(of: collectionView, as: .image)
    }
}
