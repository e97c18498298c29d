import Testing

#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsUIKit
#endif

/// UIKit's snapshot edits and lookups: what an app's data source does before `apply`.
@Suite struct SnapshotEditsTests {
    @Test func dataSourceSnapshotEdits() {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["fruit", "veg"])
        snapshot.appendItems(["apple", "pear"], toSection: "fruit")
        snapshot.appendItems(["leek"], toSection: "veg")
        snapshot.insertItems(["fig"], afterItem: "apple")
        snapshot.insertItems(["kale"], beforeItem: "leek")
        snapshot.deleteItems(["pear"])
        snapshot.reconfigureItems(["apple"])
        #expect(snapshot.itemIdentifiers == ["apple", "fig", "kale", "leek"])
        #expect(snapshot.sectionIdentifier(containingItem: "kale") == "veg")
        #expect(snapshot.indexOfItem("leek") == 3)
        #expect(snapshot.numberOfItems(inSection: "fruit") == 2)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0)
    }

    @Test func sectionSnapshotEditsKeepTheOutline() {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["Recipes", "Travel"])
        snapshot.append(["Soup", "Bread"], to: "Recipes")
        snapshot.append(["Lisbon"], to: "Travel")
        snapshot.expand(["Recipes"])
        snapshot.insert(["Cake"], after: "Soup")
        snapshot.insert(["Work"], before: "Travel")
        snapshot.delete(["Bread", "Travel"])
        #expect(snapshot.items == ["Recipes", "Soup", "Cake", "Work"])
        #expect(snapshot.isExpanded("Recipes"))
        #expect(snapshot.level(of: "Cake") == 1)
        // UIKit's `level(of:)` is an `Int`, which an outline cell's indentation takes as is.
        let indentation: Int = snapshot.level(of: "Soup")
        #expect(indentation == 1 && snapshot.level(of: "Work") == 0)
        #if !canImport(UIKit)
            // UIKit's own description is a debugging aid whose format it does not document.
            #expect(snapshot.visualDescription() == "+ Recipes\n    Soup\n    Cake\nWork")
        #endif
    }
}
