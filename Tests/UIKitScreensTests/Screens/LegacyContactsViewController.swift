#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsUIKit
#endif

/// A contact card written before content configurations: a `UITableViewDataSource` that
/// makes `.subtitle` and `.value1` cells in `cellForRowAt` and fills their `textLabel`,
/// `detailTextLabel` and `imageView`, with `accessoryType`s.
class LegacyContactsViewController: UIViewController, UITableViewDataSource {
    let people = [
        ("Ada Lovelace", "Analyst", "person.crop.circle"),
        ("Grace Hopper", "Rear Admiral", "person.crop.circle.fill"),
        ("Alan Turing", "Mathematician", "person.crop.circle")
    ]
    let details = [("Phone", "+44 20 7946 0018"), ("Email", "ada@example.org"), ("Birthday", "10 December")]
    let tableView = UITableView(frame: .zero, style: .grouped)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        tableView.frame = view.bounds
        tableView.dataSource = self
        view.addSubview(tableView)
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        2
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? people.count : details.count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "People" : "Details"
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 0 {
            let cell =
                tableView.dequeueReusableCell(withIdentifier: "person")
                ?? UITableViewCell(style: .subtitle, reuseIdentifier: "person")
            let (name, role, symbol) = people[indexPath.row]
            cell.textLabel?.text = name
            cell.detailTextLabel?.text = role
            cell.detailTextLabel?.textColor = .secondaryLabel
            cell.imageView?.image = UIImage(systemName: symbol)
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        let cell = UITableViewCell(style: .value1, reuseIdentifier: "detail")
        let (label, value) = details[indexPath.row]
        cell.textLabel?.text = label
        cell.detailTextLabel?.text = value
        cell.accessoryType = indexPath.row == 0 ? .detailButton : .none
        return cell
    }
}
