import RenderCells
import Testing

/// A list content view whose text is empty (`""`, as an app clears a label) lays out and
/// draws as one whose text is nil: no label, no glyphs, no symbol error, the minimum row
/// height, in every content variant (issue #42's property sweep left this unchecked).
@Suite struct ListContentViewEmptyTextTests {
    @Test(arguments: [ListContentConfiguration.cell(), .subtitleCell(), .valueCell(), .sidebarCell()])
    func emptyTextIsNoText(_ base: ListContentConfiguration) {
        var empty = base
        empty.text = ""
        empty.secondaryText = ""
        let view = ListContentView(configuration: empty)
        let none = ListContentView(configuration: base)
        let layout = view.layout(width: 390)
        let reference = none.layout(width: 390)
        #expect(layout.text == nil && layout.secondaryText == nil && layout.symbolError == nil)
        #expect(layout.size == reference.size)
        #expect(layout.size.height == ListContentView.minimumHeight(for: .large))
        let commands = view.displayCommands(in: Rect(x: 0, y: 0, width: 390, height: layout.size.height))
        #expect(!commands.contains { if case .glyphs = $0 { true } else { false } })
    }
}
