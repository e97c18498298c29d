#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsUIKit
#endif

/// A detail screen pushed from settings: an inline title however the bar prefers titles,
/// and two bar buttons (a system Add item and a symbol with a menu).
class NetworkDetailViewController: WiFiSettingsViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Wi-Fi"
        navigationItem.largeTitleDisplayMode = .never
        let add = UIBarButtonItem(systemItem: .add)
        let more = UIBarButtonItem(
            image: UIImage(systemName: "ellipsis.circle"),
            menu: UIMenu(children: [
                UIAction(title: "Forget This Network", handler: { _ in }),
                UIAction(title: "Ask to Join", handler: { _ in })
            ]))
        navigationItem.rightBarButtonItems = [more, add]
    }
}
