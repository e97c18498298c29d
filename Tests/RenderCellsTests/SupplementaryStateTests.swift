import RenderCells
import RenderCellsTesting
import SnapshotSupport
import TestSupport
import Testing

/// Headers and footers have their own configuration state (seed 000: "every cell, header
/// and footer has its own"), update their configurations automatically, run their update
/// handlers, and take any content configuration.
@Suite struct SupplementaryStateTests {
    static func view(appearance: ListAppearance = .insetGrouped, header: @escaping (SupplementaryView) -> Void)
        -> CollectionView<Int, Int>
    {
        let registration = CellRegistration<ListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Item \(item)"
            cell.contentConfiguration = content
        }
        return TestList.make(
            registration, items: [0, 1], appearance: appearance,
            configure: { $0.headerMode = .supplementary },
            headerRegistration: SupplementaryRegistration { view, _ in header(view) })
    }

    @Test("a header's update handler gets its state, custom states included, and styles it")
    func updateHandlerSeesState() throws {
        var seen: [ViewConfigurationState] = []
        let view = Self.view { header in
            header[customState: .isArchived] = true
            header.isDisabled = true
            header.configurationUpdateHandler = { header, state in
                seen.append(state)
                var content = header.defaultContentConfiguration().updated(for: state)
                content.text = state[.isArchived] as? Bool == true ? "Archive" : "Inbox"
                if state.isDisabled { content.textProperties.color = .tertiaryLabel }
                header.contentConfiguration = content
            }
        }
        let layout = view.layout(width: 390, scale: 3)
        #expect(seen.count == 1)
        #expect(seen.first?.isDisabled == true)
        let header = try #require(layout.sections[0].header)
        #expect(header.configuration?.text == "Archive")
        #expect(header.configuration?.textProperties.resolvedColor() == .tertiaryLabel)
        #expect(header.state == [.disabled])
    }

    @Test("a header's content configuration is updated for its state automatically, unless turned off")
    func automaticUpdates() {
        struct Marker: ContentConfiguration, Equatable {
            var updatedForSelected = false
            func makeContentView() -> any ContentView { ListContentView(configuration: .cell()) }
            func updated(for state: any ConfigurationState) -> Marker {
                Marker(updatedForSelected: (state as? ViewConfigurationState)?.isSelected ?? false)
            }
        }
        let header = SupplementaryView(kind: .header, appearance: .plain, traitCollection: .iPhone)
        header.isSelected = true
        header.contentConfiguration = Marker()
        #expect((header.contentConfiguration as? Marker)?.updatedForSelected == true)
        header.isSelected = false
        #expect(header.needsUpdateConfiguration)
        header.updateConfigurationIfNeeded()
        #expect((header.contentConfiguration as? Marker)?.updatedForSelected == false)
        header.automaticallyUpdatesContentConfiguration = false
        header.isSelected = true
        header.updateConfigurationIfNeeded()
        #expect((header.contentConfiguration as? Marker)?.updatedForSelected == false)
    }

    @Test("a header follows a trait override set on it")
    func headerTraitOverride() throws {
        let view = Self.view { header in
            header.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
            var content = header.defaultContentConfiguration()
            content.text = "Large header"
            header.contentConfiguration = content
        }
        let layout = view.layout(width: 390, scale: 3)
        let header = try #require(layout.sections[0].header)
        let plain = try #require(
            Self.view { header in
                var content = header.defaultContentConfiguration()
                content.text = "Large header"
                header.contentConfiguration = content
            }.layout(width: 390, scale: 3).sections[0].header)
        #expect(header.frame.height > plain.frame.height)
    }

    @Test("header state: normal and disabled headers, light")
    func snapshot() {
        let registration = CellRegistration<ListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = ["Wi-Fi", "Bluetooth", "Cellular", "Hotspot"][item]
            cell.contentConfiguration = content
        }
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let headers = SupplementaryRegistration { header, indexPath in
            header.isDisabled = indexPath.section == 1
            header.configurationUpdateHandler = { header, state in
                var content = header.defaultContentConfiguration().updated(for: state)
                content.text = state.isDisabled ? "Unavailable" : "Connections"
                if state.isDisabled { content.textProperties.color = .tertiaryLabel }
                header.contentConfiguration = content
            }
        }
        let view = CollectionView<Int, Int>(
            layout: .list(using: configuration), cellRegistration: registration,
            headerRegistration: headers)
        var snapshot = DataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems([0, 1], toSection: 0)
        snapshot.appendItems([2, 3], toSection: 1)
        view.apply(snapshot)
        assertRepositorySnapshot(of: view, as: .image(width: 390, scale: 2), named: "header-state")
    }
}
