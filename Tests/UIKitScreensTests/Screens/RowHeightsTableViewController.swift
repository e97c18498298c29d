#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsUIKit
#endif

/// An account screen on an inset-grouped table as apps size theirs: a tall profile row
/// from `tableView(_:heightForRowAt:)`, every other row 52 points from `rowHeight`, no
/// space above the first section (`.leastNormalMagnitude`), a 44-point header above the
/// second, and a row the app hides with `isHidden` (its place stays empty).
class RowHeightsTableViewController: UITableViewController {
    let rows = [["Jane Appleseed"], ["Notifications", "Beta Programme", "Privacy"]]

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 52
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows[section].count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 1 ? "Settings" : nil
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.section == 0 ? 88 : UITableView.automaticDimension
    }

    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        section == 0 ? .leastNormalMagnitude : 44
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: indexPath.section == 0 ? .subtitle : .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.section][indexPath.row]
        if indexPath.section == 0 {
            content.secondaryText = "Apple Account, iCloud and more"
            content.image = UIImage(systemName: "person.crop.circle.fill")
        }
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        // The beta programme has closed: the row is hidden, its place kept.
        cell.isHidden = indexPath == IndexPath(row: 1, section: 1)
        return cell
    }
}
