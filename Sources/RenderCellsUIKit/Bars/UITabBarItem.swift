import Foundation

/// A tab's item (`UITabBarItem`): its title, symbol image (the selected one when given),
/// badge and tag, drawn in a tab bar. `@MainActor`, as iOS declares `UIBarItem`.
@MainActor
open class UITabBarItem {
    /// `UITabBarItem.SystemItem`: a title and symbol UIKit chooses.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent,
            mostViewed
    }

    open var title: String?
    open var image: UIImage?
    open var selectedImage: UIImage?
    /// Text in a red capsule at the symbol's top-trailing corner; "" draws a dot-sized capsule.
    open var badgeValue: String?
    /// The badge's colour (nil: systemRed).
    open var badgeColor: UIColor?
    open var tag = 0
    open var isEnabled = true

    public init() {}

    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }

    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// A system item's title and symbol (UNVERIFIED symbol choices: the SF Symbols that
    /// look like UIKit's system tab images).
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        let (title, symbol): (String, String) =
            switch systemItem {
            case .more: ("More", "ellipsis")
            case .favorites: ("Favorites", "star.fill")
            case .featured: ("Featured", "star.fill")
            case .topRated: ("Top Rated", "star.fill")
            case .recents: ("Recents", "clock.fill")
            case .contacts: ("Contacts", "person.crop.circle.fill")
            case .history: ("History", "clock.fill")
            case .bookmarks: ("Bookmarks", "book.fill")
            case .search: ("Search", "magnifyingglass")
            case .downloads: ("Downloads", "arrow.down.circle.fill")
            case .mostRecent: ("Most Recent", "clock.fill")
            case .mostViewed: ("Most Viewed", "list.number")
            }
        self.init(title: title, image: UIImage(systemName: symbol), tag: tag)
    }
}
