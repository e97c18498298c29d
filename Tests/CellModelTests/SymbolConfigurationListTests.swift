import CellModel
import Testing
import Typesetting

/// The symbol configuration a list content view starts from (reference §3.4).
@Suite struct SymbolConfigurationListTests {
    @Test("list symbols: Body, large at standard sizes, medium at AX1–AX2, small from AX3 (§3.4)")
    func listConfiguration() {
        #expect(SymbolConfiguration.listContent(for: .extraSmall).scale == .large)
        #expect(SymbolConfiguration.listContent(for: .extraExtraExtraLarge).scale == .large)
        #expect(SymbolConfiguration.listContent(for: .accessibilityMedium).scale == .medium)
        #expect(SymbolConfiguration.listContent(for: .accessibilityLarge).scale == .medium)
        #expect(SymbolConfiguration.listContent(for: .accessibilityExtraLarge).scale == .small)
        #expect(SymbolConfiguration.listContent(for: .accessibilityExtraExtraExtraLarge).scale == .small)
        #expect(SymbolConfiguration.listContent(for: .large).textStyle == .body)
    }
}
