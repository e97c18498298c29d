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
    public private(set) var explicitlySetProperties: Set<Property> = []

    var values: Values

    /// A configuration with the defaults of `style`.
    public init(style: Style) {
        self.style = style
        self.values = Values(defaultsFor: style)
    }

    // MARK: Properties. Each setter records the property as explicitly set.

    /// Drawing laid over the fill and image (`customView`); nil by default.
    public var customView: BackgroundCustomContent? {
        get { values.customView }
        set { values.customView = newValue; explicitlySetProperties.insert(.customView) }
    }

    /// Corner radius of the background shape, in points (continuous curve).
    public var cornerRadius: Double {
        get { values.cornerRadius }
        set { values.cornerRadius = newValue; explicitlySetProperties.insert(.cornerRadius) }
    }

    /// Insets of the background from the view's bounds, in points; zero by default.
    public var backgroundInsets: EdgeInsets {
        get { values.backgroundInsets }
        set { values.backgroundInsets = newValue; explicitlySetProperties.insert(.backgroundInsets) }
    }

    /// Edges whose inset also includes the view's layout margin; none by default.
    public var edgesAddingLayoutMarginsToBackgroundInsets: DirectionalRectEdge {
        get { values.edgesAddingLayoutMarginsToBackgroundInsets }
        set {
            values.edgesAddingLayoutMarginsToBackgroundInsets = newValue
            explicitlySetProperties.insert(.edgesAddingLayoutMarginsToBackgroundInsets)
        }
    }

    /// The fill colour; nil fills with the view's tint colour.
    public var backgroundColor: Color? {
        get { values.backgroundColor }
        set { values.backgroundColor = newValue; explicitlySetProperties.insert(.backgroundColor) }
    }

    /// Applied to the fill colour (or the tint standing in for it) before drawing.
    public var backgroundColorTransformer: ColorTransformer? {
        get { values.backgroundColorTransformer }
        set { values.backgroundColorTransformer = newValue; explicitlySetProperties.insert(.backgroundColorTransformer) }
    }

    /// A blur material behind the fill; nil by default. A pinned plain header's
    /// systemChromeMaterial is added by the list when the header floats, not here.
    public var visualEffect: VisualEffect? {
        get { values.visualEffect }
        set { values.visualEffect = newValue; explicitlySetProperties.insert(.visualEffect) }
    }

    /// An image drawn over the fill, placed by ``imageContentMode``; nil by default.
    public var image: Pixmap? {
        get { values.image }
        set { values.image = newValue; explicitlySetProperties.insert(.image) }
    }

    /// How ``image`` is placed in the background rectangle; `.scaleToFill` by default.
    public var imageContentMode: ImageContentMode {
        get { values.imageContentMode }
        set { values.imageContentMode = newValue; explicitlySetProperties.insert(.imageContentMode) }
    }

    /// The stroke colour; nil strokes with the view's tint colour.
    public var strokeColor: Color? {
        get { values.strokeColor }
        set { values.strokeColor = newValue; explicitlySetProperties.insert(.strokeColor) }
    }

    /// Applied to the stroke colour (or the tint standing in for it) before drawing.
    public var strokeColorTransformer: ColorTransformer? {
        get { values.strokeColorTransformer }
        set { values.strokeColorTransformer = newValue; explicitlySetProperties.insert(.strokeColorTransformer) }
    }

    /// Stroke width in points; 0 (no stroke) by default.
    public var strokeWidth: Double {
        get { values.strokeWidth }
        set { values.strokeWidth = newValue; explicitlySetProperties.insert(.strokeWidth) }
    }

    /// How far the stroke's outer edge lies outside the background shape, in points.
    public var strokeOutset: Double {
        get { values.strokeOutset }
        set { values.strokeOutset = newValue; explicitlySetProperties.insert(.strokeOutset) }
    }

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

extension BackgroundConfiguration {
    /// The stored values, kept apart from the public setters so that restyling for a
    /// state can write them without marking them as set by the user.
    struct Values: Equatable, Sendable {
        var customView: BackgroundCustomContent?
        var cornerRadius: Double = 0
        var backgroundInsets = EdgeInsets.zero
        var edgesAddingLayoutMarginsToBackgroundInsets: DirectionalRectEdge = []
        var backgroundColor: Color?
        var backgroundColorTransformer: ColorTransformer?
        var visualEffect: VisualEffect?
        var image: Pixmap?
        var imageContentMode = ImageContentMode.scaleToFill
        var strokeColor: Color?
        var strokeColorTransformer: ColorTransformer?
        var strokeWidth: Double = 0
        var strokeOutset: Double = 0

        /// The factory defaults of docs/uikit-reference.md §3.6 (normal state). The public defaults of
        /// docs/uikit-reference.md §3.6 ("More on backgrounds") hold for the rest: zero insets, no stroke, no
        /// visual effect, custom view or image.
        init(defaultsFor style: Style) {
            let normal = style.styling(for: ConfigurationStateFlags())
            backgroundColor = normal.backgroundColor
            backgroundColorTransformer = normal.backgroundColorTransformer
            cornerRadius = style.defaultCornerRadius()
        }
    }
}
