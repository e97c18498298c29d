import SnapshotTesting
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsTesting
#endif

/// Table-view screens written as an iOS developer writes them (only the import is
/// conditional), each kept as a reference picture on an iPhone 13: a Wi-Fi settings table
/// with a switch, a `UITableViewController` with custom headers, a legacy data source of
/// `.subtitle` and `.value1` cells, and a table reordering rows while editing.
@MainActor @Suite struct TableViewScreensTests {
    @Test func wiFiSettingsTable() {
        assertSnapshot(of: WiFiTableViewController(wifiEnabled: true), as: .image(on: .iPhone13), named: "on")
        assertSnapshot(of: WiFiTableViewController(wifiEnabled: false), as: .image(on: .iPhone13), named: "off")
    }

    @Test func tableViewControllerWithCustomHeaders() {
        assertSnapshot(of: HeadersTableViewController(), as: .image(on: .iPhone13), named: "iPhone13")
        assertSnapshot(
            of: HeadersTableViewController(), as: .image(on: .iPhone13, traits: .init(userInterfaceStyle: .dark)),
            named: "dark")
    }

    @Test func legacyDataSourceCells() {
        assertSnapshot(of: LegacyContactsViewController(), as: .image(on: .iPhone13), named: "iPhone13")
    }

    /// `setEditing(true, animated:)` on the controller reaches the table: delete and
    /// reorder controls on every row, and the Edit button becomes Done.
    @Test func reorderingWhileEditing() {
        let controller = ReorderableTableViewController()
        controller.loadViewIfNeeded()
        assertSnapshot(of: controller, as: .image(on: .iPhone13), named: "resting")
        controller.setEditing(true, animated: false)
        #expect(controller.tableView.isEditing)
        #expect(controller.editButtonItem.title == "Done")
        assertSnapshot(of: controller, as: .image(on: .iPhone13), named: "editing")
    }

    @Test func plainTableDrawsFillerSeparators() {
        let controller = PlainTableViewController()
        assertSnapshot(of: controller, as: .image(on: .iPhone13), named: "iPhone13")
    }

    @Test func tableViewAsImage() {
        let controller = LegacyContactsViewController()
        controller.loadViewIfNeeded()
        let tableView = controller.tableView
        tableView.frame = CGRect(x: 0, y: 0, width: 390, height: 0)
        assertSnapshot(of: tableView, as: .image)
    }
}
