import RenderCells
import TestSupport
import Testing

/// In Swift, an unknown symbol name is an error naming it with suggestions, never a silent
/// empty box: the layout keeps the reserved box (so the dump is complete) and reports it;
/// rendering a list, or drawing a content view, throws it.
@Suite struct UnknownSymbolTests {
    static let badName = "starr.circle.fil"

    @Test("a list content layout keeps the reserve and says why the symbol is missing")
    func layoutCarriesTheError() throws {
        var c = ListContentConfiguration.cell()
        c.image = .systemName(Self.badName)
        c.text = "Favourites"
        let l = ListContentLayout(configuration: c, width: 390)
        #expect(l.symbol == nil)
        let error = try #require(l.symbolError)
        guard case .unknownName(let name, _) = error else {
            Issue.record("expected an unknown-name error, got \(error)")
            return
        }
        #expect(name == Self.badName)
        #expect(error.description.contains(Self.badName))
        #expect(abs(l.text!.frame.minX - (20 + 24 + 16)) < 1e-9)
    }

    @Test("rendering a list with an unknown symbol throws, naming the item and the name")
    func listRenderThrows() {
        let registration = CellRegistration<ListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.image = .systemName(item == 1 ? Self.badName : "star")
            content.text = "Row \(item)"
            cell.contentConfiguration = content
        }
        let view = CollectionView<Int, Int>(
            layout: .list(using: ListConfiguration(appearance: .plain)),
            cellRegistration: registration)
        var snapshot = DataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0, 1])
        view.apply(snapshot)
        #expect(view.layout(width: 390).problems.map(\.itemID) == ["sections[0].items[1].image"])
        do {
            _ = try view.render(width: 390, scale: 1)
            Issue.record("an unknown symbol rendered")
        } catch {
            #expect("\(error)".contains(Self.badName) && "\(error)".contains("sections[0].items[1]"), "\(error)")
        }
    }

    @Test("a list content view drawn on its own throws the symbol error after drawing the text")
    func contentViewThrows() throws {
        var c = ListContentConfiguration.cell()
        c.image = .systemName(Self.badName)
        c.text = "Favourites"
        let view = ListContentView(configuration: c)
        let canvas = try #require(Canvas(width: 390, height: 44))
        canvas.clear(.white)
        #expect(throws: SymbolError.self) { try view.draw(in: canvas, bounds: Rect(x: 0, y: 0, width: 390, height: 44)) }
        #expect(canvas.pixmap.data.contains { $0 < 128 })
    }
}
