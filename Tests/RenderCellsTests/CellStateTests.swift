import RenderCells
import Testing

/// One state vocabulary: the names specs, the command line and variants use, what the
/// layout records for a row, and what a variant's state shows.
@Suite struct CellStateTests {
    @Test func namesParseInOnePlace() {
        #expect(CellState(axisName: "dropTarget") == .dropTarget)
        #expect(CellState(axisName: "pressed") == nil)
        #expect(CellState.flags.count == 11 && !CellState.flags.contains(.normal))
        #expect(CellState.axisNames.first == "normal")
        #expect(LayoutDirection(axisName: "rtl") == .rightToLeft && LayoutDirection(axisName: "rightToLeft") == .rightToLeft)
        #expect(ContentSizeCategory(axisName: "AX3") == .accessibilityExtraLarge)
        #expect(ContentSizeCategory(axisName: "unspecified") == nil)
        #expect(AccessibilityContrast(axisName: "increased") == .high)
    }

    @Test func theLayoutRecordsTheFlagsInTheDumpsOrder() {
        var state = CellConfigurationState(traitCollection: TraitCollection())
        state.isReordering = true
        state.isSelected = true
        state.isHighlighted = true
        state.cellDragState = .lifting
        #expect(CellState.recorded(in: state) == [.highlighted, .selected, .reordering])
        #expect(CellState.normal.isOn(in: CellConfigurationState(traitCollection: TraitCollection())))
        #expect(!CellState.normal.isOn(in: state))
    }

    /// A variant's state is shown over the list's own: that state on, the other view flags
    /// off; a cell-only state (editing) reaches the row the layout records.
    @Test func aVariantStateIsShownOnEveryRow() throws {
        let registration = CellRegistration<ListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            cell.contentConfiguration = content
        }
        let view = TestList.make(registration, items: [0, 1])
        view.selectedItems = [0]
        let editing = view.withVariant(ListVariant(state: .editing)) { view.layout(width: 390, scale: 1) }
        #expect(editing.sections[0].items.map(\.state) == [[.editing], [.editing]])
        let plain = view.withVariant(ListVariant(state: .normal)) { view.layout(width: 390, scale: 1) }
        #expect(plain.sections[0].items.map(\.state) == [[], []])
        let own = view.layout(width: 390, scale: 1)
        #expect(own.sections[0].items.map(\.state) == [[.selected], []])
    }

    /// UIKit has editing cells only in an editing list: showing every item `editing` puts
    /// the list in editing mode for the body, and the list is as it was afterwards.
    @Test func theEditingStateEditsTheList() {
        let registration = CellRegistration<ListCell, Int> { cell, _, _ in
            cell.contentConfiguration = cell.defaultContentConfiguration()
        }
        let view = TestList.make(registration, items: [0])
        #expect(view.withVariant(ListVariant(state: .editing)) { view.isEditing })
        #expect(!view.withVariant(ListVariant(state: .selected)) { view.isEditing })
        #expect(!view.isEditing)
        view.isEditing = true
        #expect(view.withVariant(ListVariant(state: .normal)) { view.isEditing }, "other states keep the list's mode")
        #expect(view.isEditing)
    }
}
