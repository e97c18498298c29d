// `dot.radiowaves.left.and.right`: a solid dot sending waves both ways, three arcs on each
// side as SF draws them (the icon set's `broadcast` has two and a ring). The arcs are 48,
// 86 and 124 units about the dot, spanning 40° above and below the axis; the outermost
// reach the square's edges, so the figure is wider than the live area, as SF's is
// (27–28 pt at Body where most symbols are 21–23).

extension OwnSymbol {
    static let dotRadiowaves = OwnSymbol(
        name: "dot-radiowaves",
        regular: svg(
            """
            <circle cx="128" cy="128" r="20" fill="currentColor"/>\
            <path d="M164.8,97.1A48,48,0,0,1,164.8,158.9"/>\
            <path d="M193.88,72.72A86,86,0,0,1,193.88,183.28"/>\
            <path d="M222.99,48.29A124,124,0,0,1,222.99,207.71"/>\
            <path d="M91.2,97.1A48,48,0,0,0,91.2,158.9"/>\
            <path d="M62.12,72.72A86,86,0,0,0,62.12,183.28"/>\
            <path d="M33.01,48.29A124,124,0,0,0,33.01,207.71"/>
            """), fill: nil)
}
