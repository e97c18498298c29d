import RenderCells

/// One row of the settings screen: what the app's data source holds for it.
enum SettingsRow: Hashable, Sendable {
    case airplaneMode(isOn: Bool)
    case wifi(network: String)
    case bluetooth(isOn: Bool)
    case notifications
    case screenTime
}

/// A settings screen built as on iOS: sections with headers, a switch, value cells,
/// disclosure indicators, and a row this user may not open, shown disabled.
enum SettingsScreen {
    static let sections: [(title: String, rows: [SettingsRow])] = [
        ("Connectivity", [.airplaneMode(isOn: false), .wifi(network: "Home"), .bluetooth(isOn: true)]),
        ("General", [.notifications, .screenTime])
    ]

    static func make() -> CollectionView<Int, SettingsRow> {
        let cells = CellRegistration<ListCell, SettingsRow> { cell, _, row in
            // cell(): text and image; valueCell(): a value at the trailing edge.
            var content = cell.defaultContentConfiguration()
            switch row {
            case .airplaneMode(let isOn):
                content.image = .systemName("airplane")
                content.text = "Airplane Mode"
                cell.accessories = [.switch(isOn: isOn)]
            case .wifi(let network):
                content = .valueCell(traitCollection: cell.traitCollection)
                content.image = .systemName("wifi")
                content.text = "Wi-Fi"
                content.secondaryText = network
                cell.accessories = [.disclosureIndicator()]
            case .bluetooth(let isOn):
                content = .valueCell(traitCollection: cell.traitCollection)
                content.image = .systemName("antenna.radiowaves.left.and.right")
                content.text = "Bluetooth"
                content.secondaryText = isOn ? "On" : "Off"
                cell.accessories = [.disclosureIndicator()]
            case .notifications:
                content.image = .systemName("bell")
                content.text = "Notifications"
                cell.accessories = [.disclosureIndicator()]
            case .screenTime:
                content.image = .systemName("hourglass")
                content.text = "Screen Time"
                cell.accessories = [.disclosureIndicator()]
                cell.isDisabled = true  // greyed by the content's updated(for:)
            }
            cell.contentConfiguration = content
        }
        let headers = SupplementaryRegistration { header, indexPath in
            var content = header.defaultContentConfiguration()  // insetGrouped: footnote, uppercased
            content.text = sections[indexPath.section].title
            header.contentConfiguration = content
        }
        var list = ListConfiguration(appearance: .insetGrouped)
        list.headerMode = .supplementary
        let view = CollectionView<Int, SettingsRow>(
            layout: .list(using: list), cellRegistration: cells,
            headerRegistration: headers)
        var snapshot = DataSourceSnapshot<Int, SettingsRow>()
        for (index, section) in sections.enumerated() {
            snapshot.appendSections([index])
            snapshot.appendItems(section.rows, toSection: index)
        }
        view.apply(snapshot)
        return view
    }
}
