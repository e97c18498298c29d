// The view of a list content configuration (`UIListContentView`), usable inside a
// ``ListCell`` or on its own (seed 000: "you can actually use it by itself anywhere").
//
// What is here is the part that needs no text layout: holding the configuration and the
// traits, and the height rule of reference §3.2 / §4.7 without the text block. Measuring
// and drawing the image, text and secondary text is the lists issue's work; until then
// `draw(in:bounds:)` draws nothing rather than something that looks like a cell but is
// not one.

/// Measures and draws a ``ListContentConfiguration`` (`UIListContentView`).
public final class ListContentView: ContentView {
    /// The configuration shown, typed.
    public var listContentConfiguration: ListContentConfiguration

    /// The traits the view lives under; they pick the minimum height's content size
    /// category. A ``ListCell`` passes its own down.
    public var traitCollection: TraitCollection

    public init(configuration: ListContentConfiguration, traitCollection: TraitCollection = .iPhone) {
        self.listContentConfiguration = configuration
        self.traitCollection = traitCollection
    }

    /// The configuration shown. Only ``ListContentConfiguration`` values are supported;
    /// setting any other kind is a programming error and traps.
    public var configuration: any ContentConfiguration {
        get { listContentConfiguration }
        set {
            guard let list = newValue as? ListContentConfiguration else {
                preconditionFailure("ListContentView cannot show a \(type(of: newValue))")
            }
            listContentConfiguration = list
        }
    }

    public func supports(_ configuration: any ContentConfiguration) -> Bool {
        configuration is ListContentConfiguration
    }

    /// The size the content wants within `size`, in points.
    ///
    /// For now the height is the larger of the vertical margins and, for variants that
    /// enforce it, the minimum row height of reference §3.2 (2 × Body leading at the
    /// traits' content size category, capped at xxxLarge: 44 at Large). The text block and
    /// the image are not measured yet (the lists issue adds them), so rows with more than a
    /// line of text come out too short. The width is the proposal's, or the horizontal
    /// margins when the proposal is unbounded.
    public func sizeThatFits(_ size: Size) -> Size {
        let c = listContentConfiguration
        let m = c.directionalLayoutMargins
        var height = m.top + m.bottom
        if c.style.enforcesMinimumHeight {
            height = max(height, ListContentView.minimumHeight(for: traitCollection.preferredContentSizeCategory))
        }
        let width = size.width.isFinite ? size.width : m.leading + m.trailing
        return Size(width: width, height: height)
    }

    /// Draws nothing yet: text and image drawing come with the lists issue.
    public func draw(in canvas: Canvas, bounds: Rect) {}

    /// `2 × Body._bodyLeading` with the category capped at xxxLarge (reference §3.2):
    /// 38, 40, 42, 44, 48, 52, 58 from xSmall to xxxLarge, 58 at every AX size.
    public static func minimumHeight(for category: ContentSizeCategory) -> Double {
        let capped = category.clamped(minimum: nil, maximum: .extraExtraExtraLarge)
        return 2 * TextStyle.body.leading(for: capped)
    }
}
