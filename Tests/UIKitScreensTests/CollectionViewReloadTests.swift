#if !canImport(UIKit)
    import RenderCellsTesting
    import RenderCellsUIKit
    import SnapshotTesting
    import Testing

    /// `reloadData()` and its kin on a collection view, as screens written before diffable data
    /// sources call them: the provider reads the app's model, the app changes the model and asks
    /// for a reload, and the next picture shows the change.
    @MainActor @Suite struct CollectionViewReloadTests {
        final class Screen: UIViewController {
            var names: [String: String]
            var collectionView: UICollectionView!
            var dataSource: UICollectionViewDiffableDataSource<Int, String>!

            init(names: [String: String]) {
                self.names = names
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
                let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
                    [unowned self] cell, _, id in
                    var content = cell.defaultContentConfiguration()
                    content.text = self.names[id]
                    cell.contentConfiguration = content
                }
                dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, id in
                    view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
                }
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0])
                snapshot.appendItems(["a", "b", "c"])
                dataSource.apply(snapshot, animatingDifferences: false)
            }
        }

        private func text(_ screen: Screen, item: Int) -> String? {
            let cell = screen.collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell
            return (cell?.contentConfiguration as? UIListContentConfiguration)?.text
        }

        @Test func aReloadAfterTheModelChangesDrawsTheNewModel() {
            let screen = Screen(names: ["a": "Inbox", "b": "Drafts", "c": "Sent"])
            let before = UIKitPortingAPITests.picture(of: screen)
            #expect(text(screen, item: 1) == "Drafts")

            screen.names["b"] = "Outbox"
            screen.collectionView.reloadData()
            screen.collectionView.reloadItems(at: [IndexPath(item: 1, section: 0)])
            screen.collectionView.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
            screen.collectionView.reloadSections(IndexSet(integer: 0))
            let after = UIKitPortingAPITests.picture(of: screen)
            #expect(text(screen, item: 1) == "Outbox")
            #expect(after != before)
            #expect(after == UIKitPortingAPITests.picture(of: Screen(names: ["a": "Inbox", "b": "Outbox", "c": "Sent"])))
        }

        @Test func batchUpdatesRunAndComplete() {
            let screen = Screen(names: ["a": "One", "b": "Two", "c": "Three"])
            screen.loadViewIfNeeded()
            var ran = false
            var finished: Bool?
            screen.collectionView.performBatchUpdates({ ran = true }, completion: { finished = $0 })
            #expect(ran && finished == true)
        }
    }
#endif
