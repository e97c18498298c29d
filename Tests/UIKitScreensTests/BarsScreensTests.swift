import SnapshotTesting
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsTesting
    import RenderCellsUIKit
#endif

/// Screens with their bars (issue #41, docs/bars.md): a settings list at the root of a
/// navigation stack with a large title and an Edit button, a detail pushed on it with an
/// inline title, a back button and two bar buttons, a list with a toolbar, and a four-tab
/// app with a badge, and a pushed detail right to left; each in the iOS 18 and iOS 26 list designs (iOS 26 draws iOS 18's bars
/// and says so in the layout dump), light and dark, at Large and AX3; and the settings
/// stack and the tabs on iPads, whose bars are 50 pt (45 above a Face ID iPad's home indicator). References are
/// `<test>.<name>.linux.png` under `__Snapshots__/BarsScreensTests/`, each looked at beside
/// iOS 17 Settings, Reminders and Clock screenshots.
@MainActor @Suite struct BarsScreensTests {
    #if canImport(UIKit)
        static func design(_ name: String) -> UITraitCollection { UITraitCollection() }
    #else
        static func design(_ name: String) -> UITraitCollection {
            UITraitCollection { $0.listDesign = name == "ios26" ? .ios26 : .ios18 }
        }
    #endif

    static func traits(_ design: String, _ more: UITraitCollection...) -> UITraitCollection {
        UITraitCollection(traitsFrom: [Self.design(design)] + more)
    }

    static let dark = UITraitCollection(userInterfaceStyle: .dark)
    static let ax3 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)

    static func settingsStack() -> UINavigationController {
        let navigation = UINavigationController(rootViewController: EditableSettingsViewController())
        navigation.navigationBar.prefersLargeTitles = true
        return navigation
    }

    @Test func settingsUnderALargeTitle() {
        for design in ["ios18", "ios26"] {
            assertSnapshot(
                of: Self.settingsStack(), as: .image(on: .iPhone13, traits: Self.traits(design)), named: "\(design)-light")
            assertSnapshot(
                of: Self.settingsStack(), as: .image(on: .iPhone13, traits: Self.traits(design, Self.dark)),
                named: "\(design)-dark")
        }
        assertSnapshot(
            of: Self.settingsStack(), as: .image(on: .iPhone13, traits: Self.traits("ios18", Self.ax3)), named: "ios18-AX3")
    }

    @Test func settingsEditing() {
        let navigation = Self.settingsStack()
        navigation.loadViewIfNeeded()
        navigation.topViewController?.setEditing(true, animated: false)
        assertSnapshot(of: navigation, as: .image(on: .iPhone13, traits: Self.traits("ios18")), named: "ios18-light")
    }

    @Test func pushedDetailWithABackButton() {
        for design in ["ios18", "ios26"] {
            let navigation = Self.settingsStack()
            navigation.pushViewController(NetworkDetailViewController(wifiEnabled: true), animated: false)
            assertSnapshot(of: navigation, as: .image(on: .iPhone13, traits: Self.traits(design)), named: "\(design)-light")
        }
        let navigation = Self.settingsStack()
        navigation.pushViewController(NetworkDetailViewController(wifiEnabled: true), animated: false)
        assertSnapshot(of: navigation, as: .image(on: .iPhone13, traits: Self.traits("ios18", Self.dark)), named: "ios18-dark")
    }

    @Test func pushedDetailRightToLeft() {
        let navigation = Self.settingsStack()
        navigation.pushViewController(NetworkDetailViewController(wifiEnabled: true), animated: false)
        assertSnapshot(
            of: navigation,
            as: .image(on: .iPhone13, traits: Self.traits("ios18", UITraitCollection(layoutDirection: .rightToLeft))),
            named: "ios18-rtl")
    }

    @Test func listWithAToolbar() {
        for design in ["ios18", "ios26"] {
            let navigation = UINavigationController(rootViewController: RemindersWithToolbarViewController())
            navigation.isToolbarHidden = false
            assertSnapshot(of: navigation, as: .image(on: .iPhone13, traits: Self.traits(design)), named: "\(design)-light")
        }
    }

    @Test func fourTabsWithABadge() {
        for design in ["ios18", "ios26"] {
            assertSnapshot(
                of: AppTabBarController(), as: .image(on: .iPhone13, traits: Self.traits(design)), named: "\(design)-light")
        }
        assertSnapshot(
            of: AppTabBarController(), as: .image(on: .iPhone13, traits: Self.traits("ios18", Self.dark)), named: "ios18-dark")
        assertSnapshot(
            of: AppTabBarController(), as: .image(on: .iPhone13, traits: Self.traits("ios18", Self.ax3)), named: "ios18-AX3")
    }

    /// An iPad's bars are 50 pt since iOS 12 (docs/uikit-reference.md §9.1): the settings
    /// stack on an 11-inch iPad Pro in portrait, its navigation bar 50 pt under the 24-pt
    /// status bar, the large title's 52 pt below it.
    @Test func settingsOnAnIPad() {
        assertSnapshot(
            of: Self.settingsStack(), as: .image(on: .iPadPro11(.portrait), traits: Self.traits("ios18")),
            named: "ios18-light")
        let navigation = Self.settingsStack()
        navigation.pushViewController(NetworkDetailViewController(wifiEnabled: true), animated: false)
        assertSnapshot(
            of: navigation, as: .image(on: .iPadPro11(.portrait), traits: Self.traits("ios18", Self.dark)),
            named: "ios18-pushed-dark")
    }

    /// The four-tab app on an iPad, as iPadOS 18 draws it: the tab bar floats at the top, a
    /// capsule of the tabs' titles centred in the navigation bar's row with the selected one
    /// on a pill, the Settings stack's large title below it and no bar at the bottom. On the
    /// 11-inch iPad Pro under its 24-pt status bar and on the 10.2-inch iPad (a home
    /// button) under its 20-pt one; dark; right to left; the iOS 26 design (iOS 18's bar,
    /// said so in the layout dump); and a controller with a sidebar mode showing a tab
    /// without a navigation controller (a sidebar button leads the capsule, the list starts
    /// below the bar's row); and a third of the screen in Split View, a compact width,
    /// where the tab bar is at the bottom again.
    @Test func tabsOnAnIPad() {
        assertSnapshot(
            of: AppTabBarController(), as: .image(on: .iPadPro11(.portrait), traits: Self.traits("ios18")),
            named: "ios18-light")
        assertSnapshot(
            of: AppTabBarController(), as: .image(on: .iPad10_2(.portrait), traits: Self.traits("ios18")),
            named: "ios18-homeButton-light")
        assertSnapshot(
            of: AppTabBarController(), as: .image(on: .iPadPro11(.portrait), traits: Self.traits("ios18", Self.dark)),
            named: "ios18-dark")
        assertSnapshot(
            of: AppTabBarController(),
            as: .image(
                on: .iPadPro11(.portrait),
                traits: Self.traits("ios18", UITraitCollection(layoutDirection: .rightToLeft))),
            named: "ios18-rtl")
        assertSnapshot(
            of: AppTabBarController(), as: .image(on: .iPadPro11(.portrait), traits: Self.traits("ios26")),
            named: "ios26-light")
        let sidebar = AppTabBarController()
        sidebar.loadViewIfNeeded()
        if #available(iOS 18.0, *) { sidebar.mode = .tabSidebar }
        sidebar.selectedIndex = 2
        assertSnapshot(
            of: sidebar, as: .image(on: .iPadPro11(.portrait), traits: Self.traits("ios18")),
            named: "ios18-sidebarMode-light")
        // A third of the screen in Split View is a compact width: the bottom tab bar.
        assertSnapshot(
            of: AppTabBarController(),
            as: .image(
                on: .iPadPro11(.landscape(splitView: .oneThird)),
                traits: Self.traits("ios18")),
            named: "ios18-splitViewThird-light")
    }
}
