import Display
import Raster

extension ListLayout {
    /// A custom content view as the layout stage sees it: how it sizes itself for a
    /// width, and the drawing it leaves in the display list.
    ///
    /// The views stage makes one from a cell's, header's or footer's content view
    /// (``ContentView/sizeThatFits(_:)`` and ``ContentView/draw(in:bounds:)``), so the layout
    /// measures custom content exactly as UIKit's self-sizing asks
    /// `systemLayoutSizeFitting` — the width fixed, the height free — and never holds a view.
    package struct CustomContent {
        /// The view's type name, for the dump and for messages.
        package var name: String
        /// The size the view wants for a proposal (points); `.infinity` means free.
        package var sizeThatFits: (Size) -> Size
        /// What the view draws into the frame it is given.
        package var drawing: CustomDrawing

        package init(name: String, sizeThatFits: @escaping (Size) -> Size, drawing: CustomDrawing) {
            self.name = name
            self.sizeThatFits = sizeThatFits
            self.drawing = drawing
        }
    }
}

extension ListLayout.Builder {
    /// The height `content` asks for at `width` points, or 0 and a problem when its answer
    /// is not a finite, non-negative number of points (or absurdly tall).
    func measuredHeight(of content: ListLayout.CustomContent, width: Double, itemID: String) -> Double {
        let size = content.sizeThatFits(Size(width: width, height: .infinity))
        guard size.height.isFinite, size.height >= 0, size.height <= 100_000 else {
            problemLog.problems.append(
                ListLayout.Problem(
                    itemID: itemID,
                    message:
                        "custom content view \(content.name) measured its height as \(size.height) points for a width of \(width); it must be a finite number from 0 to 100000"
                ))
            return 0
        }
        return size.height
    }
}
