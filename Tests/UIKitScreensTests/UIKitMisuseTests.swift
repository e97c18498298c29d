#if !canImport(UIKit)
    import RenderCellsTesting
    import RenderCellsUIKit
    import SnapshotTesting
    import Testing

    /// Calls UIKit answers with an exception (a cell dequeued outside the cell provider, a
    /// section snapshot edit naming an item it does not hold) fail the snapshot with a message
    /// naming the call and the item, and the test process carries on: each test here would
    /// have stopped the whole run with a precondition failure before.
    @MainActor @Suite struct UIKitMisuseTests {
        /// A list of three rows whose screen may misuse UIKit's API in `viewDidLoad`.
        final class Screen: UICollectionViewController {
            enum Misuse {
                case none, dequeueInViewDidLoad, dequeueForAnotherIndexPath, insertAfterMissingItem, cellMadeByTheProvider
            }
            let misuse: Misuse
            var dataSource: UICollectionViewDiffableDataSource<Int, String>!

            init(_ misuse: Misuse) {
                self.misuse = misuse
                super.init(
                    collectionViewLayout: UICollectionViewCompositionalLayout.list(
                        using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
            }

            required init?(coder: NSCoder) { nil }

            override func viewDidLoad() {
                super.viewDidLoad()
                let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
                    var content = cell.defaultContentConfiguration()
                    content.text = name
                    cell.contentConfiguration = content
                }
                let misuse = misuse
                dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, name in
                    // The provider asks for the next row's cell: UIKit raises, this list reports.
                    let asked =
                        misuse == .dequeueForAnotherIndexPath && name == "Two"
                        ? IndexPath(item: indexPath.item + 1, section: indexPath.section) : indexPath
                    // A cell made rather than dequeued: UIKit raises, this list reports.
                    if misuse == .cellMadeByTheProvider && name == "Three" { return UICollectionViewListCell() }
                    return view.dequeueConfiguredReusableCell(using: registration, for: asked, item: name)
                }
                if misuse == .dequeueInViewDidLoad {
                    _ = collectionView.dequeueConfiguredReusableCell(
                        using: registration, for: IndexPath(item: 0, section: 0),
                        item: "Early")
                }
                var section = NSDiffableDataSourceSectionSnapshot<String>()
                section.append(["One", "Two", "Three"])
                if misuse == .insertAfterMissingItem { section.insert(["Four"], after: "Zero") }
                dataSource.apply(section, to: 0, animatingDifferences: false)
            }
        }

        /// The screen's picture (a failed render's is the failure picture).
        static func picture(of screen: Screen) -> Pixmap {
            var picture: SnapshotPicture?
            Snapshotting<UIViewController, SnapshotPicture>.image(on: .iPhone13).snapshot(screen).run { picture = $0 }
            return picture!.pixmap
        }

        /// The picture a failed render shows for `message`.
        static func failure(_ message: String) -> Pixmap {
            RenderFailurePicture.make(RenderError.invalidArgument(message))
        }

        @Test func aDequeueOutsideTheProviderFailsTheSnapshotNamingTheCallAndTheItem() {
            let screen = Screen(.dequeueInViewDidLoad)
            #expect(
                Self.picture(of: screen)
                    == Self.failure(
                        "dequeueConfiguredReusableCell(using:for:item:) for item Early at [0, 0] "
                            + "outside the data source's cell provider's call for that index path"))
            // Reported once, as UIKit stops once: the next picture is the list's.
            #expect(Self.picture(of: screen) == Self.picture(of: Screen(.none)))
        }

        @Test func aDequeueForAnotherIndexPathInsideTheProviderFailsTheSnapshot() {
            // The cell is dequeued for [0, 2] while the provider makes [0, 1]'s.
            #expect(
                Self.picture(of: Screen(.dequeueForAnotherIndexPath))
                    == Self.failure(
                        "UICollectionViewDiffableDataSource: the cell provider returned a cell for item Two at [0, 1] "
                            + "that was not dequeued for it (dequeueConfiguredReusableCell(using:for:item:))"))
        }

        @Test func aCellTheProviderMadeItselfFailsTheSnapshot() {
            #expect(
                Self.picture(of: Screen(.cellMadeByTheProvider))
                    == Self.failure(
                        "UICollectionViewDiffableDataSource: the cell provider returned a cell for item Three at [0, 2] "
                            + "that was not dequeued for it (dequeueConfiguredReusableCell(using:for:item:))"))
        }

        @Test func aHeaderTheProviderMadeItselfFailsTheSnapshot() {
            let (view, dataSource) = TableAndListPixelTests.collectionView(.insetGrouped)
            dataSource.supplementaryViewProvider = { _, _, _ in UICollectionViewListCell() }
            #expect(
                TableAndListPixelTests.pixels(of: view)
                    == Self.failure(
                        "supplementaryViewProvider: the view returned for UICollectionElementKindSectionHeader at [0, 0] "
                            + "was not made by dequeueConfiguredReusableSupplementary(using:for:)"))
        }

        @Test func anInsertAfterAMissingItemChangesNothingAndFailsTheSnapshot() {
            var section = NSDiffableDataSourceSectionSnapshot<String>()
            section.append(["One", "Two"])
            section.insert(["Four"], after: "Zero")
            section.insert(["Five"], before: "Nine")
            #expect(section.items == ["One", "Two"])
            #expect(
                section.rejectedEdit
                    == "NSDiffableDataSourceSectionSnapshot.insert(_:after:): the item Zero is not in the section snapshot")
            #expect(
                Self.picture(of: Screen(.insertAfterMissingItem))
                    == Self.failure(
                        "NSDiffableDataSourceSectionSnapshot.insert(_:after:): the item Zero is not in the section snapshot"))
        }

        @Test func anInsertBeforeAMissingItemOfTheWholeSnapshotChangesNothingAndFailsTheSnapshot() {
            let (view, dataSource) = TableAndListPixelTests.collectionView(.insetGrouped)
            var snapshot = dataSource.snapshot()
            snapshot.insertItems([9], beforeItem: 42)
            snapshot.insertItems([10], afterItem: 43)
            #expect(snapshot.itemIdentifiers == [0, 1, 2, 3, 4, 5])
            dataSource.apply(snapshot, animatingDifferences: false)
            #expect(
                TableAndListPixelTests.pixels(of: view)
                    == Self.failure(
                        "NSDiffableDataSourceSnapshot.insertItems(_:beforeItem:): the item 42 is not in the snapshot"))
        }

        @Test func aSectionProviderReturningNilFailsTheSnapshotNamingTheSection() {
            let (view, dataSource) = TableAndListPixelTests.collectionView(.insetGrouped)
            let list = NSCollectionLayoutSection.self
            view.collectionViewLayout = UICollectionViewCompositionalLayout { index, environment in
                index == 1
                    ? nil
                    : list.list(
                        using: UICollectionLayoutListConfiguration(appearance: .insetGrouped),
                        layoutEnvironment: environment)
            }
            #expect(
                TableAndListPixelTests.pixels(of: view)
                    == Self.failure(
                        "UICollectionViewCompositionalLayout: the section provider returned nil for section 1"))
            _ = dataSource
        }

        @Test(arguments: [false, true])
        func aGridGroupOfAnotherShapeFailsTheSnapshotNamingTheSection(twoItems: Bool) {
            let (view, dataSource) = TableAndListPixelTests.collectionView(.insetGrouped)
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.25),
                    heightDimension: .fractionalHeight(1)))
            // Two different items in one group, or insets wider than they are tall.
            if !twoItems { item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 8, bottom: 2, trailing: 8) }
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(84)),
                subitems: twoItems ? [item, NSCollectionLayoutItem(layoutSize: item.layoutSize)] : [item])
            view.collectionViewLayout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            #expect(
                TableAndListPixelTests.pixels(of: view)
                    == Self.failure(
                        "UICollectionViewCompositionalLayout: section 0: "
                            + (twoItems
                                ? "NSCollectionLayoutGroup: only groups of one repeated item are drawn (docs/uikit.md)"
                                : "NSCollectionLayoutItem: a grid's item insets must be equal on every side, and its item and group "
                                    + "spacing equal (docs/uikit.md)")))
            _ = dataSource
        }

        /// A content configuration a list content view cannot show.
        struct BadgeConfiguration: UIContentConfiguration {
            func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: .cell()) }
            func updated(for state: UIConfigurationState) -> BadgeConfiguration { self }
        }

        @Test func aListContentViewInACellGivenAnotherConfigurationFailsTheDrawingNamingTheView() throws {
            let view = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 390, height: 0),
                collectionViewLayout: UICollectionViewCompositionalLayout.list(
                    using: UICollectionLayoutListConfiguration(appearance: .plain)))
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
                let label = UIListContentView(configuration: cell.defaultContentConfiguration())
                label.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
                if name == "Two" { label.configuration = BadgeConfiguration() }
                cell.contentView.addSubview(label)
            }
            let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, name in
                view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["One", "Two"])
            dataSource.apply(snapshot, animatingDifferences: false)
            let collection = try #require(view.preparedCollection())
            let list = try collection.displayList(width: 390, scale: 2, height: nil)
            #expect(
                throws: DisplayListError.customView(
                    name: "CellContentView",
                    message: "view.subviews[0]: UIListContentView.configuration: "
                        + "cannot show a BadgeConfiguration: it is not a UIListContentConfiguration")
            ) {
                try list.render()
            }
        }

        @Test func aSupplementaryDequeuedBeforeADataSourceFailsTheSnapshot() {
            let view = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 390, height: 0),
                collectionViewLayout: UICollectionViewCompositionalLayout.list(
                    using: UICollectionLayoutListConfiguration(appearance: .plain)))
            let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
                elementKind: UICollectionView.elementKindSectionHeader
            ) { _, _, _ in }
            _ = view.dequeueConfiguredReusableSupplementary(using: header, for: IndexPath(item: 0, section: 0))
            #expect(
                view.takeMisuse() == "dequeueConfiguredReusableSupplementary(using:for:) at [0, 0] "
                    + "before a data source was made with the collection view")
        }

        @Test func aTableCellProviderReturningNilFailsTheSnapshotNamingTheRow() {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 0), style: .insetGrouped)
            let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: table) { _, _, name in
                guard name != "Two" else { return nil }
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                var content = cell.defaultContentConfiguration()
                content.text = name
                cell.contentConfiguration = content
                return cell
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["One", "Two", "Three"])
            dataSource.apply(snapshot, animatingDifferences: false)
            #expect(
                TableAndListPixelTests.pixels(of: table)
                    == Self.failure(
                        "UITableViewDiffableDataSource: the cell provider returned no cell for [0, 1]"))
        }

        @Test func aCollectionControllerAskedForACellOrHeaderItDoesNotMakeKeepsTheCall() {
            // Neither an override nor a diffable data source: the controller's own answers.
            let screen = UICollectionViewController(
                collectionViewLayout: UICollectionViewCompositionalLayout.list(
                    using: UICollectionLayoutListConfiguration(appearance: .plain)))
            let view: UICollectionView = screen.collectionView
            _ = screen.collectionView(view, cellForItemAt: IndexPath(item: 1, section: 0))
            #expect(
                view.takeMisuse() == "UICollectionViewController: asked for the cell at [0, 1]: "
                    + "override collectionView(_:cellForItemAt:) or make a diffable data source")
            _ = screen.collectionView(
                view, viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionHeader,
                at: IndexPath(item: 0, section: 2))
            #expect(
                view.takeMisuse() == "UICollectionViewController: asked for the UICollectionElementKindSectionHeader "
                    + "at [2, 0]: override collectionView(_:viewForSupplementaryElementOfKind:at:)")
        }

        @Test func aTableRegisteringAClassThatIsNoCellFailsTheSnapshotNamingTheCall() {
            let source = TableAndListPixelTests.Table()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 0), style: .insetGrouped)
            table.dataSource = source
            table.register(UIView.self, forCellReuseIdentifier: "row")
            table.register(UILabel.self, forHeaderFooterViewReuseIdentifier: "header")
            #expect(
                TableAndListPixelTests.pixels(of: table)
                    == Self.failure(
                        "register(_:forCellReuseIdentifier:): UIView for \"row\" is not a UITableViewCell"))
            // The first is the one reported, once; the table then draws as it did before.
            let clean = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 0), style: .insetGrouped)
            clean.dataSource = source
            #expect(TableAndListPixelTests.pixels(of: table) == TableAndListPixelTests.pixels(of: clean))
        }
    }
#endif
