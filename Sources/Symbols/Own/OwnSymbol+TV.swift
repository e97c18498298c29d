// `tv`: a wide screen on a short stand. SF draws the screen wider than its other symbols
// (54–56 px at Body in a 2x sidebar, where most are 42–46), and without the antenna the
// icon set's `television` has, which also makes that figure nearly square. The screen is
// a rounded rectangle 248 × 152 units, running past the live area to the square's edges;
// the stand is a line of 80 units centred under it. The fill style fills the screen.

extension OwnSymbol {
    static let tv = OwnSymbol(
        name: "tv",
        regular: svg(
            """
            <rect x="4" y="48" width="248" height="152" rx="20"/>\
            <line x1="88" y1="228" x2="168" y2="228"/>
            """),
        fill: svg(
            """
            <rect x="4" y="48" width="248" height="152" rx="20" fill="currentColor"/>\
            <line x1="88" y1="228" x2="168" y2="228"/>
            """))
}
