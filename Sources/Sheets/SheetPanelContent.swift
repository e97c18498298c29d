import RenderCells

/// What a panel shows: a list to draw, or a picture made elsewhere (a reference PNG) with
/// the layout dump recorded beside it, if any, so a before-and-after sheet can say what
/// changed.
public enum SheetPanelContent: Sendable {
    case list(DisplayList)
    case picture(Pixmap, layout: String? = nil)

    var pixelSize: (width: Int, height: Int) {
        switch self {
        case .list(let list): list.pixelSize
        case .picture(let pixmap, _): (pixmap.width, pixmap.height)
        }
    }

    /// The layout dump (the `--dump-layout` JSON), nil for a picture recorded without one.
    var layoutDump: String? {
        switch self {
        case .list(let list): String(decoding: list.dumpJSON(), as: UTF8.self)
        case .picture(_, let layout): layout
        }
    }
}
