import RenderCells

/// One run of attributed text as a spec gives it (`NSAttributedString` attributes): a
/// string alone, or its text with a font, colour, kern, underline and strikethrough.
///
/// ```yaml
/// attributedText:
///   - "Ready. "
///   - {text: "Set.", color: systemRed, font: {textStyle: body, weight: bold}}
///   - {text: " Code.", underline: true, kern: 1}
/// ```
/// Attributes a run leaves out come from the text properties, as in UIKit.
package struct AttributedRunSpec: Hashable, Sendable {
    package var text: String
    package var font: FontSpec?
    package var color: ColorSpec?
    package var kern: Double?
    package var underline: Bool?
    package var strikethrough: Bool?

    package init(text: String) {
        self.text = text
    }

    static let fields = ["text", "font", "color", "kern", "underline", "strikethrough"]

    init(node: SpecNode) throws(SpecError) {
        if case .scalar = node.node {
            self.init(text: try node.string())
            return
        }
        let f = try node.fields(allowed: Self.fields, what: "a text run")
        guard let textNode = f["text"] else { throw node.error("a text run needs 'text'") }
        self.init(text: try textNode.string())
        font = try f.read("font") { n throws(SpecError) in try FontSpec(node: n) }
        color = try f.read("color") { n throws(SpecError) in try n.color() }
        kern = try f.read("kern") { n throws(SpecError) in try n.number(in: -100...100, what: "a kern in points") }
        underline = try f.read("underline") { n throws(SpecError) in try n.bool() }
        strikethrough = try f.read("strikethrough") { n throws(SpecError) in try n.bool() }
    }

    /// The runs of an `attributedText` list joined, fonts resolved for `traits`.
    static func attributedText(_ runs: [AttributedRunSpec], traits: TraitCollection) -> AttributedText {
        var out = AttributedText("")
        for run in runs {
            out.append(
                AttributedText(
                    run.text,
                    attributes: TextAttributes(
                        font: run.font?.font(traits: traits), foregroundColor: run.color?.color, kern: run.kern,
                        underline: run.underline, strikethrough: run.strikethrough)))
        }
        return out
    }
}
