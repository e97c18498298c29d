#if !canImport(UIKit)
    import RenderCellsTesting
    import RenderCellsUIKit
    import SnapshotTesting
    import Testing

    /// Names real screens use around the list, each as an iOS screen writes it: cells
    /// registered by reuse identifier, a placeholder `UICollectionViewLayout()` replaced in
    /// `viewDidLoad`, `transitionCoordinator` in `viewWillAppear`.
    @MainActor @Suite struct UIKitPortingAPITests {
        /// The rows dequeued by reuse identifier (the form before cell registrations), or
        /// through a registration: the same cells.
        final class Screen: UIViewController {
            static let names = ["Airplane Mode", "Wi-Fi", "Bluetooth"]
            let byIdentifier: Bool
            let replacesPlaceholder: Bool
            var collectionView: UICollectionView!
            var dataSource: UICollectionViewDiffableDataSource<Int, String>!
            private(set) var deselectedWithoutTransition = false

            init(byIdentifier: Bool, replacesPlaceholder: Bool = true) {
                self.byIdentifier = byIdentifier
                self.replacesPlaceholder = replacesPlaceholder
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) { nil }

            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewLayout())
                view.addSubview(collectionView)
                if replacesPlaceholder {
                    collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(
                        using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
                }
                collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
                let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
                    Self.configure(cell, name)
                }
                let byIdentifier = byIdentifier
                dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, name in
                    guard byIdentifier else {
                        return view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
                    }
                    let cell = view.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
                    Self.configure(cell, name)
                    return cell
                }
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0])
                snapshot.appendItems(Self.names)
                dataSource.apply(snapshot, animatingDifferences: false)
                collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
            }

            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                // Apple's pattern: deselect along with the transition, or at once without one.
                if let coordinator = transitionCoordinator {
                    coordinator.animate(alongsideTransition: { _ in }, completion: nil)
                } else {
                    deselectedWithoutTransition = true
                }
            }

            /// What a plain `UICollectionViewCell` can be given on iOS too.
            static func configure(_ cell: UICollectionViewCell, _ name: String) {
                var content = UIListContentConfiguration.cell()
                content.text = name
                cell.contentConfiguration = content
            }
        }

        static func picture(of screen: UIViewController) -> Pixmap {
            var picture: SnapshotPicture?
            Snapshotting<UIViewController, SnapshotPicture>.image(on: .iPhone13).snapshot(screen).run { picture = $0 }
            return picture!.pixmap
        }

        @Test func cellsDequeuedByReuseIdentifierDrawAsRegisteredCells() {
            let byIdentifier = Self.picture(of: Screen(byIdentifier: true))
            // A failed render is 390 × 120 pixels; the screen is the iPhone 13's 1170 wide.
            #expect(byIdentifier.width == 1170)
            #expect(byIdentifier == Self.picture(of: Screen(byIdentifier: false)))
        }

        @Test func aPlaceholderLayoutLeftInPlaceFailsTheSnapshotSayingSo() {
            #expect(
                Self.picture(of: Screen(byIdentifier: false, replacesPlaceholder: false))
                    == RenderFailurePicture.make(
                        RenderError.invalidArgument(
                            "the collection view's layout is UICollectionViewLayout(), which lays out no cells (iOS shows the view "
                                + "empty): set collectionViewLayout to a UICollectionViewCompositionalLayout before the snapshot")
                    ))
        }

        @Test func aDequeueByAnUnregisteredIdentifierFailsTheSnapshot() {
            let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
            _ = view.dequeueReusableCell(withReuseIdentifier: "missing", for: IndexPath(item: 0, section: 0))
            #expect(
                view.takeMisuse() == "dequeueReusableCell(withReuseIdentifier:for:) at [0, 0]: no class is registered "
                    + "for \"missing\" (register(_:forCellWithReuseIdentifier:))")
        }

        /// A data source showing `Screen.names` in `view`, its cells from `registration`.
        static func showNames(
            in view: UICollectionView, using registration: UICollectionView.CellRegistration<UICollectionViewListCell, String>
        )
            -> UICollectionViewDiffableDataSource<Int, String>
        {
            let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, name in
                view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(Screen.names)
            dataSource.apply(snapshot, animatingDifferences: false)
            return dataSource
        }

        @Test func indexPathForItemFindsTheCellUnderAPoint() {
            let view = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 390, height: 0),
                collectionViewLayout: UICollectionViewCompositionalLayout.list(
                    using: UICollectionLayoutListConfiguration(appearance: .plain)))
            #expect(view.indexPathForItem(at: CGPoint(x: 100, y: 22)) == nil)  // no data source yet
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
                Screen.configure(cell, name)
            }
            let dataSource = Self.showNames(in: view, using: registration)
            // Rows of one line are at least 44 points tall (52 in the iOS 26 design): 22 is in
            // the first whichever, 66 in the second; nothing is below the third.
            #expect(view.indexPathForItem(at: CGPoint(x: 100, y: 22)) == IndexPath(item: 0, section: 0))
            #expect(view.indexPathForItem(at: CGPoint(x: 100, y: 66)) == IndexPath(item: 1, section: 0))
            #expect(view.indexPathForItem(at: CGPoint(x: 100, y: 400)) == nil)
            withExtendedLifetime(dataSource) {}
        }

        /// A cell's `configurationUpdateHandler` is called with the cell the provider returned
        /// (not the model behind it) and the state the list gave it, and what it sets is drawn.
        @Test func theConfigurationUpdateHandlerGetsTheCellAndItsState() throws {
            let view = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 390, height: 0),
                collectionViewLayout: UICollectionViewCompositionalLayout.list(
                    using: UICollectionLayoutListConfiguration(appearance: .plain)))
            var calls: [(cell: UICollectionViewCell, isSelected: Bool)] = []
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
                cell.configurationUpdateHandler = { cell, state in
                    calls.append((cell, state.isSelected))
                    var content = UIListContentConfiguration.cell().updated(for: state)
                    content.text = state.isSelected ? name + " (selected)" : name
                    cell.contentConfiguration = content
                }
            }
            let dataSource = Self.showNames(in: view, using: registration)
            view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
            view.layoutIfNeeded()
            withExtendedLifetime(dataSource) {}
            let cells = view.visibleCells
            try #require(cells.count == 3)
            #expect(calls.contains { $0.cell === cells[1] && $0.isSelected })
            #expect(calls.contains { $0.cell === cells[0] && !$0.isSelected })
            #expect(!calls.contains { $0.cell === cells[0] && $0.isSelected })
            #expect((cells[1].contentConfiguration as? UIListContentConfiguration)?.text == "Wi-Fi (selected)")
            #expect((cells[2].contentConfiguration as? UIListContentConfiguration)?.text == "Bluetooth")
        }

        @Test func aBoundaryHeaderItemDrawsAsTheListsSupplementaryHeader() {
            func layout(withHeader: Bool) -> UICollectionViewCompositionalLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    let section = NSCollectionLayoutSection.list(
                        using: UICollectionLayoutListConfiguration(appearance: .insetGrouped), layoutEnvironment: environment)
                    if withHeader {
                        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
                        let header = NSCollectionLayoutBoundarySupplementaryItem(
                            layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                        header.pinToVisibleBounds = true
                        section.boundarySupplementaryItems = [header]
                    }
                    return section
                }
            }
            // The same list with `headerMode = .supplementary` and the same header registration.
            let (modeView, modeSource) = TableAndListPixelTests.collectionView(.insetGrouped)
            let expected = TableAndListPixelTests.pixels(of: modeView)
            let (itemView, itemSource) = TableAndListPixelTests.collectionView(.insetGrouped)
            itemView.collectionViewLayout = layout(withHeader: true)
            #expect(TableAndListPixelTests.pixels(of: itemView) == expected)
            itemView.collectionViewLayout = layout(withHeader: false)
            #expect(TableAndListPixelTests.pixels(of: itemView) != expected)
            withExtendedLifetime((modeSource, itemSource)) {}
        }

        @Test func noTransitionRunsInAPicture() {
            let screen = Screen(byIdentifier: false)
            screen.loadViewIfNeeded()
            screen.viewWillAppear(false)
            #expect(screen.transitionCoordinator == nil && screen.deselectedWithoutTransition)
        }
    }
#endif
