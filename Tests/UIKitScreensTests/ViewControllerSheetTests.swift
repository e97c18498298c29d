#if !canImport(UIKit)
    import RenderCellsTesting
    import SnapshotTesting
    import Testing

    /// Sheets, matrices and accessibility pictures for view controllers, the unit a UIKit team
    /// tests: render-cells' own strategies (not swift-snapshot-testing's, so Linux only), the
    /// screen made ready on a device as `.image(on:)` makes it.
    @MainActor
    @Suite(.renderCellsSnapshots)
    struct ViewControllerSheetTests {
        @Test func settingsSheet() {
            assertSnapshot(
                of: SettingsViewController(),
                as: .sheet(
                    .matrix(
                        width: 390, scale: 1, styles: [.light, .dark],
                        contentSizes: [.large, .accessibilityExtraLarge]), on: .iPhone17))
        }

        @Test func settingsOnDevices() {
            assertSnapshots(
                of: SettingsViewController(),
                as: .matrix(devices: ["iPhone16e": .iPhone16e, "iPhoneSe": .iPhoneSe], styles: [.light, .dark]))
        }

        @Test func inboxAccessibility() {
            assertSnapshot(of: InboxViewController(), as: .accessibilityImage(on: .iPhone13))
            assertSnapshot(of: InboxViewController(), as: .accessibilityAudit(on: .iPhone13))
        }
    }
#endif
