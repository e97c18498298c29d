import Raster

// The display stage: a list's laid-out frames as an immutable list of drawing commands
// (points, colours resolved), plus the element descriptions `--dump-layout` writes. The
// layout stage makes it (``ListLayout/displayList(height:)``); ``render()`` is the only
// place it meets pixels, scaling points to device pixels once through the canvas
// transform, so the same display list renders at 1x, 2x and 3x.

/// Drawing commands for one picture of a list, and what each element is.
public struct DisplayList: Sendable {
    /// The picture's size in points.
    public let size: Size
    /// Device pixels per point.
    public let scale: Double
    /// What the picture is filled with before anything is drawn (the list's background).
    public let backgroundColor: RGBAColor
    public let commands: [DisplayCommand]
    /// The laid-out elements, in drawing order, for the layout dump.
    public let elements: [DisplayElement]

    public init(
        size: Size, scale: Double, backgroundColor: RGBAColor, commands: [DisplayCommand],
        elements: [DisplayElement]
    ) {
        self.size = size
        self.scale = scale
        self.backgroundColor = backgroundColor
        self.commands = commands
        self.elements = elements
    }

    /// The picture's size in device pixels (rounded up).
    public var pixelSize: (width: Int, height: Int) {
        (Int((size.width * scale).rounded(.up)), Int((size.height * scale).rounded(.up)))
    }
}
