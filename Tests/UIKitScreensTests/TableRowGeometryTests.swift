#if !canImport(UIKit)
    import RenderCellsTesting
    import RenderCellsUIKit
    import SnapshotTesting
    import Testing

    /// A table's row and section heights as UIKit applies them (`rowHeight`,
    /// `tableView(_:heightForRowAt:)`, `sectionHeaderHeight`, `heightForHeaderInSection`), and
    /// hidden cells and views: a hidden cell keeps its row's place and draws nothing, a hidden
    /// subview is not drawn.
    @MainActor @Suite struct TableRowGeometryTests {
        /// Four one-line rows in one section; the delegate answers heights from `rowHeights`
        /// (nil: it leaves the row to the table) and the headers from `headerHeights`.
        final class Table: UITableViewDataSource, UITableViewDelegate {
            var rowHeights: [Int: CGFloat] = [:]
            var headerHeights: [Int: CGFloat] = [:]
            var footerHeights: [Int: CGFloat] = [:]
            var hiddenRows: Set<IndexPath> = []
            var sections = 1
            var titles = true

            func numberOfSections(in tableView: UITableView) -> Int { sections }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                titles ? "Section \(section + 1)" : nil
            }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                var content = cell.defaultContentConfiguration()
                content.text = "Row \(indexPath.row + 1)"
                cell.contentConfiguration = content
                cell.isHidden = hiddenRows.contains(indexPath)
                return cell
            }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                rowHeights[indexPath.row] ?? UITableView.automaticDimension
            }
            func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
                headerHeights[section] ?? UITableView.automaticDimension
            }
            func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
                footerHeights[section] ?? UITableView.automaticDimension
            }
        }

        static func table(_ source: Table, style: UITableView.Style = .plain) -> UITableView {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 0), style: style)
            table.dataSource = source
            table.delegate = source
            return table
        }

        static func layout(_ table: UITableView) throws -> ListLayout {
            let list = try #require(table.preparedListView().hosted)
            return try list.checkedLayout(width: 390, scale: 3, height: nil)
        }

        @Test func delegateAndRowHeightAreApplied() throws {
            let source = Table()
            let table = Self.table(source)
            // Before: every row sizes itself to the 44-point minimum.
            let resting = try Self.layout(table).sections[0].items.map(\.frame.height)
            #expect(resting == [44, 44, 44, 44])
            source.rowHeights = [0: 80, 2: 30.2]
            table.rowHeight = 60
            let rows = try Self.layout(table).sections[0].items
            // The delegate's answer wins; automaticDimension leaves the table's rowHeight; a
            // height is rounded up to a device pixel (30.2 → 30.333 at 3x).
            #expect(rows.map(\.frame.height) == [80, 60, (30.2 * 3).rounded(.up) / 3, 60])
            #expect(rows[1].frame.minY == rows[0].frame.maxY)
            // The content is centred in the row, as a table cell's content view centres it.
            for row in rows {
                let content = try #require(row.contentFrame)
                #expect(abs(content.midY - row.frame.midY) <= 1.0 / 6 + 1e-9, "\(row.id)")
            }
            // A row shorter than its content keeps the content's size, centred (it overflows).
            let short = try #require(rows[2].contentFrame)
            #expect(short.height > rows[2].frame.height)
        }

        @Test func automaticDimensionKeepsSelfSizing() throws {
            let source = Table()
            source.rowHeights = [1: UITableView.automaticDimension, 2: -7, 3: .nan]
            let table = Self.table(source)
            table.rowHeight = UITableView.automaticDimension
            #expect(try Self.layout(table).sections[0].items.map(\.frame.height) == [44, 44, 44, 44])
        }

        @Test func headerAndFooterHeightsAreApplied() throws {
            let source = Table()
            source.sections = 2
            let table = Self.table(source, style: .grouped)
            let resting = try Self.layout(table)
            let restingHeader = try #require(resting.sections[1].header)
            // A fixed height: the whole header, its text sitting on the section below it.
            source.headerHeights = [0: .leastNormalMagnitude, 1: 70]
            table.sectionFooterHeight = 30
            let layout = try Self.layout(table)
            let first = layout.sections[0]
            // `.leastNormalMagnitude`: no space above the first section's rows.
            #expect(first.header?.frame.height == 0)
            #expect(first.items[0].frame.minY == 0)
            let header = try #require(layout.sections[1].header)
            #expect(header.frame.height == 70)
            #expect(header.frame.height != restingHeader.frame.height)
            let text = try #require(header.contentFrame)
            #expect(abs(text.maxY - header.frame.maxY) <= 1.0 / 3)  // its top on a device pixel
            // A footer height without a footer title keeps its space, empty.
            let footer = try #require(first.footer)
            #expect(footer.frame.height == 30)
            #expect(footer.content == nil)
            #expect(layout.sections[1].frame.minY == footer.frame.maxY)
            // Zero is UIKit's "the default height": the header sizes itself.
            source.headerHeights = [1: 0]
            table.sectionFooterHeight = UITableView.automaticDimension
            let zero = try #require(try Self.layout(table).sections[1].header)
            #expect(zero.frame.height == restingHeader.frame.height)
        }

        @Test func hiddenCellKeepsItsRowEmpty() throws {
            let source = Table()
            source.titles = false
            let table = Self.table(source)
            let shown = try Self.layout(table).sections[0].items
            source.hiddenRows = [IndexPath(row: 1, section: 0)]
            let rows = try Self.layout(table).sections[0].items
            // Its place and height stay; its neighbours do not move.
            #expect(rows.map(\.frame) == shown.map(\.frame))
            #expect(rows[1].isHidden && !rows[0].isHidden)
            // Its own separator goes with it (a table cell's separator is its subview); the row
            // above keeps the one between them.
            #expect(!shown[1].separators.isEmpty)
            #expect(rows[1].separators.isEmpty)
            #expect(rows[0].separators == shown[0].separators)
            // VoiceOver does not reach it.
            #expect(!Self.layoutElements(table).contains { $0.hasPrefix("sections[0].items[1]") })
            #expect(Self.layoutElements(table).contains { $0.hasPrefix("sections[0].items[2]") })
            // Drawn: the row's pixels are the list's background, and the other rows unchanged.
            let pixels = TableAndListPixelTests.pixels(of: table)
            source.hiddenRows = []
            let before = TableAndListPixelTests.pixels(of: table)
            let rowPixels = Int(rows[1].frame.minY * 3)..<Int(rows[1].frame.maxY * 3)
            let changed = TableAndListPixelTests.differingRows(pixels, before)
            #expect(!changed.isEmpty)
            #expect(changed.allSatisfy { rowPixels.contains($0) })
            for y in rowPixels {
                for x in stride(from: 0, to: pixels.width, by: 7) { #expect(pixels[x, y] == pixels[0, 0], "\(x),\(y)") }
            }
        }

        /// A collection view's list cell hides the same way.
        @Test func hiddenListCellInACollectionView() throws {
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.showsSeparators = true
            let view = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 390, height: 0),
                collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, row in
                var content = cell.defaultContentConfiguration()
                content.text = "Row \(row)"
                cell.contentConfiguration = content
                cell.isHidden = row == 1
            }
            let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, row in
                view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: row)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([0, 1, 2])
            dataSource.apply(snapshot, animatingDifferences: false)
            let rows = try #require(view.hosted).checkedLayout(width: 390, scale: 3, height: nil).sections[0].items
            #expect(rows.map(\.isHidden) == [false, true, false])
            #expect(rows[1].frame.height == rows[0].frame.height && rows[1].frame.minY == rows[0].frame.maxY)
            #expect(rows[1].separators.isEmpty && !rows[0].separators.isEmpty)
        }

        static func layoutElements(_ table: UITableView) -> [String] {
            ((try? layout(table))?.accessibilityElements ?? []).map(\.id)
        }

        @Test func hiddenSubviewIsNotDrawn() {
            final class Source: UITableViewDataSource {
                var hidden = false
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    let badge = UIView(frame: CGRect(x: 20, y: 10, width: 24, height: 24))
                    badge.backgroundColor = .systemRed
                    badge.isHidden = hidden
                    cell.contentView.addSubview(badge)
                    return cell
                }
            }
            let source = Source()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 0), style: .plain)
            table.dataSource = source
            let shown = TableAndListPixelTests.pixels(of: table)
            source.hidden = true
            let hidden = TableAndListPixelTests.pixels(of: table)
            // The badge's middle, in device pixels: red when shown, the row's white when hidden.
            let (x, y) = (32 * 3, 22 * 3)
            #expect(shown[x, y] != hidden[x, y])
            #expect(hidden[x, y] == hidden[x + 100, y])
        }

        /// A cell made of views is laid out in its fixed row: a square centred by Auto Layout
        /// sits in the middle of a 100-point row, not of the 44 points it would size itself to.
        @Test func viewsAreLaidOutInTheFixedHeight() {
            final class Source: UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    let square = UIView()
                    square.backgroundColor = .systemRed
                    square.translatesAutoresizingMaskIntoConstraints = false
                    cell.contentView.addSubview(square)
                    NSLayoutConstraint.activate([
                        square.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 20),
                        square.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
                        square.widthAnchor.constraint(equalToConstant: 20),
                        square.heightAnchor.constraint(equalToConstant: 20)
                    ])
                    return cell
                }
            }
            let source = Source()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 0), style: .plain)
            table.dataSource = source
            table.rowHeight = 100
            let pixels = TableAndListPixelTests.pixels(of: table)
            #expect(pixels.height == 300)
            let white = pixels[300, 150]
            // Device pixels at 3x: the square's middle at 50 points down, nothing at 22.
            #expect(pixels[90, 150] != white)
            #expect(pixels[90, 66] == white)
        }

        /// An account screen as an app sizes it (RowHeightsTableViewController), on an iPhone 13.
        @Test func rowHeightsScreen() {
            assertSnapshot(of: RowHeightsTableViewController(), as: .image(on: .iPhone13), named: "iPhone13")
        }
    }
#endif
