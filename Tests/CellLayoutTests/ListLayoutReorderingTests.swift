import Gallery
import RenderCells
import TestSupport
import Testing

// Rows moving (ListGallery.reordering): the reordering row lifted above the list with its
// slot left open, the drag states, the data source's canReorderItem taking away reorder
// controls, and the section snapshot handlers deciding what a disclosure tap does.

@Suite struct ListLayoutReorderingTests {
    typealias R = ListReference

    static func rows(_ a: ListAppearance = .plain) -> [String: ListLayout.Item] {
        let layout = ListGallery.reorderingCollectionView(a, traits: R.traits()).layout(width: 390, scale: 3)
        var out: [String: ListLayout.Item] = [:]
        for item in layout.sections[0].items { out[item.configuration?.text ?? ""] = item }
        return out
    }

    @Test("reordering: lifted at 80 % with a shadow, 24 pt below its slot, floating above the list")
    func reordering() throws {
        let lift = try #require(Self.rows()["Reordering"]?.lift)
        #expect(lift.reason == "reordering" && lift.opacity == 0.8 && lift.floats)
        #expect(lift.translation == 24)
        #expect(lift.shadow?.radius == 4)
        #expect(Self.rows(.insetGrouped)["Reordering"]?.lift?.cornerRadius == 10)
        #expect(Self.rows()["Inbox"]?.lift == nil)
    }

    @Test("drag: the lifting preview floats opaque with the shadow; the dragged source fades to 50 % in place")
    func drag() throws {
        let rows = Self.rows()
        let lifting = try #require(rows["Drag lifting"]?.lift)
        #expect(lifting.floats && lifting.opacity == 1 && lifting.shadow != nil && lifting.translation == 0)
        let dragged = try #require(rows["Dragged away"]?.lift)
        #expect(!dragged.floats && dragged.opacity == 0.5 && dragged.shadow == nil)
        // The drop target keeps its place and gets the drop-target fill (systemGray2).
        #expect(rows["Drop target"]?.lift == nil)
        #expect(R.color(rows["Drop target"]?.background?.color, 174, 174, 178))
    }

    @Test("the display list leaves the reordering row's slot open and draws it last, moved, as a layer")
    func displayList() throws {
        let layout = ListGallery.reorderingCollectionView(.plain, traits: R.traits()).layout(width: 390, scale: 3)
        let list = layout.displayList()
        let layers = list.commands.compactMap { command -> DisplayLayer? in
            if case .layer(let layer) = command { return layer }
            return nil
        }
        // The dragged source in place, then the two floating rows, the reordering one first.
        #expect(layers.map(\.opacity) == [0.5, 0.8, 1])
        let row = try #require(layout.sections[0].items.first { $0.configuration?.text == "Reordering" })
        #expect(R.close(layers[1].bounds, row.frame.minX, row.frame.minY + 24, row.frame.width, row.frame.height))
        // Nothing else is drawn for the slot: no fill of the row's frame before the layers.
        var seenLayer = false
        for command in list.commands {
            if case .layer = command { seenLayer = true }
            if !seenLayer, case .fill(let rect, _, _, _) = command {
                #expect(rect != row.background?.rect)
            }
        }
    }

    @Test("canReorderItem: a row the data source refuses shows no reorder control")
    func canReorderItem() throws {
        let rows = Self.rows()
        #expect(rows["Fixed"]?.accessories.map(\.kind) == [])
        #expect(rows["Inbox"]?.accessories.map(\.kind) == ["reorder"])
        // Without the handler the control shows, as the cell configured it.
        let plain = R.layout(ListGallery.reordering(.plain))
        #expect(plain.sections[0].items.last?.accessories.map(\.kind) == ["reorder"])
    }

    @Test("section snapshot handlers decide what a disclosure tap does; snapshotForExpandingParent loads children")
    func sectionSnapshotHandlers() throws {
        let registration = CellRegistration<ListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let view = CollectionView<Int, String>(
            layout: .list(using: ListConfiguration(appearance: .sidebar)),
            cellRegistration: registration)
        var section = SectionSnapshot<String>()
        section.append(["Library", "Locked"])
        section.append(["Recents"], to: "Library")
        section.append(["Secret"], to: "Locked")
        var snapshot = DataSourceSnapshot<Int, String>()
        snapshot.setSectionSnapshot(section, for: 0)
        view.apply(snapshot)
        var calls: [String] = []
        view.sectionSnapshotHandlers.shouldExpandItem = { $0 != "Locked" }
        view.sectionSnapshotHandlers.willExpandItem = { calls.append("will expand \($0)") }
        view.sectionSnapshotHandlers.willCollapseItem = { calls.append("will collapse \($0)") }
        view.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, current in
            var children = current
            children.append(["\(parent) loaded"])
            return children
        }
        func shown() -> [String] {
            view.layout(width: 320, scale: 2).sections[0].items.compactMap { $0.configuration?.text }
        }
        #expect(shown() == ["Library", "Locked"])
        #expect(view.toggleExpansion(of: "Locked") == false)
        #expect(view.toggleExpansion(of: "Library"))
        #expect(shown() == ["Library", "Recents", "Library loaded", "Locked"])
        #expect(view.toggleExpansion(of: "Library"))
        #expect(shown() == ["Library", "Locked"])
        #expect(calls == ["will expand Library", "will collapse Library"])
        #expect(view.toggleExpansion(of: "Nowhere") == false)
    }

    @Test("SectionSnapshot subtrees: snapshot(of:) and replace(childrenOf:using:) keep structure and expansion")
    func subtrees() {
        var s = SectionSnapshot<String>()
        s.append(["a", "b"])
        s.append(["a1", "a2"], to: "a")
        s.append(["a11"], to: "a1")
        s.expand(["a", "a1"])
        let sub = s.snapshot(of: "a")
        #expect(sub.rootItems == ["a1", "a2"] && sub.children(of: "a1") == ["a11"] && sub.isExpanded("a1"))
        #expect(s.snapshot(of: "a", includingParent: true).rootItems == ["a"])
        var replacement = SectionSnapshot<String>()
        replacement.append(["x"])
        replacement.append(["x1"], to: "x")
        s.replace(childrenOf: "a", using: replacement)
        #expect(s.items == ["a", "x", "x1", "b"])
        #expect(s.isExpanded("a") && !s.contains("a11") && s.level(of: "x1") == 2)
    }
}
