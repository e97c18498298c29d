import RenderCellsTesting
import Settings
import Testing

@Suite(.renderCellsSnapshots) struct SettingsTests {
    @Test func settings() {
        assertSnapshot(of: SettingsList.make(), as: .image(width: 390, scale: 2))
        assertSnapshot(of: SettingsList.make(), as: .layout(width: 390, scale: 2))
    }

    @Test func settingsAcrossAppearances() {
        assertSnapshots(
            of: SettingsList.make(),
            as: .matrix(
                width: 390, scale: 1, styles: [.light, .dark],
                contentSizes: [.large, .accessibilityExtraLarge]))
    }

    @Test func settingsOnOneSheet() {
        assertSnapshot(
            of: SettingsList.make(),
            as: .sheet(
                .matrix(
                    width: 390, scale: 1, styles: [.light, .dark],
                    contentSizes: [.large, .accessibilityExtraLarge])))
    }
}
