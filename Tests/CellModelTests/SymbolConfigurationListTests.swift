import CellModel
import Symbols
import Testing
import Typesetting

/// The symbol configuration a list content view starts from (docs/uikit-reference.md §3.4).
@Suite struct SymbolConfigurationListTests {
    @Test("list symbols: Body, large at standard sizes, medium at AX1–AX2, small from AX3 (docs/uikit-reference.md §3.4)")
    func listConfiguration() {
        #expect(SymbolConfiguration.listContent(for: .extraSmall).scale == .large)
        #expect(SymbolConfiguration.listContent(for: .extraExtraExtraLarge).scale == .large)
        #expect(SymbolConfiguration.listContent(for: .accessibilityMedium).scale == .medium)
        #expect(SymbolConfiguration.listContent(for: .accessibilityLarge).scale == .medium)
        #expect(SymbolConfiguration.listContent(for: .accessibilityExtraLarge).scale == .small)
        #expect(SymbolConfiguration.listContent(for: .accessibilityExtraExtraExtraLarge).scale == .small)
        #expect(SymbolConfiguration.listContent(for: .large).textStyle == .body)
    }

    @Test("list symbols grow with Body through the accessibility sizes: at AX3 the small scale of 40 pt")
    func followsTextAtAccessibilitySizes() throws {
        let traits = { (c: ContentSizeCategory) in TraitCollection.iPhone.modifyingTraits { $0.preferredContentSizeCategory = c }
        }
        var previous: [SymbolScale: Double] = [:]
        var shares: [SymbolScale: Double] = [:]
        for category in ContentSizeCategory.all {
            let configuration = SymbolConfiguration.listContent(for: category)
            let star = try SymbolImage(systemName: "star", configuration: configuration, traits: traits(category))
            let body = TextStyle.body.pointSize(for: category)
            // The live square is the Body cap height times the scale's factor at every size
            // (nothing caps it), and within a scale the star keeps its share of it.
            let side = max(star.size.width, star.size.height)
            let square = body * SymbolImage.capHeightRatio * SymbolImage.scaleFactor(configuration.scale)
            #expect(side > 0.9 * square && side < 1.1 * square, "\(category): \(side) of \(square)")
            if let share = shares[configuration.scale] { #expect(abs(side / square - share) < 1e-9, "\(category)") }
            shares[configuration.scale] = side / square
            // Within a scale, a larger size never gives a smaller symbol.
            if let p = previous[configuration.scale] { #expect(side > p, "\(category)") }
            previous[configuration.scale] = side
        }
        let ax3 = try SymbolImage(
            systemName: "star", configuration: .listContent(for: .accessibilityExtraLarge),
            traits: traits(.accessibilityExtraLarge))
        let ax3Square = SymbolImage.targetDimension(pointSize: 40, scale: .small)
        #expect(ax3.pointSize == 40 && abs(max(ax3.size.width, ax3.size.height) / ax3Square - shares[.small]!) < 1e-9)
    }

    @Test("list symbols take the text's weight (a semibold headline, a semibold symbol); unset, regular")
    func followsTextWeight() {
        #expect(SymbolConfiguration.listContent(for: .large).resolvedWeight == .regular)
        let headline = Font.preferredFont(forTextStyle: .headline)
        #expect(SymbolConfiguration.listContent(for: .large, textWeight: headline.weight).resolvedWeight == .semibold)
        #expect(SymbolConfiguration.listContent(for: .accessibilityExtraLarge, textWeight: .bold).resolvedWeight == .bold)
    }
}
