import CellAccessibility
import RenderCells
import Testing

@Suite struct ContrastRatioTests {
    @Test func extremesAndEquality() {
        #expect(abs(ContrastRatio.between(.black, .white) - 21) < 1e-9)
        #expect(ContrastRatio.between(.white, .white) == 1)
        #expect(ContrastRatio.between(.white, .black) == ContrastRatio.between(.black, .white))
    }

    /// Figures from WebAIM's contrast checker (https://webaim.org/resources/contrastchecker/).
    @Test func knownPairs() {
        // #777777 on white: 4.48:1 (just fails AA); #767676: 4.54:1 (the lightest grey that passes).
        #expect(abs(ContrastRatio.between(RGBAColor(hex: 0x777777), .white) - 4.48) < 0.005)
        #expect(abs(ContrastRatio.between(RGBAColor(hex: 0x767676), .white) - 4.54) < 0.005)
        // systemBlue (#007AFF) on white: 4.02:1.
        #expect(abs(ContrastRatio.between(RGBAColor(hex: 0x007AFF), .white) - 4.02) < 0.005)
    }

    /// UIKit's secondaryLabel (#3C3C43 at 60 %) over white: about 3.4:1, as the issue says
    /// iOS's own grey text measures.
    @Test func translucentTextOverItsBackground() {
        let secondary = RGBAColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
        let ratio = ContrastRatio.between(ContrastRatio.composite(secondary, over: .white), .white)
        #expect(ratio > 3.3 && ratio < 3.6)
    }

    @Test func largeText() {
        #expect(ContrastRatio.isLargeText(pointSize: 18, weight: .regular))
        #expect(!ContrastRatio.isLargeText(pointSize: 17, weight: .regular))
        #expect(ContrastRatio.isLargeText(pointSize: 14, weight: .bold))
        #expect(!ContrastRatio.isLargeText(pointSize: 14, weight: .semibold))
    }
}
