import Foundation
import RenderCells
import Testing

/// Calls UIKit answers with an exception (NSInternalInconsistencyException) fail the one
/// render with ``RenderError/misuse(_:)`` naming the call and the index path, and the
/// process carries on: each of these stopped the whole test run with a precondition
/// failure before.
@Suite struct DataSourceMisuseTests {
    /// How a list's data source breaks UIKit's contract.
    enum Misuse { case none, noDataSource, nilCell, cellForAnotherIndexPath, dequeueOutsideTheProvider, unknownKind }

    /// Rows showing their item's text.
    static func registration() -> CellRegistration<ListCell, String> {
        CellRegistration<ListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
        }
    }

    /// A grouped list of three rows with a header, broken as `misuse` says.
    static func list(_ misuse: Misuse) -> (CollectionView<Int, String>, DiffableDataSource<Int, String>?) {
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let view = CollectionView<Int, String>(layout: .list(using: configuration))
        var snapshot = DataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["One", "Two", "Three"])
        guard misuse != .noDataSource else {
            view.apply(snapshot)
            return (view, nil)
        }
        let registration = Self.registration()
        let dataSource = DiffableDataSource<Int, String>(collectionView: view) { view, indexPath, name in
            switch (misuse, name) {
            case (.nilCell, "Two"): return nil
            case (.cellForAnotherIndexPath, "Two"):
                // The next row's cell, dequeued while the provider makes this one's.
                let next = IndexPath(item: indexPath.item + 1, section: indexPath.section)
                return view.dequeueConfiguredReusableCell(using: registration, for: next, item: name)
            default: return view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
            }
        }
        let kind = misuse == .unknownKind ? "badge" : CollectionView<Int, String>.elementKindSectionHeader
        let header = SupplementaryRegistration(elementKind: kind) { header, _, _ in
            var content = header.defaultContentConfiguration()
            content.text = "Numbers"
            header.contentConfiguration = content
        }
        dataSource.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        if misuse == .dequeueOutsideTheProvider {
            _ = view.dequeueConfiguredReusableCell(using: registration, for: IndexPath(item: 0, section: 0), item: "Early")
        }
        return (view, dataSource)
    }

    /// What rendering the broken list throws; nil when it renders.
    static func error(_ misuse: Misuse) -> RenderError? {
        let (view, dataSource) = list(misuse)
        defer { withExtendedLifetime(dataSource) {} }
        return error(rendering: view)
    }

    /// What rendering `view` throws; nil when it renders.
    static func error(rendering view: CollectionView<Int, String>) -> RenderError? {
        do {
            _ = try view.displayList(width: 390, scale: 2)
            return nil
        } catch {
            return error
        }
    }

    @Test func aListWithoutADataSourceFailsNamingTheFirstCell() {
        #expect(Self.error(.noDataSource) == .misuse("CollectionView: drawn without a data source to make the cell at [0, 0]"))
    }

    @Test func aProviderReturningNoCellFailsNamingTheItemAndIndexPath() {
        #expect(Self.error(.nilCell) == .misuse("CollectionView: the cell provider returned no cell for item Two at [0, 1]"))
    }

    @Test func aCellDequeuedForAnotherIndexPathFailsTheRender() {
        #expect(
            Self.error(.cellForAnotherIndexPath)
                == .misuse(
                    "CollectionView: the cell provider returned a cell for item Two at [0, 1] that was not dequeued for it "
                        + "(dequeueConfiguredReusableCell(using:for:item:))"))
    }

    @Test func aDequeueOutsideTheProviderFailsTheNextRenderOnce() throws {
        let (view, dataSource) = Self.list(.dequeueOutsideTheProvider)
        defer { withExtendedLifetime(dataSource) {} }
        #expect(
            throws: RenderError.misuse(
                "dequeueConfiguredReusableCell(using:for:item:) for item Early at [0, 0] "
                    + "outside the cell provider's call for that index path")
        ) {
            try view.displayList(width: 390, scale: 2)
        }
        // Reported once, as UIKit stops once: the next render is the list's own.
        let (fine, fineSource) = Self.list(.none)
        defer { withExtendedLifetime(fineSource) {} }
        #expect(try view.render(width: 390, scale: 2) == fine.render(width: 390, scale: 2))
    }

    @Test func aSupplementaryOfAnUnknownKindFailsNamingTheKind() {
        #expect(
            Self.error(.unknownKind)
                == .misuse(
                    "dequeueConfiguredReusableSupplementary(using:for:) at [0, 0]: element kind 'badge' is neither "
                        + "UICollectionElementKindSectionHeader nor UICollectionElementKindSectionFooter"))
    }

    @Test func theSameListWithoutTheMisuseRenders() {
        #expect(Self.error(.none) == nil)
    }

    @Test func aListContentViewGivenAnotherConfigurationFailsItsDrawing() throws {
        let view = ListContentView(configuration: .cell())
        view.configuration = OtherConfiguration()
        let canvas = try #require(Canvas(width: 8, height: 8))
        #expect(
            throws: RenderError.misuse(
                "ListContentView.configuration: cannot show a OtherConfiguration: "
                    + "it is not a ListContentConfiguration")
        ) {
            try view.draw(in: canvas, bounds: Rect(x: 0, y: 0, width: 8, height: 8))
        }
        // A list configuration set again is drawn.
        view.configuration = ListContentConfiguration.cell()
        try view.draw(in: canvas, bounds: Rect(x: 0, y: 0, width: 8, height: 8))
    }

    /// What rendering a list of `snapshot` throws; nil when it renders.
    static func error(showing snapshot: DataSourceSnapshot<Int, String>) -> RenderError? {
        let view = CollectionView<Int, String>(
            layout: .list(using: ListConfiguration(appearance: .plain)),
            cellRegistration: registration())
        view.apply(snapshot)
        return error(rendering: view)
    }

    @Test func itemsAppendedToAMissingSectionAreRefusedAndFailTheRender() {
        var snapshot = DataSourceSnapshot<Int, String>()
        snapshot.appendItems(["Orphan"])
        snapshot.appendSections([0])
        snapshot.appendItems(["One"], toSection: 7)
        #expect(snapshot.numberOfItems == 0)
        #expect(
            Self.error(showing: snapshot)
                == .misuse(
                    "DataSourceSnapshot.appendItems(_:toSection:): the snapshot has no section"))
        var named = DataSourceSnapshot<Int, String>()
        named.appendSections([0])
        named.appendItems(["One"], toSection: 7)
        #expect(
            Self.error(showing: named)
                == .misuse(
                    "DataSourceSnapshot.appendItems(_:toSection:): the section 7 is not in the snapshot"))
    }

    @Test func aSectionAppendedTwiceIsRefusedAndFailsTheRender() {
        var snapshot = DataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1, 0])
        #expect(snapshot.sectionIdentifiers == [0, 1])
        #expect(
            Self.error(showing: snapshot)
                == .misuse(
                    "DataSourceSnapshot.appendSections(_:): the section 0 is already in the snapshot"))
    }

    @Test func anOutlineEditNamingAMissingParentOrADuplicateItemIsRefusedAndFailsTheRender() {
        var section = SectionSnapshot<String>()
        section.append(["Fruit"])
        section.append(["Apple", "Apple"], to: "Fruit")
        section.append(["Kale"], to: "Vegetables")
        #expect(section.items == ["Fruit", "Apple"])
        var snapshot = DataSourceSnapshot<Int, String>()
        snapshot.setSectionSnapshot(section, for: 0)
        #expect(
            Self.error(showing: snapshot)
                == .misuse(
                    "SectionSnapshot.append(_:to:): the item Apple is already in the snapshot"))
        // The same outline without the refused edits renders.
        var clean = SectionSnapshot<String>()
        clean.append(["Fruit"])
        clean.append(["Apple"], to: "Fruit")
        var cleanSnapshot = DataSourceSnapshot<Int, String>()
        cleanSnapshot.setSectionSnapshot(clean, for: 0)
        #expect(Self.error(showing: cleanSnapshot) == nil)
    }

    /// A configuration a list content view cannot show.
    struct OtherConfiguration: ContentConfiguration {
        func makeContentView() -> any ContentView { ListContentView(configuration: .cell()) }
        func updated(for state: any ConfigurationState) -> OtherConfiguration { self }
    }
}
