import CellLayout
import Display
import Raster

// The one checked way from a configured list to a picture: every caller (the Swift API,
// the spec runner, `render-cells render`, `compare`, `test`, the bench) draws through
// ``CollectionView/displayList(width:scale:height:)``, so the same input fails the same way
// everywhere. Checks run cheapest first and all before any pixel is allocated: the
// arguments, the fonts (a data folder without any is reported here in one line, where an
// unchecked layout would set every text empty), then the layout (stopped early once a
// picture without a height is past the pixel limits), the image files the cells read,
// content the layout could not use, and the picture's size in device pixels.

extension CollectionView {
    /// Renders the collection `width` points wide at `scale` (1, 2 or 3) into a pixmap,
    /// `height` points tall (nil: the content's height, as a self-sizing screenshot).
    /// - Throws: what ``displayList(width:scale:height:)`` throws, and what drawing the
    ///   list throws (`DisplayListError/customView(name:message:)`,
    ///   `DisplayListError/blurTooLarge(pixels:limit:)`).
    public func render(width: Double, scale: Double = 3, height: Double? = nil) throws -> Pixmap {
        try displayList(width: width, scale: scale, height: height).render()
    }

    /// What ``render(width:scale:height:)`` draws, after every check and before any pixel:
    /// the display list, to draw, dump (`dumpJSON()`) or draw with its fonts.
    /// - Throws: ``RenderError/invalidArgument(_:)`` for a width or height that is not
    ///   positive and finite or a scale other than 1, 2 or 3, checked before any work;
    ///   ``RenderError/unusableFonts(_:)`` when the collection's font catalog has no usable
    ///   font (`FontCatalog.unusableFontsMessage`: a `RENDER_CELLS_DATA` folder without fonts);
    ///   ``RenderError/misuse(_:)`` for a call UIKit raises an exception for, made before
    ///   or while the list was configured (a provider that returned no cell);
    ///   ``RenderError/imageFile(_:)`` for an image file a cell shows that cannot be read;
    ///   ``RenderError/unusableContent(elementID:message:)`` naming the element the
    ///   layout could not use; ``RenderError/listTooLarge(width:height:scale:heightGiven:isLowerBound:)``
    ///   when the picture would exceed the pixmap limits.
    public func displayList(width: Double, scale: Double = 3, height: Double? = nil) throws(RenderError) -> DisplayList {
        try checkedLayout(width: width, scale: scale, height: height).displayList(height: height)
    }

    /// The layout ``displayList(width:scale:height:)`` draws, after the same checks: for
    /// callers that read the laid-out elements themselves (the accessibility audit).
    package func checkedLayout(width: Double, scale: Double, height: Double?) throws(RenderError) -> ListLayout {
        guard width.isFinite, width > 0, width <= 32768 else {
            throw .invalidArgument("width must be a number of points in (0, 32768], got \(width)")
        }
        guard [1.0, 2.0, 3.0].contains(scale) else {
            throw .invalidArgument("scale must be 1, 2 or 3, got \(scale)")
        }
        if let height, !(height.isFinite && height > 0 && height <= 1_000_000) {
            throw .invalidArgument("height must be a number of points in (0, 1000000], got \(height)")
        }
        if let fonts = fontCatalog.unusableFontsMessage { throw .unusableFonts(fonts) }
        // Without a height the picture is as tall as the content: laying out stops once the
        // content is past the tallest picture allowed, and the size check below refuses it.
        let layout = self.layout(
            width: width, scale: scale,
            stoppingBelow: height == nil ? Self.tallestPicture(width: width, scale: scale) : .infinity)
        // A broken data source contract first: what the layout made of the list follows from it.
        if let misuse = takeMisuse() { throw .misuse(misuse) }
        if let problem = imageFileErrors.first { throw .imageFile(problem) }
        if let problem = layout.problems.first {
            throw .unusableContent(elementID: problem.itemID, message: problem.message)
        }
        try Self.checkPictureSize(
            width: width, height: height ?? layout.contentHeight, scale: scale,
            heightGiven: height != nil, isLowerBound: height == nil && layout.isTruncated)
        return layout
    }

    /// The tallest picture `width` points wide at `scale` that fits `Pixmap`'s limits, in points.
    static func tallestPicture(width: Double, scale: Double) -> Double {
        let pixelWidth = max(1, (width * scale).rounded(.up))
        let rows = min(Double(Pixmap.maxDimension), (Double(Pixmap.maxPixelCount) / pixelWidth).rounded(.down))
        return rows / scale
    }

    /// Throws unless a `width` × `height` point picture at `scale` fits `Pixmap`'s limits.
    /// `isLowerBound`: the layout stopped early, so the picture would be at least that tall.
    static func checkPictureSize(
        width: Double, height: Double, scale: Double, heightGiven: Bool,
        isLowerBound: Bool
    ) throws(RenderError) {
        // Doubles first: a height from a hostile layout must not overflow Int.
        let w = (width * scale).rounded(.up)
        let h = (height * scale).rounded(.up)
        let maxSide = Double(Pixmap.maxDimension)
        guard w <= maxSide, h <= maxSide, w * h <= Double(Pixmap.maxPixelCount) else {
            throw .listTooLarge(
                width: width, height: height, scale: scale, heightGiven: heightGiven,
                isLowerBound: isLowerBound)
        }
    }
}
