#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsUIKit
#endif

/// Settings' Wi-Fi screen as most apps still write it: an inset-grouped table view in a
/// plain view controller that is its data source and delegate, a `UISwitch` as the first
/// row's `accessoryView`, the joined network with a checkmark, and networks with a lock
/// image and an info button.
class WiFiTableViewController: UIViewController {
    struct Network {
        let name: String
        let isSecure: Bool
    }

    let wifiEnabled: Bool
    let currentNetwork = "Home"
    let networks = [
        Network(name: "Café Lumière", isSecure: false),
        Network(name: "Neighbours 5G", isSecure: true),
        Network(name: "Office", isSecure: true)
    ]
    var tableView: UITableView!

    init(wifiEnabled: Bool) {
        self.wifiEnabled = wifiEnabled
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Wi-Fi"
        tableView = UITableView(frame: view.bounds, style: .insetGrouped)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }
}

extension WiFiTableViewController: UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int {
        wifiEnabled ? 2 : 1
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? (wifiEnabled ? 2 : 1) : networks.count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 1 ? "Networks" : nil
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == 0 && !wifiEnabled ? "Location accuracy is improved when Wi-Fi is turned on." : nil
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        switch (indexPath.section, indexPath.row) {
        case (0, 0):
            content.text = "Wi-Fi"
            let toggle = UISwitch()
            toggle.isOn = wifiEnabled
            cell.accessoryView = toggle
            cell.selectionStyle = .none
        case (0, _):
            content.text = currentNetwork
            cell.accessoryType = .checkmark
        default:
            let network = networks[indexPath.row]
            content.text = network.name
            content.image = network.isSecure ? UIImage(systemName: "lock.fill") : nil
            content.imageProperties.tintColor = .label
            content.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 13)
            cell.accessoryType = .detailButton
        }
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        false
    }
}
