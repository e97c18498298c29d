// `music.mic`: a handheld microphone held at 45°, its head a solid ball at the top right
// (SF draws the head solid; the icon set's `microphone-stage` outlines it) and its handle
// an outlined tapering bar running to the bottom left, leaving a gap of one stroke under
// the ball.

extension OwnSymbol {
    static let musicMic = OwnSymbol(name: "music-mic", regular: svg("""
        <circle cx="164" cy="92" r="60" fill="currentColor"/>\
        <polygon points="108,136 120,148 60,216 40,196"/>
        """), fill: nil)
}
