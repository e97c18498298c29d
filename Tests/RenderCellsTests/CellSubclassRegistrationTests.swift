import RenderCells
import RenderCellsTesting
import TestSupport
import Testing

/// `CellRegistration<Cell, Item>` makes the registered `ListCell` subclass, so seed 000's
/// `updateConfiguration(using:)` override (16:33) and custom states shape a list.
@Suite struct CellSubclassRegistrationTests {
    struct Item: Hashable, Sendable {
        var title: String
        var icon: String
        var isArchived = false
    }

    /// Seed 000 at 16:33, with the `UI` prefix dropped: white content when highlighted
    /// or selected.
    final class ItemCell: ListCell {
        var item = Item(title: "", icon: "star")

        override func updateConfiguration(using state: CellConfigurationState) {
            var content = self.defaultContentConfiguration().updated(for: state)
            content.image = .systemName(item.icon)
            content.text = item.title
            if state.isHighlighted || state.isSelected {
                content.imageProperties.tintColor = .white
                content.textProperties.color = .white
            }
            self.contentConfiguration = content
        }
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

    static func view<Cell: ListCell>(_ registration: CellRegistration<Cell, Item>, items: [Item],
                                     appearance: ListAppearance = .sidebar) -> CollectionView<Int, Item>
    {
        TestList.make(registration, items: items, appearance: appearance)
    }

    @Test("the list makes the registered subclass and its updateConfiguration(using:) styles selected rows white")
    func seed000UpdateConfigurationOverride() throws {
        var made: [ObjectIdentifier] = []
        let registration = CellRegistration<ItemCell, Item> { cell, _, item in
            made.append(ObjectIdentifier(type(of: cell)))
            cell.item = item
        }
        let items = [Item(title: "Hello WWDC!", icon: "star"), Item(title: "Ready. Set. Code.", icon: "heart")]
        let view = Self.view(registration, items: items)
        view.selectedItems = [items[1]]
        let layout = view.layout(width: 390, scale: 3)
        #expect(made == [ObjectIdentifier(ItemCell.self), ObjectIdentifier(ItemCell.self)])
        let rows = layout.sections[0].items
        #expect(rows[0].configuration?.text == "Hello WWDC!")
        #expect(rows[1].configuration?.text == "Ready. Set. Code.")
        #expect(rows[0].configuration?.textProperties.resolvedColor() == .label)
        #expect(rows[1].configuration?.textProperties.resolvedColor() == .white)
        #expect(rows[1].configuration?.imageProperties.tintColor == .white)
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

    @Test("seed 004 (7:33): CellRegistration<MyCell, ViewModel> configures cells of its class")
    func seed004Registration() {
        final class MyCell: ListCell {}
        struct ViewModel: Hashable, Sendable { var name: String }
        let reg = CellRegistration<MyCell, ViewModel> { cell, indexPath, model in
            var content = cell.defaultContentConfiguration()
            content.text = "\(indexPath.item): \(model.name)"
            cell.contentConfiguration = content
        }
        let view = TestList.make(reg, items: [ViewModel(name: "Hammer")])
        #expect(view.layout(width: 390).sections[0].items[0].configuration?.text == "0: Hammer")
    }
}

extension ConfigurationStateCustomKey {
    static let isArchived = ConfigurationStateCustomKey("com.example.isArchived")
}
