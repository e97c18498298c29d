#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsUIKit
#endif

/// A `UITableViewController` subclass with custom section headers: a registered
/// `UITableViewHeaderFooterView` given a prominent header configuration in
/// `viewForHeaderInSection`, footers from `titleForFooterInSection`, and rows from a
/// registered cell class.
class HeadersTableViewController: UITableViewController {
    let sections = [
        ("Favourites", ["Lisbon", "Kyoto", "Valparaíso"]),
        ("Visited", ["Reykjavík", "Hanoi"])
    ]

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Places"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "place")
        tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].1.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "place", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.section].1[indexPath.row]
        content.image = UIImage(systemName: indexPath.section == 0 ? "star.fill" : "mappin.circle")
        content.imageProperties.tintColor = indexPath.section == 0 ? .systemYellow : .systemRed
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") else { return nil }
        var content = UIListContentConfiguration.prominentInsetGroupedHeader()
        content.text = sections[section].0
        content.secondaryText = "\(sections[section].1.count) places"
        header.contentConfiguration = content
        return header
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == sections.count - 1 ? "Places you add on the map appear here." : nil
    }
}
