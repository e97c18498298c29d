#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsUIKit
#endif

/// A four-tab app: settings (selected, in a navigation stack with large titles), an inbox
/// with a badge, reminders and a profile, each tab with its title and symbol.
class AppTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let settings = UINavigationController(rootViewController: EditableSettingsViewController())
        settings.navigationBar.prefersLargeTitles = true
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gearshape.fill"), tag: 0)
        let inbox = UINavigationController(rootViewController: InboxViewController())
        inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray.fill"), tag: 1)
        inbox.tabBarItem.badgeValue = "3"
        let reminders = RemindersViewController()
        reminders.tabBarItem = UITabBarItem(title: "Reminders", image: UIImage(systemName: "list.bullet"), tag: 2)
        let profile = ProfileViewController()
        profile.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person.crop.circle.fill"), tag: 3)
        viewControllers = [settings, inbox, reminders, profile]
        selectedIndex = 0
    }
}
