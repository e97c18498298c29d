import Foundation

extension UITabBarController {
    /// How a tab bar controller shows its tabs (`UITabBarController.Mode`, iOS 18). On an
    /// iPad `.tabSidebar` adds a sidebar button at the leading end of the floating tab bar
    /// (the sidebar itself, shown when it is tapped, is not drawn); `.automatic` and
    /// `.tabBar` show the tab bar alone, as UIKit does for tabs set through
    /// `viewControllers`. On a phone every mode shows the bottom tab bar.
    public enum Mode: Int, Sendable {
        case automatic, tabBar, tabSidebar
    }
}
