import SnapshotTesting
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsTesting
    import RenderCellsUIKit
#endif

/// The screens of `UIKitScreensTests` and `ViewCellScreensTests` in the iOS 26 list design,
/// beside their iOS 18 references: what an app built with Xcode 26 shows on an iPhone 13
/// (docs/uikit-reference.md §3.9). On iOS the simulator's own design draws them; on Linux
/// the `listDesign` trait asks for iOS 26. References: `<test>.<name>.linux.png` under
/// `__Snapshots__/UIKitScreens26Tests/`, each looked at against iOS 26 Settings-like lists.
@MainActor @Suite struct UIKitScreens26Tests {
    #if canImport(UIKit)
        static let ios26 = UITraitCollection()
    #else
        static let ios26 = UITraitCollection { $0.listDesign = .ios26 }
    #endif

    static func traits(_ more: UITraitCollection...) -> UITraitCollection {
        UITraitCollection(traitsFrom: [ios26] + more)
    }

    @Test func listAppearances() {
        for appearance: UICollectionLayoutListConfiguration.Appearance in [.plain, .grouped, .insetGrouped] {
            assertSnapshot(
                of: ListAppearancesViewController(appearance: appearance), as: .image(on: .iPhone13, traits: Self.ios26),
                named: "\(appearance)")
        }
    }

    @Test func customConfigurationCell() {
        assertSnapshot(of: CustomConfigurationViewController(), as: .image(on: .iPhone13, traits: Self.ios26), named: "iPhone13")
    }

    @Test func outlineWithHeaderCells() {
        assertSnapshot(of: OutlineViewController(), as: .image(on: .iPhone13, traits: Self.ios26), named: "iPhone13")
    }

    @Test func reorderableList() {
        assertSnapshot(of: ReorderableListViewController(), as: .image(on: .iPhone13, traits: Self.ios26), named: "iPhone13")
    }

    @Test func wiFiSettingsWithASectionThatChanges() {
        assertSnapshot(
            of: WiFiSettingsViewController(wifiEnabled: true), as: .image(on: .iPhone13, traits: Self.ios26), named: "on")
        assertSnapshot(
            of: WiFiSettingsViewController(wifiEnabled: false), as: .image(on: .iPhone13, traits: Self.ios26), named: "off")
    }

    @Test func sidebar() {
        assertSnapshot(of: SidebarViewController(), as: .image(on: .iPhone13, traits: Self.ios26), named: "iPhone13")
    }

    @Test func gridAndList() {
        assertSnapshot(of: GridAndListViewController(), as: .image(on: .iPhone13, traits: Self.ios26), named: "iPhone13")
    }

    @Test func reminders() {
        assertSnapshot(of: RemindersViewController(), as: .image(on: .iPhone13, traits: Self.ios26), named: "iPhone13")
    }

    @Test func profileWithValueCells() {
        assertSnapshot(of: ProfileViewController(), as: .image(on: .iPhoneSe, traits: Self.ios26), named: "iPhoneSe")
    }

    @Test func settingsWithTwoCellClasses() {
        assertSnapshot(of: SettingsViewController(), as: .image(on: .iPhone13, traits: Self.ios26), named: "light")
        assertSnapshot(
            of: SettingsViewController(),
            as: .image(on: .iPhone13, traits: Self.traits(UITraitCollection(userInterfaceStyle: .dark))),
            named: "dark")
        assertSnapshot(
            of: SettingsViewController(),
            as: .image(
                on: .iPhone13,
                traits: Self.traits(UITraitCollection(preferredContentSizeCategory: .accessibilityLarge))),
            named: "AX-L")
    }

    @Test func traitOverrideTheme() {
        assertSnapshot(of: ThemeViewController(theme: .forest), as: .image(on: .iPhone13, traits: Self.ios26), named: "forest")
    }

    @Test func swipeActions() {
        assertSnapshot(of: SwipeActionsViewController(), as: .image(on: .iPhone13, traits: Self.ios26), named: "iPhone13")
    }

    @Test func viewCells() {
        assertSnapshot(of: CustomCellListViewController(), as: .image(on: .iPhone13, traits: Self.ios26), named: "customCellList")
        assertSnapshot(of: InboxViewController(), as: .image(on: .iPhone13, traits: Self.ios26), named: "inboxRows")
        assertSnapshot(
            of: ProfileHeaderViewController(), as: .image(on: .iPhone13, traits: Self.ios26),
            named: "profileHeaderWithButtons")
    }

    // The table view and Auto Layout screens (TableViewScreensTests, AutoLayoutScreensTests)
    // in iOS 26: a table view is drawn by the list of its style, so it takes the same design.

    @Test func tableViewScreens() {
        assertSnapshot(
            of: WiFiTableViewController(wifiEnabled: true), as: .image(on: .iPhone13, traits: Self.ios26),
            named: "wiFiSettingsTable")
        assertSnapshot(
            of: HeadersTableViewController(), as: .image(on: .iPhone13, traits: Self.ios26),
            named: "tableViewControllerWithCustomHeaders")
        assertSnapshot(
            of: LegacyContactsViewController(), as: .image(on: .iPhone13, traits: Self.ios26),
            named: "legacyDataSourceCells")
        assertSnapshot(
            of: PlainTableViewController(), as: .image(on: .iPhone13, traits: Self.ios26),
            named: "plainTableDrawsFillerSeparators")
    }

    @MainActor @Test func autoLayoutScreens() {
        assertSnapshot(
            of: AutoLayoutCustomCellListViewController(), as: .image(on: .iPhone13, traits: Self.ios26),
            named: "customCellListWithAnchors")
        assertSnapshot(
            of: AutoLayoutCustomConfigurationViewController(), as: .image(on: .iPhone13, traits: Self.ios26),
            named: "customConfigurationWithAnchors")
        assertSnapshot(
            of: AutoLayoutInboxViewController(), as: .image(on: .iPhone13, traits: Self.ios26),
            named: "inboxRowWithAnchors")
    }
}
