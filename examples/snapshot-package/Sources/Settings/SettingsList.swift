import RenderCells

/// The app's settings screen, built as it would be on iOS.
public enum SettingsList {
    public static func make() -> CollectionView<Int, String> {
        let registration = CellRegistration<ListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.image = .systemName(title == "Wi-Fi" ? "wifi" : "star")
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let view = CollectionView<Int, String>(
            layout: .list(using: ListConfiguration(appearance: .insetGrouped)),
            cellRegistration: registration)
        var snapshot = DataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Wi-Fi", "Bluetooth", "Notifications"])
        view.apply(snapshot)
        return view
    }
}
