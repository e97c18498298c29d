import CellLayout
import Display

extension ListLayout.CustomContent {
    /// A custom content configuration as the layout sees it: measured by a content view
    /// made from it, and drawn at render time by another view made from the same value.
    ///
    /// Views are made from the configuration (a `Sendable` value) rather than kept, so the
    /// display list holds no view object and can be drawn on any thread; a content view
    /// must therefore draw the same for the same configuration, as UIKit's contract
    /// ("the configuration is the source of truth") already asks.
    init(_ configuration: any ContentConfiguration, view: (any ContentView)? = nil) {
        // A view tree is measured and drawn as itself, laid out at its final frame.
        let measuring = view ?? configuration.makeContentView()
        if let tree = measuring as? any ViewTreeContentView {
            self = tree.customContent
            return
        }
        let name = String(describing: type(of: measuring))
        self.init(
            name: name, sizeThatFits: { measuring.sizeThatFits($0) },
            drawing: CustomDrawing(name: name) { canvas, rect in
                try configuration.makeContentView().draw(in: canvas, bounds: rect)
            })
    }
}
