import Foundation

/// A label (`UILabel`): text laid out by the same text engine as list content, centred
/// vertically in its bounds as UIKit's label draws it.
///
/// Defaults are UIKit's: the system font at 17 pt, `.label`, one line, truncated at the
/// tail, natural alignment. A label is an accessibility element reading its text.
open class UILabel: UIView {
    open var text: String? {
        get { attributedText?.string }
        set { attributedText = newValue.map { AttributedText($0) } }
    }
    /// Styled text; attributes it leaves unset take the label's `font` and `textColor`.
    open var attributedText: AttributedText? { didSet { invalidateIntrinsicContentSize() } }
    /// UIKit's default: the system font at 17 pt (`UIFont.systemFont(ofSize: 17)`).
    open var font: UIFont! = .systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
    open var textColor: UIColor! = .label
    open var numberOfLines = 1 { didSet { invalidateIntrinsicContentSize() } }
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var textAlignment: NSTextAlignment = .natural
    /// Whether a text-style font follows the traits' Dynamic Type size; when false the
    /// font keeps the size it was made with (Large for `preferredFont(forTextStyle:)`).
    open var adjustsFontForContentSizeCategory = false { didSet { invalidateIntrinsicContentSize() } }
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open var isEnabled = true
    /// The width a multi-line label wraps at when asked for its intrinsic size (0: none).
    open var preferredMaxLayoutWidth: CGFloat = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? text }
        set { super.accessibilityLabel = newValue }
    }

    /// The text laid out at `width` points (`.infinity`: one line per paragraph).
    func textLayout(width: Double) -> TextLayout? {
        guard let attributedText, !attributedText.string.isEmpty else { return nil }
        let traits = traitCollection
        var font: Font = self.font
        if adjustsFontForContentSizeCategory {
            font = font.resolved(for: traits.preferredContentSizeCategory)
        }
        // A disabled label draws its text dimmed (INF: UIKit's disabled label colour is
        // not documented; the tertiary label colour stands in).
        let color = (isEnabled ? textColor ?? .label : .tertiaryLabel).resolvedRGBA(with: traits)
        let styled = StyledText(attributedText, font: font, color: color, traits: traits)
        // Lines stack at the font's `lineHeight` (SF Pro's ascender + descender), as a
        // UILabel's do and as list content's are (ListContentLayout's top comment).
        let style = ParagraphStyle(
            alignment: Self.alignment(textAlignment, traits), lineBreakMode: lineBreakMode, numberOfLines: numberOfLines,
            lineHeight: Font.naturalLineHeight(forPointSize: font.pointSize),
            adjustsFontSizeToFitWidth: adjustsFontSizeToFitWidth,
            minimumScaleFactor: Double(minimumScaleFactor))
        return TextMeasurer.shared.layout(styled, style: style, width: width, environment: Self.environment(traits))
    }

    /// The text's size at the proposal's width (or its natural width), in points rounded up
    /// to device pixels, as UIKit's label reports it (20.333 for one line of Body on a 3x phone).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width < .greatestFiniteMagnitude ? Double(size.width) : .infinity
        guard let layout = textLayout(width: width) else { return .zero }
        return CGSize(width: ceilToPixel(layout.size.width), height: ceilToPixel(layout.size.height))
    }

    open override var intrinsicContentSize: CGSize {
        let width = numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .greatestFiniteMagnitude
        return sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    }

    override var elementProperties: [String: String] {
        var properties = super.elementProperties
        properties["text"] = text
        if let font { properties["font"] = font.description }
        if let layout = textLayout(width: Double(bounds.width)), bounds.width > 0 {
            properties["lines"] = String(layout.lineCount)
            if layout.isTruncated { properties["truncated"] = "true" }
        }
        return properties
    }

    override func drawContent(into drawing: inout ViewDrawingBuilder) {
        guard bounds.width > 0, let layout = textLayout(width: Double(bounds.width)) else { return }
        // UILabel centres its text box vertically in its bounds (textRect(forBounds:)).
        let y = (Double(bounds.height) - layout.size.height) / 2
        drawing.text(layout, at: CGPoint(x: 0, y: y))
    }
}

extension UILabel {
    /// The text environment of a label's text: the traits', with the paragraph direction
    /// left to the text's first strong character, as TextKit's natural writing direction
    /// does (English in a right-to-left interface stays "@jane", not "jane@").
    static func environment(_ traits: UITraitCollection) -> TextEnvironment {
        var environment = traits.textEnvironment
        environment.layoutDirection = .unspecified
        return environment
    }

    /// `.natural` alignment follows the interface's direction (right in right to left),
    /// whatever the text's own direction, as a label's does.
    static func alignment(_ alignment: NSTextAlignment, _ traits: UITraitCollection) -> NSTextAlignment {
        guard alignment == .natural else { return alignment }
        return traits.layoutDirection == .rightToLeft ? .right : .left
    }
}

/// `NSTextAlignment`.
public typealias NSTextAlignment = TextAlignment
/// `NSLineBreakMode`, with UIKit's case names.
public typealias NSLineBreakMode = LineBreakMode

extension LineBreakMode {
    public static var byWordWrapping: LineBreakMode { .wordWrap }
    public static var byCharWrapping: LineBreakMode { .charWrap }
    public static var byClipping: LineBreakMode { .clip }
    public static var byTruncatingHead: LineBreakMode { .truncateHead }
    public static var byTruncatingTail: LineBreakMode { .truncateTail }
    public static var byTruncatingMiddle: LineBreakMode { .truncateMiddle }
}
