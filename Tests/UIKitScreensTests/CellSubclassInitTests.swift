#if !canImport(UIKit)
    import RenderCellsTesting
    import RenderCellsUIKit
    import SnapshotTesting
    import Testing

    /// Cell subclasses that set themselves up in `init(frame:)`, as iOS apps write them: the
    /// list makes registered classes through that initialiser, so what it sets is drawn.
    @MainActor @Suite struct CellSubclassInitTests {
        /// A row that gives itself a checkmark and a grouped background when it is made.
        final class CheckedCell: UICollectionViewListCell {
            private(set) var reuses = 0

            override init(frame: CGRect) {
                super.init(frame: frame)
                accessories = [.checkmark()]
                var background = UIBackgroundConfiguration.listGroupedCell()
                background.backgroundColor = .systemYellow
                backgroundConfiguration = background
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }

            override func prepareForReuse() {
                super.prepareForReuse()
                reuses += 1
            }
        }

        /// Three rows; their cells are `CheckedCell`s (by registration or by reuse identifier),
        /// or plain list cells given the same checkmark and background by the handler.
        final class Screen: UIViewController {
            enum Cells { case registration, reuseIdentifier, configuredByHandler }
            let cells: Cells
            var collectionView: UICollectionView!
            var dataSource: UICollectionViewDiffableDataSource<Int, String>!

            init(cells: Cells) {
                self.cells = cells
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) { nil }

            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView = UICollectionView(
                    frame: view.bounds,
                    collectionViewLayout: UICollectionViewCompositionalLayout.list(
                        using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
                view.addSubview(collectionView)
                collectionView.register(CheckedCell.self, forCellWithReuseIdentifier: "checked")
                let checked = UICollectionView.CellRegistration<CheckedCell, String> { cell, _, name in
                    Self.configure(cell, name)
                }
                let plain = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
                    Self.configure(cell, name)
                    cell.accessories = [.checkmark()]
                    var background = UIBackgroundConfiguration.listGroupedCell()
                    background.backgroundColor = .systemYellow
                    cell.backgroundConfiguration = background
                }
                let cells = cells
                dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, name in
                    switch cells {
                    case .registration:
                        return view.dequeueConfiguredReusableCell(using: checked, for: indexPath, item: name)
                    case .configuredByHandler:
                        return view.dequeueConfiguredReusableCell(using: plain, for: indexPath, item: name)
                    case .reuseIdentifier:
                        let cell = view.dequeueReusableCell(withReuseIdentifier: "checked", for: indexPath)
                        Self.configure(cell, name)
                        return cell
                    }
                }
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0])
                snapshot.appendItems(["Wi-Fi", "Bluetooth", "Cellular"])
                dataSource.apply(snapshot, animatingDifferences: false)
            }

            static func configure(_ cell: UICollectionViewCell, _ name: String) {
                var content = UIListContentConfiguration.cell()
                content.text = name
                cell.contentConfiguration = content
            }
        }

        @Test func whatInitFrameSetsIsDrawn() throws {
            let expected = UIKitPortingAPITests.picture(of: Screen(cells: .configuredByHandler))
            // A failed render is 390 × 120 pixels; the screen is the iPhone 13's 1170 wide.
            #expect(expected.width == 1170)
            let registered = Screen(cells: .registration)
            #expect(UIKitPortingAPITests.picture(of: registered) == expected)
            #expect(UIKitPortingAPITests.picture(of: Screen(cells: .reuseIdentifier)) == expected)
            // The cells drawn are the subclass's, made fresh: none was reused.
            let cell = try #require(registered.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? CheckedCell)
            #expect(cell.reuses == 0)
            #expect(registered.collectionView.visibleCells.count == 3)
        }

        /// A grid cell is not a list cell, as on iOS: a `UICollectionViewCell` has no
        /// accessories or list defaults of its own.
        @Test func aCollectionViewCellIsNotAListCell() {
            let cell: UICollectionViewCell = UICollectionViewCell(frame: .zero)
            #expect(!(cell is UICollectionViewListCell))
            let subclass: UICollectionViewCell = CheckedCell(frame: .zero)
            #expect(subclass is UICollectionViewListCell)
        }
    }
#endif
