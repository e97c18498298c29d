import Foundation

/// A list content configuration as a view (`UIListContentView`), to place beside other
/// views in a cell's content view (Apple's "Custom Cell List"): drawn by RenderCells'
/// `ListContentView`, the same layout and text as a cell's own content.
open class UIListContentView: UIView, UIContentView {
    private let content: ListContentView

    public init(configuration: UIListContentConfiguration) {
        content = ListContentView(configuration: configuration)
        super.init(frame: .zero)
        isAccessibilityElement = true
    }

    /// The text and secondary text, read as one element (as a list cell reads them).
    open override var accessibilityLabel: String? {
        get {
            let c = content.listContentConfiguration
            let texts = [c.text ?? c.attributedText?.string, c.secondaryText ?? c.secondaryAttributedText?.string]
                .compactMap { $0 }.filter { !$0.isEmpty }
            return super.accessibilityLabel ?? (texts.isEmpty ? nil : texts.joined(separator: ", "))
        }
        set { super.accessibilityLabel = newValue }
    }

    override var elementProperties: [String: String] {
        var properties = super.elementProperties
        properties["text"] = content.listContentConfiguration.text
        properties["secondaryText"] = content.listContentConfiguration.secondaryText
        return properties
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The configuration shown, typed (`UIListContentView.configuration`).
    open var listContentConfiguration: UIListContentConfiguration {
        get { content.listContentConfiguration }
        set {
            unsupportedConfiguration = nil
            content.listContentConfiguration = newValue
            setNeedsLayout()
        }
    }

    /// The configuration shown. Setting one that is not a list content configuration
    /// (UIKit raises an exception) keeps the one shown, and a list that draws the view
    /// fails its picture naming the view and the configuration's type.
    open var configuration: UIContentConfiguration {
        get { content.listContentConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                unsupportedConfiguration = String(describing: type(of: newValue))
                return
            }
            listContentConfiguration = list
        }
    }

    /// The type of the last configuration set that the view cannot show, until a list
    /// content configuration replaces it.
    private var unsupportedConfiguration: String?

    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    /// The self-sizing height at the proposal's width (docs/uikit-reference.md §4.7).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        content.traitCollection = traitCollection
        let width = size.width >= CGFloat.greatestFiniteMagnitude ? Double.infinity : Double(size.width)
        let fitted = content.sizeThatFits(Size(width: width, height: .infinity))
        return CGSize(width: fitted.width, height: fitted.height)
    }

    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    override func drawContent(into drawing: inout ViewDrawingBuilder) {
        if let unsupportedConfiguration {
            drawing.problems.append(
                "\(drawing.path): UIListContentView.configuration: cannot show a "
                    + "\(unsupportedConfiguration): it is not a UIListContentConfiguration")
        }
        content.traitCollection = traitCollection
        drawing.commands += content.displayCommands(in: drawing.rect(bounds))
    }
}

extension ListContentConfiguration: UIContentConfiguration {
    public func makeContentView() -> UIView & UIContentView {
        UIListContentView(configuration: self)
    }
}
