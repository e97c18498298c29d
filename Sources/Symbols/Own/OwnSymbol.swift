// Figures designed for this project, for SF names the icon set has nothing close to (its
// nearest figure is another pictogram, or outlines what SF draws solid). Each is SVG text
// in the icon set's own conventions, so the same reader, restroking and sizing apply: a
// 256-unit square whose live area is 24…232, strokes 16 units wide with round caps and
// joins (redrawn at each weight's width), solid parts as fills. Each is designed here
// from the generic pictogram (a note, a speaker, a stack of cards), one file per figure
// with its design note; none is traced from Apple's artwork. A figure may run past the
// live area where SF draws the symbol wider than tall (the radio waves).

/// A figure of the project's own (`own:NAME` in the name table).
struct OwnSymbol: Sendable {
    /// The name the table uses after `own:`.
    let name: String
    /// The outline style, SVG text.
    let regular: String
    /// The fill style, SVG text; nil when the outline style is already solid where SF's
    /// plain and `.fill` forms are.
    let fill: String?

    /// Every own figure, by name.
    static let all: [String: OwnSymbol] = Dictionary(
        uniqueKeysWithValues: [
            musicNote, musicNoteList, musicMic, playCircle, rectangleStack, speakerWave3,
            dotRadiowaves, tv, tvMusicNote
        ].map { ($0.name, $0) })

    /// The SVG text of a style: the fill style where asked and drawn, else the outline style.
    func svgText(filled: Bool) -> String {
        filled ? fill ?? regular : regular
    }

    /// Wraps shapes in the conventions every own figure shares: the 256-unit square, and
    /// strokes 16 units wide, round, painting no fill unless a shape asks for one.
    static func svg(_ shapes: String) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256">\
        <g fill="none" stroke="currentColor" stroke-width="16" stroke-linecap="round" stroke-linejoin="round">\
        \(shapes)</g></svg>
        """
    }
}
