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
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done)
        toolbarItems = [
            UIBarButtonItem(image: UIImage(systemName: "plus.circle.fill"), style: .plain),
            UIBarButtonItem(title: "New Reminder", style: .plain),
            .flexibleSpace(),
            UIBarButtonItem(systemItem: .action),
        ]
    }
}
