import Raster
import Typesetting

// The three-pane picture's captions: "Reference", "Difference" and "Actual" over their panes,
// so a person who opens the picture from a CI artefact does not have to know the order.
// Drawn with the project's own text stage (its bundled system font, FontCatalog.shared), so
// the picture is the same bytes on every machine that renders the references.

extension SnapshotArtifacts {
    /// The captions over the three panes, left to right.
    public static let paneLabels = ["Reference", "Difference", "Actual"]

    /// The caption strip's height in points: a 12-pt semibold line (about 15 pt) with room
    /// above and below, as a table's section header has.
    static let labelStripPoints = 20

    /// iOS's secondary label grey (60, 60, 67) at full opacity: quiet beside the pictures,
    /// 8:1 against the ground (systemGray4, 209, 209, 214).
    static let labelInk = RGBAColor(r: 60, g: 60, b: 67)

    /// The scale the captions are drawn at, in pixels per point: the pictures' own scale
    /// is not known here (a pixmap is only pixels), so it is read from the widest pane,
    /// one step per 320 px: a 320-pt-wide 1x picture gets 1x captions, a 390-pt phone
    /// width at 2x (780 px) 2x, at 3x (1170 px) 3x, and never more than 3x.
    static func labelScale(paneWidth: Int) -> Int { max(1, min(3, paneWidth / 320)) }

    /// Draws each caption of ``paneLabels`` at the left of its pane, in the strip of
    /// `scale` × ``labelStripPoints`` pixels whose top is `top`; a pane narrower than its
    /// caption cuts it with an ellipsis.
    static func drawLabels(on pixmap: Pixmap, paneX: [Int], paneWidths: [Int], top: Int, scale: Int) -> Pixmap {
        let canvas = Canvas(pixmap: pixmap)
        let s = Double(scale)
        canvas.transform = Transform(scale: s)
        let font = Font.systemFont(ofSize: 12, weight: .semibold).resolved(for: TextEnvironment.standard.contentSizeCategory)
        var style = ParagraphStyle(lineBreakMode: .truncateTail)
        style.lineHeight = font.leading
        for (i, label) in paneLabels.enumerated() where i < paneX.count {
            let layout = TextLayoutEngine.layout(
                StyledText(label, font: font, color: labelInk), style: style,
                width: Double(paneWidths[i]) / s, environment: .standard,
                catalog: .shared)
            // Whole points from the strip's top, so a caption sits on the same pixel rows at any scale.
            let y = Double(top) / s + ((Double(labelStripPoints) - layout.size.height) / 2).rounded()
            canvas.draw(layout, at: Point(x: Double(paneX[i]) / s, y: y))
        }
        return canvas.pixmap
    }
}
