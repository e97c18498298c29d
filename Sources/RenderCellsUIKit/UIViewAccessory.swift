import Foundation

/// A `UIView` as a custom accessory (`UICellAccessory.CustomViewConfiguration(customView:…)`):
/// RenderCells' one custom-view seam (``CustomView``) over the view tree.
///
/// UIKit keeps the view object, so two accessories are equal when they show the same view.
struct UIViewAccessory: AccessoryView {
    private let host: ViewTreeHost
    private let view: UncheckedSendable<UIView>

    init(_ view: UIView) {
        self.view = UncheckedSendable(view)
        host = ViewTreeHost(root: view)
    }

    static func == (a: UIViewAccessory, b: UIViewAccessory) -> Bool { a.view.value === b.view.value }

    /// The view's frame size; when that is empty, what `sizeThatFits` says for the
    /// proposal, else its intrinsic size (a dimension without one is 0).
    func sizeThatFits(_ proposal: Size, traitCollection: TraitCollection) -> Size {
        // The list measures accessories on the thread drawing it: the main actor for a
        // UIKit-named list (ViewTreeHost says why).
        MainActor.assumeIsolated { measure(proposal, traitCollection: traitCollection) }
    }

    @MainActor
    private func measure(_ proposal: Size, traitCollection: TraitCollection) -> Size {
        let view = view.value
        if view.traitEnvironment.parent == nil, view.traitEnvironment.rootTraits != traitCollection {
            view.traitEnvironment.rootTraits = traitCollection
        }
        if view.frame.width > 0, view.frame.height > 0 { return Size(width: view.frame.width, height: view.frame.height) }
        var size = view.sizeThatFits(CGSize(width: proposal.width, height: .greatestFiniteMagnitude))
        if size.width <= 0 || size.height <= 0 { size = view.intrinsicContentSize }
        return Size(width: Double(max(0, size.width)), height: Double(max(0, size.height)))
    }

    func draw(in canvas: Canvas, rect: Rect, tintColor: Color, traitCollection: TraitCollection) throws {
        try DisplayList.draw(host.drawing(in: rect, traits: traitCollection).commands, in: canvas)
    }

    /// An element when the view, or a label or button in it, has text to read.
    var accessibility: AccessibilityProperties? {
        let size = MainActor.assumeIsolated { Size(width: view.value.frame.width, height: view.value.frame.height) }
        let texts = host.drawing(in: Rect(x: 0, y: 0, width: size.width, height: size.height)).accessibilityTexts
        guard !texts.isEmpty else { return nil }
        return AccessibilityProperties(label: texts.joined(separator: ", "))
    }
}
