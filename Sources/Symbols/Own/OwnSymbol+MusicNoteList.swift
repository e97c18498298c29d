// `music.note.list`: a playlist. Three lines of a list at the top left, the last one
// shorter, and the eighth note of `music.note` (solid head) smaller at the bottom right,
// its stem rising beside the lines. The icon set's `playlist` outlines the note's head.

extension OwnSymbol {
    static let musicNoteList = OwnSymbol(
        name: "music-note-list",
        regular: svg(
            """
            <line x1="32" y1="56" x2="144" y2="56"/>\
            <line x1="32" y1="104" x2="144" y2="104"/>\
            <line x1="32" y1="152" x2="104" y2="152"/>\
            <line x1="200" y1="192" x2="200" y2="48"/>\
            <path d="M200,48c0,28,24,36,24,64"/>\
            <ellipse cx="164" cy="196" rx="36" ry="27" transform="rotate(-24 164 196)" fill="currentColor"/>
            """), fill: nil)
}
