#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsUIKit
#endif

/// The reminders list with Reminders' toolbar: a New Reminder button at the leading end,
/// a share button at the trailing end, a flexible space between them.
class RemindersWithToolbarViewController: RemindersViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reminders"
        // UIKit's target–action initialisers; `action: nil` builds on both platforms
        // (`#selector` needs the Objective-C runtime).
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: nil)
        toolbarItems = [
            UIBarButtonItem(image: UIImage(systemName: "plus.circle.fill"), style: .plain, target: self, action: nil),
            UIBarButtonItem(title: "New Reminder", style: .plain, target: self, action: nil),
            .flexibleSpace(),
            UIBarButtonItem(systemItem: .action)
        ]
    }
}
