import RenderCellsTesting
import Testing

@Suite(.renderCellsSnapshots) struct SettingsScreenVariantTests {
    /// The screen in dark mode at an accessibility text size (AX3).
    @Test func darkAtAX3() {
        let traits = TraitCollection.iPhone.modifyingTraits {
            $0.userInterfaceStyle = .dark
            $0.preferredContentSizeCategory = .accessibilityExtraLarge
        }
        assertSnapshot(of: SettingsScreen.make(), as: .image(width: 390, scale: 2, traits: traits))
    }

    /// One self-sized cell from a content configuration: in a one-cell list of its
    /// appearance (the section's margins around it), and cut to the cell's own frame.
    @Test func wifiCell() {
        var content = ListContentConfiguration.valueCell()
        content.image = .systemName("wifi")
        content.text = "Wi-Fi"
        content.secondaryText = "Home"
        assertSnapshot(of: content, as: .image(width: 390, scale: 2, appearance: .insetGrouped))
        assertSnapshot(
            of: content, as: .image(width: 390, scale: 2, appearance: .insetGrouped, crop: .tight),
            named: "tight")
    }

    /// Every combination, one reference each: matrix.light-L.png … matrix.dark-AX3.png.
    @Test func matrix() {
        assertSnapshots(
            of: SettingsScreen.make(),
            as: .matrix(
                width: 390, scale: 1, styles: [.light, .dark],
                contentSizes: [.large, .accessibilityExtraLarge]))
    }

    /// The same combinations as one labelled picture.
    @Test func sheet() {
        assertSnapshot(
            of: SettingsScreen.make(),
            as: .sheet(
                .matrix(
                    width: 390, scale: 1, styles: [.light, .dark],
                    contentSizes: [.large, .accessibilityExtraLarge])))
    }
}
