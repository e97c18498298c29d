import CellModel
import Display
import Raster

extension ListContentLayout {
    /// What a list content view draws for this layout of `configuration`, with the
    /// layout's top-left corner at `origin` (points): the image, then the text and
    /// secondary text.
    ///
    /// Symbol images are filled in the image properties' resolved tint colour: their
    /// `ListContentConfiguration.ImageProperties.tintColor` (nil: `tintColor`, the view's
    /// tint, systemBlue by default; the state sets tertiaryLabel when disabled and white on
    /// a tinted background) through the tint transformer. A symbol whose name did not
    /// resolve draws nothing (its box stays reserved). Pixmap images are drawn into their
    /// frame, tinted only when the image properties set a tint colour (or a transformer),
    /// as a template image is. Text is drawn in the colours the layout's styled text holds.
    public func displayCommands(
        configuration: ListContentConfiguration, at origin: Point, traits: TraitCollection,
        tintColor: Color = .tintColor
    ) -> [DisplayCommand] {
        var commands: [DisplayCommand] = []
        let props = configuration.imageProperties
        if let frame = imageFrame?.offsetBy(dx: origin.x, dy: origin.y) {
            if let symbol {
                commands.append(
                    .symbol(
                        symbol.outlineGlyph, frame,
                        color: props.resolvedTintColor(for: tintColor).resolvedRGBA(with: traits),
                        secondary: nil, quarterTurns: 0))
            } else if case .pixmap(let pixmap) = configuration.image {
                var options = ImageDrawOptions(cornerRadius: props.cornerRadius)
                if props.tintColor != nil || props.tintColorTransformer != nil {
                    options.tintColor = props.resolvedTintColor(for: tintColor).resolvedRGBA(with: traits)
                }
                commands.append(.image(pixmap, frame, options: options))
            }
        }
        for label in [text, secondaryText].compactMap({ $0 }) {
            commands += label.layout.displayCommands(at: label.frame.offsetBy(dx: origin.x, dy: origin.y).origin)
        }
        return commands
    }
}
