#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsUIKit
#endif

/// Ten rows in a plain table view with no footer view: UIKit draws a separator under
/// every row, the last included, and empty rows' separators down to the bottom of the
/// screen.
class PlainTableViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        10
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row + 1)"
        return cell
    }
}
