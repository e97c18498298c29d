import Raster

/// The object that measures and draws a ``ContentConfiguration`` (`UIContentView`).
///
/// A reference type because it stands for a place in a cell: the cell keeps one content
/// view and feeds it each new configuration, so a view may cache layout work between
/// configurations that leave its geometry unchanged.
public protocol ContentView: AnyObject {
    /// The configuration shown. Setting one of a type the view does not
    /// ``supports(_:)`` is a programming error.
    var configuration: any ContentConfiguration { get set }

    /// The size the content wants within `size` (points); a dimension of
    /// `.infinity` means unconstrained.
    func sizeThatFits(_ size: Size) -> Size

    /// Draws the content into `bounds` (user space of `canvas`, in points). An error
    /// thrown here fails the render that drew it, naming the view's type.
    func draw(in canvas: Canvas, bounds: Rect) throws

    /// Whether this view can show `configuration` (`UIContentView.supports(_:)`); a cell
    /// reuses its content view for a new configuration only when this is true.
    func supports(_ configuration: any ContentConfiguration) -> Bool
}

extension ContentView {
    /// By default a view supports configurations of the same type as its current one.
    public func supports(_ configuration: any ContentConfiguration) -> Bool {
        ObjectIdentifier(type(of: configuration)) == ObjectIdentifier(type(of: self.configuration))
    }
}
