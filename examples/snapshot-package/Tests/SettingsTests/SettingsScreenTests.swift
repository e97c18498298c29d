import SettingsScreen
import SnapshotTesting
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsUIKit
    import RenderCellsTesting
#endif

/// The UIKit screen, snapshot on an iPhone 13 in light and dark: on Linux the references are
/// `settingsScreen.<name>.linux.png`, so a simulator's run keeps its own `.png`s beside them.
@MainActor @Suite struct SettingsScreenTests {
    @Test func settingsScreen() {
        assertSnapshot(of: SettingsViewController(), as: .image(on: .iPhone13), named: "light")
        assertSnapshot(
            of: SettingsViewController(), as: .image(on: .iPhone13, traits: .init(userInterfaceStyle: .dark)),
            named: "dark")
    }
}
