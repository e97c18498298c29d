import Foundation
import RenderCells
import Testing

/// The data-source pattern (`UICollectionViewDiffableDataSource` with registrations
/// dequeued in its providers) and UIKit's initialisers, as an app's list code uses them.
@Suite struct DiffableDataSourceTests {
    enum Section: Hashable, Sendable { case profile, settings }
    enum Row: Hashable, Sendable {
        case name(String)
        case toggle(String, Bool)
    }

    final class ProfileCell: ListCell {
        override func updateConfiguration(using state: CellConfigurationState) {
            var content = defaultContentConfiguration().updated(for: state)
            content.text = "profile"
            contentConfiguration = content
        }
    }

    /// Two registrations of two cell classes with two item types, picked per item by the
    /// cell provider, and a header from the supplementary provider.
    static func settingsList() -> (CollectionView<Section, Row>, DiffableDataSource<Section, Row>, [String]) {
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let collectionView = CollectionView<Section, Row>(layout: .list(using: configuration))
        let nameRegistration = CellRegistration<ProfileCell, String> { cell, _, name in
            cell.accessories = [.label(text: name)]
        }
        let toggleRegistration = CellRegistration<ListCell, (String, Bool)> { cell, _, toggle in
            var content = cell.defaultContentConfiguration()
            content.text = toggle.0
            cell.contentConfiguration = content
            cell.accessories = [.switch(isOn: toggle.1)]
        }
        let dataSource = DiffableDataSource<Section, Row>(collectionView: collectionView) { collectionView, indexPath, row in
            switch row {
            case .name(let name):
                collectionView.dequeueConfiguredReusableCell(using: nameRegistration, for: indexPath, item: name)
            case .toggle(let title, let isOn):
                collectionView.dequeueConfiguredReusableCell(using: toggleRegistration, for: indexPath, item: (title, isOn))
            }
        }
        var kinds: [String] = []
        let headerRegistration = SupplementaryRegistration(elementKind: CollectionView<Section, Row>.elementKindSectionHeader) {
            header, kind, indexPath in
            kinds.append(kind)
            var content = header.defaultContentConfiguration()
            content.text = indexPath.section == 0 ? "Profile" : "Settings"
            header.contentConfiguration = content
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = DataSourceSnapshot<Section, Row>()
        snapshot.appendSections([.profile, .settings])
        snapshot.appendItems([.name("Ada")], toSection: .profile)
        snapshot.appendItems([.toggle("Wi-Fi", true), .toggle("Bluetooth", false)], toSection: .settings)
        dataSource.apply(snapshot, animatingDifferences: false)
        _ = collectionView.layout(width: 390)
        return (collectionView, dataSource, kinds)
    }

    @Test("two registrations and two cell classes in one list, with headers from the supplementary provider")
    func twoRegistrations() {
        let (collectionView, _, kinds) = Self.settingsList()
        let layout = collectionView.layout(width: 390)
        #expect(layout.sections.map { $0.header?.configuration?.text } == ["Profile", "Settings"])
        #expect(layout.sections[0].items[0].configuration?.text == "profile")
        #expect(layout.sections[0].items[0].accessories.map(\.kind) == ["label"])
        #expect(layout.sections[1].items.map { $0.configuration?.text } == ["Wi-Fi", "Bluetooth"])
        #expect(kinds == ["UICollectionElementKindSectionHeader", "UICollectionElementKindSectionHeader"])
    }

    @Test("a data source's list draws what the one-registration shorthand draws for the same cells")
    func shorthandIsTheSamePath() throws {
        let registration = CellRegistration<ListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            content.image = ListImage(systemName: "star")
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        var snapshot = DataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["One", "Two"])
        let layout = CollectionLayout.list(using: ListConfiguration(appearance: .insetGrouped))
        let shorthand = CollectionView<Int, String>(layout: layout, cellRegistration: registration)
        shorthand.apply(snapshot)
        shorthand.selectedItems = ["Two"]
        let collectionView = CollectionView<Int, String>(layout: layout)
        let dataSource = DiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.apply(snapshot)
        collectionView.selectedItems = ["Two"]
        #expect(try collectionView.render(width: 390, scale: 2) == shorthand.render(width: 390, scale: 2))
    }

    @Test("section snapshots applied to sections; snapshot(), itemIdentifier(for:) and indexPath(for:) follow expansion")
    func sectionSnapshots() {
        let collectionView = CollectionView<Int, String>(layout: .list(using: ListConfiguration(appearance: .sidebar)))
        let registration = CellRegistration<ListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let dataSource = DiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var outline = SectionSnapshot<String>()
        outline.append(["Smileys", "Nature"])
        outline.append(["😀", "😂"], to: "Smileys")
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        var recents = SectionSnapshot<String>()
        recents.append(["🐶"])
        dataSource.apply(recents, to: 1, animatingDifferences: false)
        #expect(dataSource.snapshot().sectionIdentifiers == [0, 1])
        #expect(dataSource.indexPath(for: "😀") == nil)
        #expect(dataSource.indexPath(for: "🐶") == IndexPath(item: 0, section: 1))
        outline.expand(["Smileys"])
        dataSource.apply(outline, to: 0)
        #expect(dataSource.indexPath(for: "😂") == IndexPath(row: 2, section: 0))
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 3, section: 0)) == "Nature")
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 4, section: 0)) == nil)
        #expect(dataSource.snapshot(for: 0).visibleItems == ["Smileys", "😀", "😂", "Nature"])
        let rows = collectionView.layout(width: 390).sections[0].items
        #expect(rows.map(\.indentationLevel) == [0, 1, 1, 0])
    }

    @Test("a section provider sees the container's width and the list's traits")
    func layoutEnvironment() {
        let collectionView = CollectionView<Int, Int>(
            layout: CollectionLayout { _, environment in
                let columns = environment.container.effectiveContentSize.width > 500 ? 4 : 2
                return environment.traitCollection.userInterfaceStyle == .dark
                    ? .list(ListConfiguration(appearance: .plain)) : .grid(.columns(columns))
            })
        let registration = CellRegistration<ListCell, Int> { _, _, _ in }
        _ = DiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = DataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<8))
        collectionView.apply(snapshot)
        let narrow = collectionView.layout(width: 390, scale: 1).sections[0].items
        let wide = collectionView.layout(width: 800, scale: 1).sections[0].items
        #expect(Set(narrow.map(\.frame.minY)).count == 4)
        #expect(Set(wide.map(\.frame.minY)).count == 2)
        collectionView.traitOverrides.userInterfaceStyle = .dark
        #expect(collectionView.layout(width: 800, scale: 1).sections[0].items.allSatisfy { $0.kind == .cell })
    }

    @Test("UIKit's initialisers: Foundation's IndexPath with item, row and section; one-trait collections; symbols by name")
    func uikitInitialisers() {
        let path = IndexPath(row: 3, section: 1)
        #expect(path.item == 3 && path.section == 1 && path == IndexPath(item: 3, section: 1))
        #expect(IndexPath(item: 0, section: 1) > IndexPath(item: 5, section: 0))
        #expect(TraitCollection(userInterfaceStyle: .dark) == TraitCollection { $0.userInterfaceStyle = .dark })
        #expect(
            TraitCollection(preferredContentSizeCategory: .accessibilityLarge).preferredContentSizeCategory == .accessibilityLarge
        )
        let merged = TraitCollection(traitsFrom: [
            .iPhone, TraitCollection(userInterfaceStyle: .dark),
            TraitCollection(horizontalSizeClass: .regular)
        ])
        #expect(
            merged
                == TraitCollection.iPhone.modifyingTraits {
                    $0.userInterfaceStyle = .dark
                    $0.horizontalSizeClass = .regular
                })
        #expect(ListImage(systemName: "hammer") == .symbol(name: "hammer"))
        #expect(ListImage(systemName: "no.such.symbol") == nil)
        #expect(Set([ListImage(systemName: "star"), .systemName("star"), .file(path: "a.png")]).count == 2)
        #expect(Color(red: 1, green: 0, blue: 0, alpha: 1).resolvedRGBA(with: .iPhone) == RGBAColor(r: 255, g: 0, b: 0))
        #expect(ListCell(frame: .zero).appearance == .plain)
    }

    @Test("UIKit's accessory option structs make the accessories the short forms make")
    func accessoryOptions() {
        #expect(
            CellAccessory.outlineDisclosure(options: .init(style: .header))
                == .outlineDisclosure(style: .header))
        #expect(
            CellAccessory.disclosureIndicator(displayed: .whenNotEditing, options: .init(tintColor: .systemRed))
                == .disclosureIndicator(displayed: .whenNotEditing, tintColor: .systemRed))
        let hidden = CellAccessory.checkmark(options: .init(isHidden: true, reservedLayoutWidth: .custom(30)))
        #expect(hidden.isHidden && hidden.reservedLayoutWidth == .custom(30) && hidden.kind == .checkmark)
        #expect(CellAccessory.delete().displayed == .whenEditing && CellAccessory.reorder().kind == .reorder)
    }
}
