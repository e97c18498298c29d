import Foundation

/// `UIBlurEffect`: a blur material, as a bar's appearance names its background effect.
public typealias UIBlurEffect = VisualEffect

extension VisualEffect {
    /// `UIBlurEffect(style:)`.
    public init(style: BlurStyle) {
        self.init(blurStyle: style)
    }
}
