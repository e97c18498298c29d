import Raster

/// Why a list could not be made into a display list: the views stage's checks, all made
/// before any pixel is allocated (``CollectionView/displayList(width:scale:height:)``).
/// What drawing the display list throws afterwards is the display stage's
/// `DisplayListError`.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    /// A width, height or scale that is not a positive finite number (or not 1, 2, 3).
    case invalidArgument(String)
    /// An image file a cell shows could not be read.
    case imageFile(PNGError)
    /// Content the layout could not use, at an element (`sections[0].items[1]`): a custom
    /// view's unusable size, a symbol name that does not resolve.
    case unusableContent(elementID: String, message: String)
    /// A laid-out list would make a picture over the pixmap limits, found before any pixel:
    /// `width` × `height` points at `scale`. `heightGiven`: the caller cropped it to a
    /// height; `isLowerBound`: laying out stopped once past the limit, so the list is at
    /// least that tall.
    case listTooLarge(width: Double, height: Double, scale: Double, heightGiven: Bool, isLowerBound: Bool)
    /// The fonts the list is drawn with cannot be used (a data folder without fonts, a font
    /// file that cannot be read), in a sentence naming where they were looked for.
    case unusableFonts(String)
    /// A call UIKit answers with an exception (NSInternalInconsistencyException), naming the
    /// call and its index path: a list drawn without a data source, a cell provider that
    /// returned no cell or one not dequeued for its index path, a dequeue outside the
    /// provider's call. The picture fails here where iOS would stop the app.
    case misuse(String)

    public var description: String {
        switch self {
        case .invalidArgument(let message): message
        case .imageFile(let error): "cannot use an image file: \(error)"
        case .unusableContent(let id, let message): "\(id): \(message)"
        case .unusableFonts(let message): message
        case .misuse(let message): message
        case .listTooLarge(let width, let height, let scale, let heightGiven, let isLowerBound):
            Self.listTooLargeMessage(
                width: width, height: height, scale: scale, heightGiven: heightGiven,
                isLowerBound: isLowerBound)
        }
    }

    /// `listTooLarge`'s sentence: the size in device pixels and in points, the limits, and
    /// (without a height) how to crop it.
    private static func listTooLargeMessage(
        width: Double, height: Double, scale: Double, heightGiven: Bool,
        isLowerBound: Bool
    ) -> String {
        // Doubles first: a height from a hostile layout must not overflow Int.
        let w = (width * scale).rounded(.up)
        let h = (height * scale).rounded(.up)
        func points(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }
        let hint = heightGiven ? "" : "; give a height (in points) to crop the picture"
        let atLeast = isLowerBound ? "at least " : ""
        return "the picture would be \(atLeast)\(Int(min(w, 1e15))) x \(Int(min(h, 1e15))) pixels "
            + "(\(points(width)) x \(points((height * 100).rounded() / 100)) points"
            + (isLowerBound ? " or more" : "") + " at scale \(points(scale))), over \(Pixmap.limitsInWords)\(hint)"
    }
}
