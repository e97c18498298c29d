// `tv.music.note`: `tv`'s wide screen and stand (OwnSymbol+TV.swift) with `music.note`'s
// eighth note (OwnSymbol+MusicNote.swift) at about half its size in the middle of the
// screen: a solid tilted head, a stem from its right side and a flag curving down to the
// right. Before this figure the name fell back to `tv` and drew an empty screen (#35).
// The note is centred on the screen's inside (x 12…244, y 56…192), its ink 76 units wide
// and 100 tall, so a stroke's width stays clear of the screen's edge at every weight.

extension OwnSymbol {
    static let tvMusicNote = OwnSymbol(
        name: "tv-music-note",
        regular: svg(
            """
            <rect x="4" y="48" width="248" height="152" rx="20"/>\
            <line x1="88" y1="228" x2="168" y2="228"/>\
            <line x1="140" y1="150" x2="140" y2="84"/>\
            <path d="M140,84c0,20,28,24,28,48"/>\
            <ellipse cx="120" cy="152" rx="22" ry="16" transform="rotate(-24 120 152)" fill="currentColor"/>
            """), fill: nil)
}
