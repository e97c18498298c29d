// `speaker.wave.3`: a loudspeaker with three sound waves, as SF counts them (the icon
// set's loudest speaker has two). The speaker's box and cone sit at the left, the waves
// are arcs of 40, 80 and 120 units about a point just right of the cone, each spanning
// 45° above and below the axis; the figure runs wider than tall as SF's does. The fill
// style fills the speaker.

extension OwnSymbol {
    static let speakerWave3 = OwnSymbol(
        name: "speaker-wave-3", regular: svg(speaker(filled: false)),
        fill: svg(speaker(filled: true)))

    private static func speaker(filled: Bool) -> String {
        let paint = filled ? " fill=\"currentColor\"" : ""
        return """
            <path d="M8,100h36l52,-48v152l-52,-48h-36z"\(paint)/>\
            <path d="M128.3,99.7A40,40,0,0,1,128.3,156.3"/>\
            <path d="M156.6,71.4A80,80,0,0,1,156.6,184.6"/>\
            <path d="M184.9,43.1A120,120,0,0,1,184.9,212.9"/>
            """
    }
}
