// `music.note`: an eighth note. SF draws its head solid, so the head is a filled oval
// tilted 24° like a written note head, the stem rises from its right side, and the flag
// leaves the stem's top curving down to the right, ending level with the stem's middle.
// The icon set's `music-note` draws a ring for the head and a square flag.

extension OwnSymbol {
    static let musicNote = OwnSymbol(
        name: "music-note",
        regular: svg(
            """
            <line x1="152" y1="184" x2="152" y2="32"/>\
            <path d="M152,32c0,40,56,48,56,96"/>\
            <ellipse cx="112" cy="188" rx="40" ry="30" transform="rotate(-24 112 188)" fill="currentColor"/>
            """), fill: nil)
}
