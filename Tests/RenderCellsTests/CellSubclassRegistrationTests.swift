import RenderCells
import RenderCellsTesting
import TestSupport
import Testing

/// `CellRegistration<Cell, Item>` makes the registered `ListCell` subclass, so a
/// subclass's own configuration state (custom states) shapes a list. (Seed 000's
/// `updateConfiguration(using:)` override at 16:33 and seed 004's registration at 7:33
/// are in ``SeedProgramTests``.)
@Suite struct CellSubclassRegistrationTests {
    struct Item: Hashable, Sendable {
        var title: String
        var icon: String
        var isArchived = false
    }

    /// A cell adding an app state to its configuration state (UIKit apps override
    /// `configurationState` to add custom states), read by its update.
    final class ArchivableCell: ListCell {
        var isArchived = false { didSet { setNeedsUpdateConfiguration() } }

        override var configurationState: CellConfigurationState {
            var state = super.configurationState
            state[.isArchived] = isArchived
            return state
        }

        override func updateConfiguration(using state: CellConfigurationState) {
            var content = defaultContentConfiguration().updated(for: state)
            content.text = "Mail"
            if state[.isArchived] as? Bool == true {
                content.textProperties.color = .secondaryLabel
                content.secondaryText = "Archived"
            }
            contentConfiguration = content
        }
    }

    static func view<Cell: ListCell>(
        _ registration: CellRegistration<Cell, Item>, items: [Item],
        appearance: ListAppearance = .sidebar
    ) -> CollectionView<Int, Item> {
        TestList.make(registration, items: items, appearance: appearance)
    }

    @Test("a subclass's own configuration state carries a custom state into its update")
    func customStateFromSubclass() {
        let registration = CellRegistration<ArchivableCell, Item> { cell, _, item in
            cell.isArchived = item.isArchived
        }
        let items = [Item(title: "a", icon: "tray"), Item(title: "b", icon: "tray", isArchived: true)]
        let rows = Self.view(registration, items: items, appearance: .plain).layout(width: 390, scale: 3).sections[0].items
        #expect(rows[0].configuration?.secondaryText == nil)
        #expect(rows[1].configuration?.secondaryText == "Archived")
        #expect(rows[1].configuration?.textProperties.resolvedColor() == .secondaryLabel)
    }
}

extension ConfigurationStateCustomKey {
    static let isArchived = ConfigurationStateCustomKey("com.example.isArchived")
}
