import Raster

// The background of a cell, header or footer (`UIBackgroundConfiguration`).
//
// A configuration remembers the factory that made it (its ``BackgroundConfiguration/Style``)
// and which properties the user has set. `updated(for:)` restyles from the factory's
// defaults for the new state, so updating for "selected" and then for "normal" comes back
// to the normal look, and it never touches a property in `explicitlySetProperties`:
// seed 000's "properties become locked once you set them". Every setter records its
// property, whatever the value, so setting `backgroundColor = nil` on purpose (to show the
// tint colour) is kept as firmly as setting a colour.

/// The background of a list cell, header or footer: fill, blur, custom drawing, image,
/// stroke, corner radius and insets (`UIBackgroundConfiguration`).
///
/// Start from a factory (`.listPlainCell()`, `.listSidebarCell()`, …), set what you want,
/// and give it to a `ListCell`; the cell asks for ``updated(for:)`` copies as its state
/// changes. A `nil` ``backgroundColor`` or ``strokeColor`` means the view's tint colour,
/// as in UIKit; ``resolvedBackgroundColor(for:)`` and ``resolvedStrokeColor(for:)`` give
/// the colour to draw.
///
/// Drawing order, back to front: ``visualEffect`` (blurring what lies behind),
/// ``backgroundColor``, ``image``, ``customView``, then the stroke; all clipped to the
/// rectangle from ``backgroundRect(in:layoutMargins:rightToLeft:)`` rounded by
/// ``cornerRadius`` (continuous curve, as lists draw).
public struct BackgroundConfiguration: Equatable, Sendable {
    /// The factory a configuration came from; it decides the defaults and how
    /// ``BackgroundConfiguration/updated(for:)`` styles each state.
    public enum Style: String, Hashable, Sendable, CaseIterable, Codable {
        case listPlainCell
        case listGroupedCell
        case listSidebarCell
        case listAccompaniedSidebarCell
        case listPlainHeaderFooter
        case listGroupedHeaderFooter
        case listSidebarHeader
        case clear
    }

    /// A property of the configuration, for recording which ones the user set.
    public enum Property: String, Hashable, Sendable, CaseIterable, Codable {
        case customView, cornerRadius, backgroundInsets, edgesAddingLayoutMarginsToBackgroundInsets
        case backgroundColor, backgroundColorTransformer, visualEffect, image, imageContentMode
        case strokeColor, strokeColorTransformer, strokeWidth, strokeOutset
    }

    /// The factory this configuration came from.
    public let style: Style

    /// The properties set since the factory made the configuration; ``updated(for:)``
    /// leaves these alone.
    public var explicitlySetProperties: Set<Property> { Set(recordedIn: self) }

    /// A configuration with the defaults of `style`: its normal state's fill and corner
    /// radius (docs/uikit-reference.md §3.6). The public defaults hold for the rest
    /// (docs/uikit-reference.md §3.6, "More on backgrounds"): zero insets, no stroke, no
    /// visual effect, custom view or image.
    public init(style: Style) {
        self.style = style
        restyle(style.styling(for: ConfigurationStateFlags()))
    }

    /// Writes a state's styling over the properties nobody set, without recording them.
    mutating func restyle(_ styling: Styling) {
        _backgroundColor.restyle(to: styling.backgroundColor)
        _backgroundColorTransformer.restyle(to: styling.backgroundColorTransformer)
        _cornerRadius.restyle(to: styling.cornerRadius)
    }

    // MARK: Properties. Each setter records the property as explicitly set (`Recorded`).

    /// Drawing laid over the fill and image (`customView`); nil by default.
    @Recorded public var customView: BackgroundCustomContent? = nil

    /// Corner radius of the background shape, in points (continuous curve).
    @Recorded public var cornerRadius: Double = 0

    /// Insets of the background from the view's bounds, in points; zero by default.
    @Recorded public var backgroundInsets: EdgeInsets = .zero

    /// Edges whose inset also includes the view's layout margin; none by default.
    @Recorded public var edgesAddingLayoutMarginsToBackgroundInsets: DirectionalRectEdge = []

    /// The fill colour; nil fills with the view's tint colour.
    @Recorded public var backgroundColor: Color? = nil

    /// Applied to the fill colour (or the tint standing in for it) before drawing.
    @Recorded public var backgroundColorTransformer: ColorTransformer? = nil

    /// A blur material behind the fill; nil by default. A pinned plain header's
    /// systemChromeMaterial is added by the list when the header floats, not here.
    @Recorded public var visualEffect: VisualEffect? = nil

    /// An image drawn over the fill, placed by ``imageContentMode``; nil by default.
    @Recorded public var image: Pixmap? = nil

    /// How ``image`` is placed in the background rectangle; `.scaleToFill` by default.
    @Recorded public var imageContentMode: ImageContentMode = .scaleToFill

    /// The stroke colour; nil strokes with the view's tint colour.
    @Recorded public var strokeColor: Color? = nil

    /// Applied to the stroke colour (or the tint standing in for it) before drawing.
    @Recorded public var strokeColorTransformer: ColorTransformer? = nil

    /// Stroke width in points; 0 (no stroke) by default.
    @Recorded public var strokeWidth: Double = 0

    /// How far the stroke's outer edge lies outside the background shape, in points.
    @Recorded public var strokeOutset: Double = 0

    // MARK: Resolution

    /// The colour to fill with: ``backgroundColor`` (or `tintColor` when it is nil) put
    /// through ``backgroundColorTransformer``, which sees `tintColor` as the view's tint.
    ///
    /// Never nil: a nil background colour means "the tint colour", as in UIKit, so there
    /// is always something to fill with (often `.clear`).
    public func resolvedBackgroundColor(for tintColor: Color) -> Color {
        let base = backgroundColor ?? tintColor
        return backgroundColorTransformer.map { $0(base, context: .init(tintColor: tintColor)) } ?? base
    }

    /// The colour to stroke with: ``strokeColor`` (or `tintColor` when it is nil) put
    /// through ``strokeColorTransformer``.
    public func resolvedStrokeColor(for tintColor: Color) -> Color {
        let base = strokeColor ?? tintColor
        return strokeColorTransformer.map { $0(base, context: .init(tintColor: tintColor)) } ?? base
    }

    /// The rectangle the background fills inside a view of `bounds` (points): the bounds
    /// shrunk by ``backgroundInsets``, plus the view's `layoutMargins` on the edges in
    /// ``edgesAddingLayoutMarginsToBackgroundInsets``.
    public func backgroundRect(in bounds: Rect, layoutMargins: EdgeInsets = .zero, rightToLeft: Bool = false) -> Rect {
        var insets = backgroundInsets
        let edges = edgesAddingLayoutMarginsToBackgroundInsets
        if edges.contains(.top) { insets.top += layoutMargins.top }
        if edges.contains(.leading) { insets.leading += layoutMargins.leading }
        if edges.contains(.bottom) { insets.bottom += layoutMargins.bottom }
        if edges.contains(.trailing) { insets.trailing += layoutMargins.trailing }
        return bounds.inset(by: insets, rightToLeft: rightToLeft)
    }
}
