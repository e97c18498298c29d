import Foundation

// What a UIKit list screen may use that has no place in a picture made without views:
// each name exists so that the compiler stops at it with what to write instead, rather
// than with "cannot find in scope". docs/uikit.md lists them.

extension ListImage {
    @available(
        *, unavailable,
        message:
            "set the colour where the image is shown: content.imageProperties.tintColor = color (symbols are templates drawn in it)"
    )
    public func withTintColor(_ color: UIColor) -> UIImage { self }

    /// `UIImage.RenderingMode`: declared so that `withRenderingMode(.alwaysTemplate)` stops
    /// at the advice below rather than at "type 'Int' has no member 'alwaysTemplate'"
    /// (UIKitCompileMessagesTests).
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    @available(
        *, unavailable, message: "symbols are drawn as templates in content.imageProperties.tintColor, PNG images as they are"
    )
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
}
