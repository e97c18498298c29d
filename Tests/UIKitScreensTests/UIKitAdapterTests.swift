#if !canImport(UIKit)
    import RenderCellsUIKit
    import Testing

    /// The adapters hand UIKit's shapes to RenderCells unchanged: swipe actions made as classes
    /// reach the list's configuration, and grid sections resolve to the same tiles.
    @Suite struct UIKitAdapterTests {
        @MainActor @Test func swipeActionClassesReachTheListConfiguration() throws {
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
                let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in completion(true) }
                delete.image = UIImage(systemName: "trash")
                let flag = UIContextualAction(style: .normal, title: "Flag \(indexPath.row)") { _, _, completion in
                    completion(true)
                }
                flag.backgroundColor = .systemOrange
                let swipe = UISwipeActionsConfiguration(actions: [delete, flag])
                swipe.performsFirstActionWithFullSwipe = false
                return swipe
            }
            let provider = try #require(configuration.configuration.trailingSwipeActionsConfigurationProvider)
            let swipe = try #require(provider(IndexPath(row: 2, section: 0)))
            #expect(
                swipe.actions == [
                    ContextualAction(
                        style: .destructive, title: "Delete", image: .symbol(name: "trash"), backgroundColor: .systemRed),
                    ContextualAction(style: .normal, title: "Flag 2", backgroundColor: .systemOrange)
                ])
            #expect(!swipe.performsFirstActionWithFullSwipe)
        }

        @MainActor @Test func gridItemInsetsBecomeTheSameTiles() {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1),
                    heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(84)),
                repeatingSubitem: item, count: 4)
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let grid = group.grid(in: 390, section: section)
            // 370 points of group, four 92.5-point slots; each tile 5 points inside its slot.
            #expect(grid.itemWidth == .absolute(82.5) && grid.itemHeight == .absolute(74))
            #expect(grid.interItemSpacing == 10)
            #expect(grid.contentInsets == EdgeInsets(top: 15, leading: 15, bottom: 15, trailing: 15))
        }
    }
#endif
