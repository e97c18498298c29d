import Foundation

extension UIView {
    /// Adds this view and its subviews to `drawing`, as Core Animation composites them: the
    /// background (rounded by the layer), the view's own content and `draw(_:)`, the
    /// subviews (clipped to the bounds with `clipsToBounds`), then the border on top; a
    /// view below full `alpha` as one layer at that opacity. Hidden views and views at
    /// alpha 0 draw nothing.
    func flatten(into drawing: inout ViewDrawingBuilder, path: String = "view") {
        guard !isHidden, alpha > 0, layer.opacity > 0 else { return }
        var own = ViewDrawingBuilder(
            origin: Point(
                x: drawing.origin.x + Double(frame.minX),
                y: drawing.origin.y + Double(frame.minY)),
            traits: traitCollection, rootArea: drawing.rootArea)
        own.path = path
        let bounds = self.bounds
        let radii = layer.cornerRadii
        let curve = layer.cornerCurve.curve
        let isUniform = radii == CornerRadii(all: radii.topLeft)
        if let backgroundColor {
            if isUniform {
                own.fill(bounds, color: backgroundColor, cornerRadius: CGFloat(radii.topLeft), curve: curve)
            } else {
                own.commands.append(.pushClip(own.rect(bounds), cornerRadii: radii, cornerCurve: curve))
                own.fill(bounds, color: backgroundColor)
                own.commands.append(.popClip)
            }
        }
        drawContent(into: &own)
        UIGraphicsContext.recording(into: &own, traits: traitCollection) { draw(bounds) }
        var properties = elementProperties
        properties["class"] = String(describing: type(of: self))
        if isAccessibilityElement, let label = accessibilityLabel, !label.isEmpty {
            own.accessibilityTexts.append(label)
            properties["accessibilityLabel"] = label
        }
        if clipsToBounds { own.commands.append(.pushClip(own.rect(bounds), cornerRadii: radii, cornerCurve: curve)) }
        for (i, subview) in subviews.enumerated() { subview.flatten(into: &own, path: "\(path).subviews[\(i)]") }
        if clipsToBounds { own.commands.append(.popClip) }
        if layer.borderWidth > 0, let color = layer.borderColor {
            // A border is a uniform stroke inside the bounds; with some corners square the
            // rounded ones are approximated by the clip of the background's shape.
            own.stroke(
                bounds, color: color, width: layer.borderWidth, cornerRadius: isUniform ? CGFloat(radii.topLeft) : 0,
                curve: curve)
        }
        drawing.accessibilityTexts += own.accessibilityTexts
        drawing.problems += own.problems
        drawing.elements.append(
            DisplayElement(
                id: path, kind: "view", frame: own.rect(bounds), properties: properties,
                children: own.elements))
        let opacity = Double(min(1, alpha)) * Double(min(1, layer.opacity))
        if opacity < 1, !own.commands.isEmpty {
            // One layer, so overlapping subviews show what is behind the view once (a
            // translucent view over its own background does not show the background twice).
            let area = clipsToBounds ? own.rect(bounds) : drawing.rootArea
            drawing.commands.append(.layer(DisplayLayer(commands: own.commands, bounds: area, opacity: opacity)))
        } else {
            drawing.commands += own.commands
        }
    }
}
