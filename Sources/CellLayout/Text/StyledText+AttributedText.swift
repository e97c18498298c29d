import CellModel
import Raster
import Typesetting

extension StyledText {
    /// An ``AttributedText`` with the label's defaults for attributes it leaves unset, as a
    /// `UILabel` treats `attributedText`; dynamic colours are resolved for `traits`.
    package init(_ text: AttributedText, font: Font, color: RGBAColor, traits: TraitCollection, language: String? = nil) {
        self.init()
        self.language = language
        var chars = text.string.makeIterator()
        for run in text.runs {
            var piece = ""
            for _ in run.range { if let c = chars.next() { piece.append(c) } }
            let a = run.attributes
            append(
                piece,
                attributes: Attributes(
                    font: a.font ?? font,
                    color: a.foregroundColor?.resolvedRGBA(with: traits) ?? color,
                    kern: a.kern))
        }
    }
}
