#if !canImport(UIKit)
    import RenderCellsTesting
    import RenderCellsUIKit
    import SnapshotTesting
    import Testing

    /// A landscape phone's side safe areas (the sensor housing and rounded corners), as UIKit
    /// applies them to a list: content inside them, plain and grouped rows' backgrounds and
    /// full-width separators to the screen's edges, inset-grouped cards inside them.
    @MainActor @Suite struct LandscapeSafeAreaTests {
        /// iPhone 13 in landscape: 844 points wide, 47 points of safe area at each side.
        static let width = 844.0, side = 47.0

        static func layout(_ style: UITableView.Style, safe: Double) throws -> ListLayout {
            let source = TableAndListPixelTests.Table()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: 0), style: style)
            table.dataSource = source
            let list = try #require(table.preparedListView().hosted)
            list.safeArea = EdgeInsets(top: 0, leading: safe, bottom: 0, trailing: safe)
            return try list.checkedLayout(width: width, scale: 3, height: nil)
        }

        @Test(arguments: [UITableView.Style.plain, .grouped])
        func rowsSpanTheScreenWithTheirContentInside(style: UITableView.Style) throws {
            let flat = try Self.layout(style, safe: 0)
            let inset = try Self.layout(style, safe: Self.side)
            for (a, b) in zip(flat.sections[0].items, inset.sections[0].items) {
                // The row and its background run edge to edge.
                #expect(b.frame == a.frame)
                #expect(b.frame.minX == 0 && b.frame.width == Self.width)
                #expect(b.background?.rect == a.background?.rect)
                // Its content moves in by the safe area, and is as much narrower.
                let (c, d) = (try #require(a.contentFrame), try #require(b.contentFrame))
                #expect(abs(d.minX - (c.minX + Self.side)) < 1e-9, "\(b.id)")
                #expect(abs(d.maxX - (c.maxX - Self.side)) < 1e-9, "\(b.id)")
                // Accessories too.
                for (p, q) in zip(a.accessories, b.accessories) {
                    #expect(abs(q.frame.minX - (p.frame.minX - Self.side)) < 1e-9, "\(b.id) accessory")
                }
            }
            // Separators between rows start at the text, inside the safe area.
            let separator = try #require(inset.sections[0].items[0].separators.last)
            let flatSeparator = try #require(flat.sections[0].items[0].separators.last)
            #expect(abs(separator.minX - (flatSeparator.minX + Self.side)) < 1e-9)
            #expect(separator.maxX == flatSeparator.maxX)
            // The header's text too, its frame across the screen.
            let header = try #require(inset.sections[0].header)
            let flatHeader = try #require(flat.sections[0].header)
            #expect(header.frame == flatHeader.frame)
            #expect(abs(try #require(header.contentFrame).minX - Self.side) < 1e-9)
        }

        @Test func insetGroupedCardsSitInsideTheSafeArea() throws {
            let flat = try Self.layout(.insetGrouped, safe: 0)
            let inset = try Self.layout(.insetGrouped, safe: Self.side)
            let card = try #require(inset.sections[0].card)
            let flatCard = try #require(flat.sections[0].card)
            // The list margin (20 at 844 points) inside the safe area on each side.
            #expect(card.minX == Self.side + flatCard.minX)
            #expect(card.maxX == Self.width - Self.side - flatCard.minX)
            for item in inset.sections[0].items {
                #expect(item.frame.minX == card.minX && item.frame.width == card.width)
            }
        }

        /// A hand-made configuration's unusable safe area (negative, not a number) is none.
        @Test(arguments: [-30, Double.nan, -Double.infinity])
        func unusableSafeAreasAreNone(inset: Double) throws {
            for style in [UITableView.Style.plain, .insetGrouped] {
                let flat = try Self.layout(style, safe: 0)
                let odd = try Self.layout(style, safe: inset)
                #expect(odd.sections[0].items.map(\.contentFrame) == flat.sections[0].items.map(\.contentFrame))
                #expect(odd.sections[0].card == flat.sections[0].card)
            }
        }

        /// Screens in landscape on an iPhone 13, as UIKit draws them: a plain table (its empty
        /// rows' separators inset as its rows') and an inset-grouped table.
        @Test func landscapeScreens() {
            assertSnapshot(of: PlainTableViewController(), as: .image(on: .iPhone13(.landscape)), named: "plain")
            assertSnapshot(of: RowHeightsTableViewController(), as: .image(on: .iPhone13(.landscape)), named: "insetGrouped")
        }
    }
#endif
