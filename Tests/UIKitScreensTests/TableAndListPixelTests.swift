#if !canImport(UIKit)
    import RenderCellsTesting
    import RenderCellsUIKit
    import SnapshotTesting
    import Testing

    /// A table view is drawn by the collection-view list underneath: a table and a list of the
    /// same content and appearance give the same pixels wherever UIKit draws them the same,
    /// and differ only where UIKit's table metrics differ (docs/uikit-reference.md §3.11).
    @MainActor @Suite struct TableAndListPixelTests {
        static let rows = [("Airplane Mode", "airplane"), ("Wi-Fi", "wifi"), ("Bluetooth", "antenna.radiowaves.left.and.right")]

        /// The rows in two sections with titled headers, as a table view.
        final class Table: UITableViewDataSource {
            func numberOfSections(in tableView: UITableView) -> Int { 2 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section + 1)" }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                var content = cell.defaultContentConfiguration()
                content.text = rows[indexPath.row].0
                content.image = UIImage(systemName: rows[indexPath.row].1)
                cell.contentConfiguration = content
                cell.accessoryType = .disclosureIndicator
                return cell
            }
        }

        /// The same rows and headers as a collection view's list.
        static func collectionView(_ appearance: UICollectionLayoutListConfiguration.Appearance)
            -> (UICollectionView, UICollectionViewDiffableDataSource<Int, Int>)
        {
            var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
            configuration.headerMode = .supplementary
            let view = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 390, height: 0),
                collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, row in
                var content = cell.defaultContentConfiguration()
                content.text = rows[row % rows.count].0
                content.image = UIImage(systemName: rows[row % rows.count].1)
                cell.contentConfiguration = content
                cell.accessories = [.disclosureIndicator()]
            }
            let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
                elementKind: UICollectionView.elementKindSectionHeader
            ) { header, _, indexPath in
                var content = header.defaultContentConfiguration()
                content.text = "Section \(indexPath.section + 1)"
                header.contentConfiguration = content
            }
            let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, row in
                view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: row)
            }
            dataSource.supplementaryViewProvider = { view, _, indexPath in
                view.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0, 1])
            snapshot.appendItems([0, 1, 2], toSection: 0)
            snapshot.appendItems([3, 4, 5], toSection: 1)
            dataSource.apply(snapshot, animatingDifferences: false)
            return (view, dataSource)
        }

        static func pixels(of tableView: UITableView) -> Pixmap {
            var picture: SnapshotPicture?
            Snapshotting<UITableView, SnapshotPicture>.image.snapshot(tableView).run { picture = $0 }
            return picture!.pixmap
        }

        static func pixels(of collectionView: UICollectionView) -> Pixmap {
            var picture: SnapshotPicture?
            Snapshotting<UICollectionView, SnapshotPicture>.image.snapshot(collectionView).run { picture = $0 }
            return picture!.pixmap
        }

        /// The rows (y ranges, in device pixels) where two pictures of the same size differ.
        static func differingRows(_ a: Pixmap, _ b: Pixmap) -> [Int] {
            (0..<a.height).filter { y in (0..<a.width).contains { x in a[x, y] != b[x, y] } }
        }

        @Test(arguments: [UITableView.Style.grouped, .insetGrouped])
        func groupedTablesDrawAsLists(style: UITableView.Style) {
            let source = Table()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 0), style: style)
            table.dataSource = source
            let (list, dataSource) = Self.collectionView(style == .grouped ? .grouped : .insetGrouped)
            let tablePixels = Self.pixels(of: table)
            let listPixels = Self.pixels(of: list)
            #expect(tablePixels.width == 1170)
            #expect(tablePixels == listPixels)
            _ = dataSource
        }

        /// A plain table separates its last row from the space below; a plain list does not.
        /// Everything else is the same pixels.
        @Test func plainTableAddsTheLastRowsSeparator() {
            let source = Table()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 0), style: .plain)
            table.dataSource = source
            let (list, dataSource) = Self.collectionView(.plain)
            let tablePixels = Self.pixels(of: table)
            let listPixels = Self.pixels(of: list)
            #expect(tablePixels.width == listPixels.width && tablePixels.height == listPixels.height)
            // One device pixel: the separator at the bottom of the last row, inside it.
            #expect(Self.differingRows(tablePixels, listPixels) == [tablePixels.height - 1])
            _ = dataSource
        }
    }
#endif
