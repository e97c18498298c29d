import Foundation

/// What a view tree draws, collected while it is flattened: display commands in the root's
/// coordinates (points), colours resolved for each view's traits, and the texts VoiceOver
/// would read from its labels and buttons.
///
/// A view adds its own drawing in its own coordinates (``origin`` is its top-left in the
/// root's); the flattening moves the origin from view to view.
struct ViewDrawingBuilder {
    var commands: [DisplayCommand] = []
    /// The texts of the views that are accessibility elements, in drawing order.
    var accessibilityTexts: [String] = []
    /// The views drawn, as layout-dump elements (frames in the root's coordinates), the
    /// subviews of each as its children.
    var elements: [DisplayElement] = []
    /// The id path of the view being drawn (`view.subviews[1]`).
    var path = "view"
    /// What views of the tree could not draw as UIKit would, each at its view's path (a
    /// `UIListContentView` given a configuration it cannot show, which UIKit raises an
    /// exception for): drawing the tree in a list fails with the first.
    var problems: [String] = []
    /// The view's top-left in the root's coordinates (points).
    var origin: Point
    /// The traits of the view being drawn: they resolve its colours and fonts.
    var traits: UITraitCollection
    /// The root view's frame (root coordinates): what a translucent view's layer covers.
    var rootArea: Rect

    /// A rectangle in the view's coordinates, in the root's.
    func rect(_ r: CGRect) -> Rect {
        Rect(x: origin.x + Double(r.minX), y: origin.y + Double(r.minY), width: Double(r.width), height: Double(r.height))
    }

    mutating func fill(_ r: CGRect, color: UIColor, cornerRadius: CGFloat = 0, curve: CornerCurve = .circular) {
        let rgba = color.resolvedRGBA(with: traits)
        guard rgba.alpha > 0, r.width > 0, r.height > 0 else { return }
        commands.append(.fill(rect(r), color: rgba, cornerRadius: Double(cornerRadius), cornerCurve: curve))
    }

    mutating func stroke(_ r: CGRect, color: UIColor, width: CGFloat, cornerRadius: CGFloat = 0, curve: CornerCurve = .circular) {
        let rgba = color.resolvedRGBA(with: traits)
        guard rgba.alpha > 0, width > 0 else { return }
        commands.append(
            .stroke(rect(r), color: rgba, width: Double(width), cornerRadius: Double(cornerRadius), cornerCurve: curve))
    }

    /// A text layout with its layout box's top-left at `point` (view coordinates).
    mutating func text(_ layout: TextLayout, at point: CGPoint) {
        commands += layout.displayCommands(at: Point(x: origin.x + Double(point.x), y: origin.y + Double(point.y)))
    }

    mutating func symbol(_ symbol: SymbolImage, in r: CGRect, color: UIColor) {
        commands.append(
            .symbol(
                symbol.outlineGlyph, rect(r), color: color.resolvedRGBA(with: traits), secondary: nil,
                quarterTurns: 0))
    }

    mutating func image(_ pixmap: Pixmap, in r: CGRect, cornerRadius: CGFloat = 0) {
        commands.append(.image(pixmap, rect(r), options: ImageDrawOptions(cornerRadius: Double(cornerRadius))))
    }
}
