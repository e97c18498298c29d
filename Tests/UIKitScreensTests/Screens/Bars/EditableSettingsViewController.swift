#if canImport(UIKit)
    import UIKit
#else
    import Foundation
#endif

/// The settings screen as the root of a navigation stack: its title set when it is made
/// (so a screen pushed on it names it in its back button) and an Edit button on the
/// trailing side of its bar.
class EditableSettingsViewController: SettingsViewController {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "Settings"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = editButtonItem
    }
}
