import RenderCells

/// What a panel shows: a list to draw, or a picture made elsewhere (a reference PNG).
public enum SheetPanelContent: Sendable {
    case list(DisplayList)
    case picture(Pixmap)

    var pixelSize: (width: Int, height: Int) {
        switch self {
        case .list(let list): list.pixelSize
        case .picture(let pixmap): (pixmap.width, pixmap.height)
        }
    }
}
