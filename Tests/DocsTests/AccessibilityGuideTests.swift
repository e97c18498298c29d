import CellAccessibility
import RenderCells
import RenderCellsTesting
import SnapshotTesting
import Testing

/// docs/accessibility.md's Swift, as a user's test would run it: the audit of the guide's
/// settings screen, its snapshot strategies, and accessibility properties set on a cell.
@Suite(.renderCellsSnapshots) struct AccessibilityGuideTests {
    @Test func theAuditFromSwift() throws {
        let settings = SettingsScreen.make()
        let report = try AccessibilityAudit(view: settings, width: 390, scale: 2).run()
        #expect(report.failures().isEmpty, "\(report.summary())")

        // In a snapshot test: the summary is the reference (a .txt), and any finding at the
        // threshold fails the test, whatever the reference says.
        assertSnapshot(of: settings, as: .accessibilityAudit(width: 390, scale: 2))
        assertSnapshot(of: settings, as: .accessibilityImage(width: 390, scale: 2))
    }

    struct Episode: Hashable, Sendable {
        var title: String
    }

    @Test func propertiesSetOnTheCell() throws {
        let registration = CellRegistration<ListCell, Episode> { cell, _, episode in
            var content = cell.defaultContentConfiguration()
            content.text = episode.title
            cell.contentConfiguration = content
            cell.accessibilityHint = "Plays the episode"
            cell.accessibilityTraits = [.button]
        }
        let view = CollectionView<Int, Episode>(
            layout: .list(using: ListConfiguration(appearance: .plain)),
            cellRegistration: registration)
        var snapshot = DataSourceSnapshot<Int, Episode>()
        snapshot.appendSections([0])
        snapshot.appendItems([Episode(title: "Modern cell configuration")])
        view.apply(snapshot)
        let elements = view.layout(width: 390).accessibilityElements
        #expect(elements.first?.hint == "Plays the episode")
    }
}
