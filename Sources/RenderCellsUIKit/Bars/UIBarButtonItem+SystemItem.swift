import Foundation

extension UIBarButtonItem.SystemItem {
    /// What the item shows: a word (drawn semibold when `isProminent`) or an SF Symbol's
    /// name; nil for the spaces. UNVERIFIED symbol choices: the SF Symbols that look like
    /// UIKit's system bar images (`.add` is `plus`, `.close` a grey `xmark.circle.fill`).
    var content: (title: String?, symbol: String?, isProminent: Bool)? {
        switch self {
        case .done: ("Done", nil, true)
        case .cancel: ("Cancel", nil, false)
        case .edit: ("Edit", nil, false)
        case .save: ("Save", nil, true)
        case .undo: ("Undo", nil, false)
        case .redo: ("Redo", nil, false)
        case .add: (nil, "plus", false)
        case .compose: (nil, "square.and.pencil", false)
        case .reply: (nil, "arrowshape.turn.up.left", false)
        case .action: (nil, "square.and.arrow.up", false)
        case .organize: (nil, "folder", false)
        case .bookmarks: (nil, "book", false)
        case .search: (nil, "magnifyingglass", false)
        case .refresh: (nil, "arrow.clockwise", false)
        case .stop: (nil, "xmark", false)
        case .camera: (nil, "camera", false)
        case .trash: (nil, "trash", false)
        case .play: (nil, "play.fill", false)
        case .pause: (nil, "pause.fill", false)
        case .rewind: (nil, "backward.fill", false)
        case .fastForward: (nil, "forward.fill", false)
        case .pageCurl: (nil, "book.pages", false)
        case .close: (nil, "xmark.circle.fill", false)
        case .flexibleSpace, .fixedSpace: nil
        }
    }
}
