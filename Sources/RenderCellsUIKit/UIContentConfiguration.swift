import Foundation

/// A description of a cell's content drawn by a view the app writes (`UIContentConfiguration`):
/// UIKit's form of RenderCells' `ContentConfiguration`, whose view is a `UIView` that
/// adopts ``UIContentView``.
///
/// ```swift
/// struct InboxConfiguration: UIContentConfiguration {
///     var sender = ""
///     func makeContentView() -> UIView & UIContentView { InboxContentView(configuration: self) }
///     func updated(for state: UIConfigurationState) -> InboxConfiguration { self }
/// }
/// ```
public protocol UIContentConfiguration: ContentConfiguration {
    /// A new view showing this configuration; made on the main actor, as on iOS.
    @MainActor func makeContentView() -> UIView & UIContentView
}

extension UIContentConfiguration {
    /// The view as RenderCells' list sees it: the UIKit view, laid out at its final frame
    /// and drawn with the cell's traits.
    public func makeContentView() -> any ContentView {
        // The model cell makes its content view in its update pass, which runs where the
        // app's cell is configured or drawn: on the main actor for UIKit-named cells (tests
        // and strategies are `@MainActor`; a picture is drawn on the caller's thread).
        MainActor.assumeIsolated {
            let view: UIView & UIContentView = makeContentView()
            return UncheckedSendable(UIContentViewAdapter(view) as any ContentView)
        }.value
    }
}

/// The view of a ``UIContentConfiguration`` (`UIContentView`): a `UIView` that shows a
/// configuration and lays itself out by frames.
@MainActor
public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
    /// Whether the view can show `configuration`; a cell then reuses it.
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// By default a view supports configurations of its current one's type.
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        ObjectIdentifier(type(of: configuration)) == ObjectIdentifier(type(of: self.configuration))
    }
}

/// A ``UIContentView`` as RenderCells' ``ContentView``: the cell keeps it, hands it new
/// configurations, and puts it in the cell's trait hierarchy.
///
/// `@preconcurrency` conformances: the list reaches the view from the render path, which for
/// a UIKit-named cell runs on the main actor (the same thread that configured it); the
/// runtime checks that at each call.
@MainActor
final class UIContentViewAdapter: @preconcurrency ViewTreeContentView, @preconcurrency TraitChangeObservable {
    let view: UIView & UIContentView
    private let host: ViewTreeHost

    init(_ view: UIView & UIContentView) {
        self.view = view
        host = ViewTreeHost(root: view)
    }

    var traitEnvironment: TraitEnvironment { view.traitEnvironment }

    var configuration: any ContentConfiguration {
        get { view.configuration }
        set {
            guard let configuration = newValue as? UIContentConfiguration else {
                preconditionFailure("\(type(of: view)) cannot show a \(type(of: newValue)): it is not a UIContentConfiguration")
            }
            view.configuration = configuration
        }
    }

    func supports(_ configuration: any ContentConfiguration) -> Bool {
        guard let configuration = configuration as? UIContentConfiguration else { return false }
        return view.supports(configuration)
    }

    func sizeThatFits(_ size: Size) -> Size {
        host.fittingSize(width: size.width)
    }

    func draw(in canvas: Canvas, bounds: Rect) throws {
        try DisplayList.draw(host.drawing(in: bounds).commands, in: canvas)
    }

    var customContent: ListLayout.CustomContent {
        host.customContent { [host] width in host.fittingSize(width: width) }
    }
}
