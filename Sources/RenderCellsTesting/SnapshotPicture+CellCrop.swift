import RenderCells
import SnapshotCore

extension SnapshotPicture {
    /// The picture cut to the first cell's frame (device pixels; frames are whole pixels
    /// already, since layout rounds them to the scale), with a layout dump whose frames are
    /// moved to the cut's origin and whose size is the cut's, so a later failure names
    /// frames as the picture shows them. A picture with no cell (one that shows why it could
    /// not be rendered) is returned as it is.
    func croppedToFirstCell(of list: DisplayList) -> SnapshotPicture {
        guard let cell = Self.firstCell(in: list.elements) else { return self }
        let s = list.scale
        let x = Int((cell.frame[0] * s).rounded(.down))
        let y = Int((cell.frame[1] * s).rounded(.down))
        let rect = IntRect(
            x: x, y: y, width: Int(((cell.frame[0] + cell.frame[2]) * s).rounded(.up)) - x,
            height: Int(((cell.frame[1] + cell.frame[3]) * s).rounded(.up)) - y)
        guard let cut = pixmap.cropped(to: rect) else { return self }
        let dx = Double(x) / s
        let dy = Double(y) / s
        let dump = DisplayList(
            size: Size(width: Double(cut.width) / s, height: Double(cut.height) / s), scale: s,
            backgroundColor: list.backgroundColor, commands: [],
            elements: list.elements.map { Self.moved($0, dx: dx, dy: dy) })
        return SnapshotPicture(pixmap: cut, layout: String(decoding: dump.dumpJSON(), as: UTF8.self), fonts: fonts)
    }

    static func firstCell(in elements: [DisplayElement]) -> DisplayElement? {
        for e in elements {
            if e.kind == "cell", e.frame.count == 4 { return e }
            if let inner = firstCell(in: e.children) { return inner }
        }
        return nil
    }

    /// `element` and its children moved by (−dx, −dy) points.
    static func moved(_ element: DisplayElement, dx: Double, dy: Double) -> DisplayElement {
        var e = element
        if e.frame.count == 4 {
            e.frame[0] = ((e.frame[0] - dx) * 10000).rounded() / 10000
            e.frame[1] = ((e.frame[1] - dy) * 10000).rounded() / 10000
        }
        e.children = e.children.map { moved($0, dx: dx, dy: dy) }
        return e
    }
}
