// `music.mic`: a handheld microphone held at 45°, its head a ring at the top right (SF
// draws the plain name as an outline, the head included; the solid ball is its `.fill`
// form, #35) and its handle an outlined bar tapering from 40 units across under the head
// to 24 at its end, running to the bottom left along the head's diagonal, a stroke's width
// clear of the ring. The handle is wider than a magnifying glass's so the two read apart.
// The fill style fills both.

extension OwnSymbol {
    static let musicMic = OwnSymbol(
        name: "music-mic",
        regular: svg(
            """
            <circle cx="164" cy="92" r="56"/>\
            <polygon points="90.5,137.3 118.7,165.5 48,225 31,208"/>
            """),
        fill: svg(
            """
            <circle cx="164" cy="92" r="60" fill="currentColor"/>\
            <polygon points="90.5,137.3 118.7,165.5 48,225 31,208" fill="currentColor"/>
            """))
}
