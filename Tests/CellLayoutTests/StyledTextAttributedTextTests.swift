import RenderCells
import Testing

/// An attributed label becomes styled text with the label's defaults for what it leaves
/// unset, its dynamic colours resolved for the traits.
@Suite struct StyledTextAttributedTextTests {
    @Test func unsetAttributesComeFromTheLabelsDefaults() {
        var attributed = AttributedText("Bold plain")
        attributed.addAttributes(TextAttributes(font: .boldSystemFont(ofSize: 17)), range: 0..<4)
        let green = RGBAColor(r: 52, g: 199, b: 89)
        let styled = StyledText(attributed, font: .systemFont(ofSize: 17), color: green, traits: .iPhone)
        #expect(styled.runs.count == 2 && styled.runs[0].attributes.font.weight == .bold)
        #expect(styled.runs[1].attributes.color == green && styled.runs[1].range == 4..<10)
    }

    @Test func dynamicColoursResolveForTheTraits() {
        var attributed = AttributedText("Label")
        attributed.addAttributes(TextAttributes(foregroundColor: .label), range: 0..<5)
        let dark = TraitCollection.iPhone.modifyingTraits { $0.userInterfaceStyle = .dark }
        let light = StyledText(attributed, font: .systemFont(ofSize: 17), color: .black, traits: .iPhone)
        let night = StyledText(attributed, font: .systemFont(ofSize: 17), color: .black, traits: dark)
        #expect(light.runs[0].attributes.color == Color.label.resolvedRGBA(with: .iPhone))
        #expect(night.runs[0].attributes.color == Color.label.resolvedRGBA(with: dark))
        #expect(light.runs[0].attributes.color != night.runs[0].attributes.color)
    }
}
