import Foundation

/// A view tree at the seam to the layout stage: measured for a width, then laid out at the
/// frame the list gives it and flattened into display commands (values) when drawn.
///
/// The display list keeps a drawing closure, which must be `Sendable`; the tree is not, so
/// the host holds it (and the cell whose `layoutSubviews` it runs: the list lets go of its
/// cells before the picture is drawn) behind the root's lock, and every measure and
/// flatten runs under it. The list is configured, laid out and drawn by the thread
/// rendering it (UIKit's main thread), so the lock only keeps a picture drawn on another
/// thread from racing that thread.
///
/// The views are `@MainActor`, the layout stage is not: each measure and flatten asserts
/// (`MainActor.assumeIsolated`) that it runs on the main actor, which holds because a
/// UIKit-named list is drawn synchronously by its `@MainActor` caller (a test, a strategy's
/// snapshot closure, `drawHierarchy`), never handed to another thread.
final class ViewTreeHost: @unchecked Sendable {
    private let root: UIView
    /// Runs before the root lays out (a cell's own `layoutSubviews`).
    private let willLayOut: (() -> Void)?

    init(root: UIView, willLayOut: (() -> Void)? = nil) {
        self.root = root
        self.willLayOut = willLayOut
    }

    /// The name the dump and messages give the drawing: the root view's type.
    var name: String { String(describing: type(of: root)) }

    /// The root's `systemLayoutSizeFitting` for a width, the height free (points).
    func fittingSize(width: Double) -> Size {
        MainActor.assumeIsolated {
            root.treeLock.withLock {
                let size = root.systemLayoutSizeFitting(
                    CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel)
                return Size(width: Double(size.width), height: Double(size.height))
            }
        }
    }

    /// The tree laid out at `rect`'s size and flattened with its top-left at `rect`'s origin.
    /// A root outside any trait hierarchy (an accessory's view) takes `traits`.
    func drawing(in rect: Rect, traits: UITraitCollection? = nil) -> ViewDrawingBuilder {
        MainActor.assumeIsolated {
            UncheckedSendable(
                root.treeLock.withLock {
                    if let traits, root.traitEnvironment.parent == nil, root.traitEnvironment.rootTraits != traits {
                        root.traitEnvironment.rootTraits = traits
                    }
                    let size = CGSize(width: rect.width, height: rect.height)
                    if root.frame != CGRect(origin: .zero, size: size) { root.frame = CGRect(origin: .zero, size: size) }
                    willLayOut?()
                    root.layoutIfNeeded()
                    var builder = ViewDrawingBuilder(origin: rect.origin, traits: root.traitCollection, rootArea: rect)
                    root.flatten(into: &builder)
                    return builder
                })
        }.value
    }

    /// The tree as the layout stage's custom content: measured by `measure` (points for a
    /// width), drawn at its final frame.
    func customContent(measure: @escaping (Double) -> Size) -> ListLayout.CustomContent {
        ListLayout.CustomContent(
            name: name, sizeThatFits: { measure($0.width) },
            drawing: CustomDrawing(name: name, elements: { [self] rect in drawing(in: rect).elements }) {
                [self] canvas, rect in
                let drawn = drawing(in: rect)
                if let problem = drawn.problems.first { throw RenderError.misuse(problem) }
                try DisplayList.draw(drawn.commands, in: canvas)
            })
    }
}
