import Foundation

/// A progress bar (`UIProgressView`): a rounded track and the filled part from the leading
/// edge, 4 pt tall whatever its frame's height, centred in it (docs/uikit-reference.md §8).
open class UIProgressView: UIView {
    /// 0...1.
    open var progress: Float = 0
    open var progressViewStyle: Style = .default
    /// The filled part's colour; nil: the tint.
    open var progressTintColor: UIColor?
    /// The track's colour; nil: `systemGray5` (docs/uikit-reference.md §8, unverified).
    open var trackTintColor: UIColor?

    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    static let barHeight: CGFloat = 4

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIProgressView.barHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width < .greatestFiniteMagnitude ? size.width : 0, height: UIProgressView.barHeight)
    }

    override func drawContent(into drawing: inout ViewDrawingBuilder) {
        let h = UIProgressView.barHeight
        let track = CGRect(x: 0, y: bounds.midY - h / 2, width: bounds.width, height: h)
        if progressViewStyle == .default {
            drawing.fill(track, color: trackTintColor ?? .systemGray5, cornerRadius: h / 2)
        }
        let fraction = CGFloat(min(1, max(0, progress.isFinite ? progress : 0)))
        let filled = bounds.width * fraction
        guard filled > 0 else { return }
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let bar = CGRect(x: rtl ? bounds.width - filled : 0, y: track.minY, width: filled, height: h)
        drawing.fill(bar, color: progressTintColor ?? tintColor ?? .systemBlue, cornerRadius: h / 2)
    }

    /// `UIProgressView.Style`.
    public enum Style: Int, Sendable {
        case `default`, bar
    }
}
