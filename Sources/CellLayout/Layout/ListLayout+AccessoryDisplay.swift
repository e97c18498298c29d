import Display

extension ListLayout.Accessory {
    /// The accessory's drawing: its text, its symbol, or its custom view run at
    /// rasterization. A custom view that could not be laid out draws as an error naming
    /// the view and the accessory (`id`, its path), so rendering fails rather than showing
    /// a gap.
    func displayCommands(id: String) -> [DisplayCommand] {
        var commands: [DisplayCommand] = []
        if let text {
            commands += text.displayCommands(at: (textFrame ?? frame).origin)
        }
        if let symbol {
            commands.append(
                .symbol(
                    symbol.outlineGlyph, symbolFrame ?? frame, color: color, secondary: secondaryColor,
                    quarterTurns: quarterTurns))
        }
        if let customView {
            let view = customView.view
            let drawing: CustomDrawing
            if let problem = customView.problem {
                drawing = CustomDrawing(name: view.name) { _, _ in
                    throw DisplayListError.customView(name: view.name, message: "\(id): \(problem)")
                }
            } else {
                let tint = customView.tintColor
                let traits = customView.traitCollection
                drawing = CustomDrawing(name: view.name) { canvas, rect in
                    try view.view.draw(in: canvas, rect: rect, tintColor: tint, traitCollection: traits)
                }
            }
            commands.append(.custom(drawing, frame))
        }
        return commands
    }
}
