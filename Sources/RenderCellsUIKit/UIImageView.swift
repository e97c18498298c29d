import Foundation

/// An image view (`UIImageView`): a symbol drawn as a template in the view's tint colour
/// with the same symbol set and sizing as list content, or a bitmap drawn as it is, placed
/// by `contentMode`.
open class UIImageView: UIView {
    open var image: UIImage? { didSet { invalidateIntrinsicContentSize() } }
    /// Applied over the image's own symbol configuration (`preferredSymbolConfiguration`).
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? { didSet { invalidateIntrinsicContentSize() } }
    open var highlightedImage: UIImage?
    open var isHighlighted = false

    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
        frame.size = intrinsicContentSize.clampedToZero
    }

    /// The symbol the image names, sized for the traits (the image's configuration, then
    /// the preferred one; unconfigured symbols are Body's 17 pt and do not follow Dynamic
    /// Type, docs/uikit-reference.md), or nil for a bitmap or a name that does not resolve.
    var symbol: SymbolImage? {
        guard case .symbol(let name, let own)? = isHighlighted ? (highlightedImage ?? image) : image else { return nil }
        var configuration = own ?? SymbolConfiguration()
        if let preferredSymbolConfiguration { configuration = configuration.applying(preferredSymbolConfiguration) }
        return try? SymbolImage(systemName: name, configuration: configuration, traits: traitCollection)
    }

    /// The image's size in points: a symbol's ink box, a bitmap's pixels (one per point, as
    /// list content draws them).
    open override var intrinsicContentSize: CGSize {
        if let symbol { return CGSize(width: symbol.size.width, height: symbol.size.height) }
        if case .pixmap(let pixmap)? = image { return CGSize(width: pixmap.width, height: pixmap.height) }
        return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize.clampedToZero
    }

    override var elementProperties: [String: String] {
        var properties = super.elementProperties
        switch image {
        case .symbol(let name, _)?: properties["symbol"] = name
        case .pixmap(let pixmap)?: properties["pixmap"] = "\(pixmap.width)x\(pixmap.height)"
        case .file(let path)?: properties["file"] = path
        case nil: break
        }
        return properties
    }

    override func drawContent(into drawing: inout ViewDrawingBuilder) {
        let natural = intrinsicContentSize
        guard natural.width > 0, natural.height > 0, bounds.width > 0, bounds.height > 0 else { return }
        let rect = placed(natural, in: bounds)
        if let symbol {
            drawing.symbol(symbol, in: rect, color: tintColor)
        } else if case .pixmap(let pixmap)? = image {
            drawing.image(pixmap, in: rect)
        }
    }

    /// Where an image of `size` goes in `bounds` for the content mode: the model's own
    /// placement (`ImageContentMode`), so an image view and a list cell's image agree;
    /// `left` and `right` are physical sides, as UIKit's are.
    func placed(_ size: CGSize, in bounds: CGRect) -> CGRect {
        let frame = contentMode.imageContentMode.frame(
            forImageOfSize: Size(width: Double(size.width), height: Double(size.height)),
            in: Rect(x: Double(bounds.minX), y: Double(bounds.minY), width: Double(bounds.width), height: Double(bounds.height)))
        return CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
    }
}

extension CGSize {
    /// Negative dimensions (`noIntrinsicMetric`) as 0.
    var clampedToZero: CGSize { CGSize(width: max(0, width), height: max(0, height)) }
}
