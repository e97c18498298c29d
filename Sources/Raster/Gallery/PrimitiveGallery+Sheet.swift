extension PrimitiveGallery {
    /// All plates stacked as inset-grouped cards on the iOS grouped background (the demo picture).
    public static func sheet(scale: Double) -> Pixmap {
        let margin = 16.0, gap = 12.0
        let width = plates.map(\.size.width).max()! + 2 * margin
        let height = plates.reduce(margin) { $0 + $1.size.height + gap } - gap + margin
        let canvas = Canvas(width: Int((width * scale).rounded(.up)), height: Int((height * scale).rounded(.up)))!
        canvas.clear(RGBAColor(r: 242, g: 242, b: 247).premultiplied)
        var y = margin
        for plate in plates {
            let card = Rect(x: margin, y: y, width: plate.size.width, height: plate.size.height)
            let outline = Path(roundedRect: card, cornerRadius: 10, cornerCurve: .continuous)
            canvas.transform = Transform(scale: scale)
            canvas.withSavedState {
                canvas.fill(outline, with: .color(.white))
                canvas.clip(to: outline)
                canvas.transform = Transform(translationX: card.minX, y: card.minY).concatenating(Transform(scale: scale))
                plate.draw(canvas)
            }
            y += plate.size.height + gap
        }
        return canvas.pixmap
    }
}
