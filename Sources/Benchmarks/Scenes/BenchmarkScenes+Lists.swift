import RenderCells

// The list scenes of `render-cells bench` (issue #5): configuring and laying out 10,000
// self-sizing cells of mixed variants, and a full 390 × 844-pt inset-grouped screen at 3x
// rendered to pixels (and to PNG).

extension BenchmarkScenes {
    /// L1: 10,000 rows in one inset-grouped list, cycling cell / subtitleCell / valueCell,
    /// each with a symbol, distinct text, secondary text and a disclosure indicator.
    package static func tenThousandCells() -> CollectionView<Int, Int> {
        let symbols = ["star", "hammer", "folder", "gearshape", "heart", "trash", "person", "bell"]
        let styles: [ListContentConfiguration.Style] = [.cell, .subtitleCell, .valueCell]
        let registration = CellRegistration<ListCell, Int> { cell, _, item in
            var content = ListContentConfiguration(style: styles[item % 3], traitCollection: cell.traitCollection)
            content.image = .systemName(symbols[item % symbols.count])
            content.text = "Row \(item): \(item % 7 == 0 ? "a longer title that wraps onto a second line in the cell" : "title")"
            content.secondaryText = "Detail \(item)"
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let view = CollectionView<Int, Int>(
            layout: .list(using: ListConfiguration(appearance: .insetGrouped)),
            cellRegistration: registration)
        view.applyRows(10_000)
        return view
    }

    /// The 15 rows of the full screen (``fullScreenList()``, and the specs of
    /// `render-cells bench --test-runs`): titles and their symbols; every third row is "On".
    package static let fullScreenNames = [
        "Airplane Mode", "Wi-Fi", "Bluetooth", "Cellular", "Personal Hotspot", "Notifications", "Sounds & Haptics", "Focus",
        "Screen Time", "General", "Control Center", "Display & Brightness", "Home Screen", "Accessibility", "Wallpaper"
    ]
    package static let fullScreenSymbols = [
        "paperplane", "wifi", "bolt", "globe", "link", "bell.fill", "music.note", "moon", "clock", "gearshape", "tray",
        "sun.max", "house", "person", "photo"
    ]

    /// L2: one phone screen — an inset-grouped list with a header and 15 value cells with
    /// symbol, text, secondary text and a disclosure indicator — 390 × 844 pt.
    package static func fullScreenList() -> CollectionView<Int, Int> {
        let names = fullScreenNames
        let symbols = fullScreenSymbols
        let registration = CellRegistration<ListCell, Int> { cell, _, item in
            var content = ListContentConfiguration.valueCell(traitCollection: cell.traitCollection)
            content.image = .systemName(symbols[item])
            content.text = names[item]
            content.secondaryText = item % 3 == 0 ? "On" : "Off"
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let header = SupplementaryRegistration { view, _ in
            var content = view.defaultContentConfiguration()
            content.text = "Settings"
            view.contentConfiguration = content
        }
        let view = CollectionView<Int, Int>(
            layout: .list(using: configuration), cellRegistration: registration,
            headerRegistration: header)
        view.applyRows(15)
        return view
    }
}
