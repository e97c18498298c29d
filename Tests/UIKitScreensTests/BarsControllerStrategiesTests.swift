#if !canImport(UIKit)
    import RenderCellsTesting
    import RenderCellsUIKit
    import SnapshotTesting
    import Testing

    /// Matrices, sheets and audits of navigation and tab bar controllers (issue #41 item 5,
    /// #42 item 3): a matrix draws each variant as `.image(on:)` draws the screen, bars
    /// included, laid out in the variant's traits; a sheet and an audit use the shown screen's
    /// list. The matrices here are the Show's screens (`BarsScreensTests`) in the variants
    /// its `.image(on:)` references leave out, so together every screen is kept light and
    /// dark at Large and AX3; each picture was looked at beside iOS 17 screenshots of the
    /// same kind (Settings, Wi-Fi, Reminders, Clock). The suite is pinned to the iOS 18 design,
    /// as `BarsScreensTests`' iOS 18 pictures are.
    @MainActor
    @Suite(.renderCellsSnapshots(design: .ios18))
    struct BarsControllerStrategiesTests {
        static let iPhone13: [String: ViewImageConfig] = ["iPhone13": .iPhone13]

        @Test func settingsUnderALargeTitleDarkAtAX3() {
            assertSnapshots(
                of: BarsScreensTests.settingsStack(),
                as: .matrix(devices: Self.iPhone13, styles: [.dark], contentSizes: [.accessibilityExtraLarge]))
        }

        @Test func pushedDetailAtAX3() {
            let navigation = BarsScreensTests.settingsStack()
            navigation.pushViewController(NetworkDetailViewController(wifiEnabled: true), animated: false)
            assertSnapshots(
                of: navigation,
                as: .matrix(devices: Self.iPhone13, styles: [.light, .dark], contentSizes: [.accessibilityExtraLarge]))
        }

        @Test func listWithAToolbarDarkAndAtAX3() {
            let navigation = UINavigationController(rootViewController: RemindersWithToolbarViewController())
            navigation.isToolbarHidden = false
            assertSnapshots(
                of: navigation,
                as: .matrix(devices: Self.iPhone13, styles: [.dark], contentSizes: [.large, .accessibilityExtraLarge]))
            assertSnapshots(
                of: navigation,
                as: .matrix(devices: Self.iPhone13, styles: [.light], contentSizes: [.accessibilityExtraLarge]))
        }

        @Test func tabsDarkAtAX3() {
            assertSnapshots(
                of: AppTabBarController(),
                as: .matrix(devices: Self.iPhone13, styles: [.dark], contentSizes: [.accessibilityExtraLarge]))
        }

        /// A sheet and an audit accept a tab bar controller and use its shown screen's list (the
        /// audit's the Inbox tab's, a navigation controller's).
        @Test func sheetAndAuditOfATabBarController() {
            assertSnapshot(
                of: AppTabBarController(),
                as: .sheet(.matrix(width: 390, scale: 1, styles: [.light, .dark]), on: .iPhone13))
            let inbox = AppTabBarController()
            inbox.loadViewIfNeeded()
            inbox.selectedIndex = 1
            assertSnapshot(of: inbox, as: .accessibilityAudit(on: .iPhone13, variants: [ListVariant()]))
        }
    }
#endif
