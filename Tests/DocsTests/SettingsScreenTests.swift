import RenderCellsTesting
import Testing

@Suite(.renderCellsSnapshots) struct SettingsScreenTests {
    @Test func settings() {
        assertSnapshot(of: SettingsScreen.make(), as: .image(width: 390, scale: 2))
    }
}
