import Raster

// SF Symbols cannot be shipped outside Apple platforms, so each SF Symbol name is drawn
// from Phosphor Icons 2 (MIT; PyPI's py-phosphor-icons, installed by scripts/setup),
// chosen over the Material Icons font used before (#20) because it has what SF Symbols
// has and Material lacks: an outline style for every icon (Material's regular style is
// filled, so `tray` and `doc` came out filled) beside a fill style for the `.fill` names,
// strokes that can be drawn at any width (so the nine SF weights are strokes of nine
// widths, not emboldened fills), round caps and joins like SF's, and the shapes of the
// common list symbols (a waving flag, a cog, a top-view airplane, a tray, an archive box,
// the iOS share box). The table (`SymbolNameMapping+Table.swift`) says which icon draws
// which name; `.circle` and `.square` variants Phosphor lacks are composed: the figure
// in a drawn ring, or knocked out of a disc (`SymbolOutline+Enclosure.swift`).
// `material:NAME` still draws any Material Icons glyph by its own name.

/// The table from SF Symbol names to the icons that draw them.
public enum SymbolNameMapping {
    /// How one SF Symbol name is drawn.
    public struct Entry: Hashable, Sendable {
        /// Where the figure comes from.
        public enum Source: Hashable, Sendable {
            /// A Phosphor icon by its file name, in its outline style or its fill style.
            case phosphor(String, filled: Bool)
            /// A figure of the project's own (`OwnSymbol`), in its outline or fill style.
            case own(String, filled: Bool)
            /// An SF Symbols template in a user's folder (``SymbolCatalog/templateFolder``):
            /// the folder and the file's name in it.
            case template(folder: String, file: String)
            /// A Material Icons glyph by its name in the font's name list (`material:` names).
            case material(String)
            /// No figure: the enclosure alone (SF's `square`, `app`).
            case none
        }

        /// The SF Symbol name, e.g. "star.fill".
        public let systemName: String
        public let source: Source
        /// The ring, rounded square or disc drawn around (or under) the figure, if composed.
        public let enclosure: SymbolEnclosure?
        /// Clockwise quarter turns (0…3, y down) applied to the figure.
        public let quarterTurns: Int
        /// Whether the glyph is flipped horizontally in right-to-left layouts.
        public let mirrorsInRightToLeft: Bool
        /// Whether the glyph is always flipped horizontally (the figure faces the other way).
        public let flipsHorizontally: Bool
        /// Whether the glyph is a disc with the figure knocked out by its designer, which the
        /// palette form fills with the secondary colour.
        public let hasKnockoutDisc: Bool
        /// Whether a badge dot sits at the figure's top right, the figure cut away around it
        /// (`bell.badge`, `app.badge`).
        public let hasBadge: Bool
        /// How much larger than the icon set draws it the figure is placed: above 1 for the
        /// names SF draws wider than its other symbols (`tv`), where the icon set shrank the
        /// figure into its square. Strokes keep the weight's width.
        public let enlargement: Double

        public init(
            systemName: String, source: Source, enclosure: SymbolEnclosure? = nil, quarterTurns: Int = 0,
            mirrorsInRightToLeft: Bool = false, flipsHorizontally: Bool = false, hasKnockoutDisc: Bool = false,
            hasBadge: Bool = false, enlargement: Double = 1
        ) {
            self.systemName = systemName
            self.source = source
            self.enclosure = enclosure
            self.quarterTurns = ((quarterTurns % 4) + 4) % 4
            self.mirrorsInRightToLeft = mirrorsInRightToLeft
            self.flipsHorizontally = flipsHorizontally
            self.hasKnockoutDisc = hasKnockoutDisc
            self.hasBadge = hasBadge
            self.enlargement = enlargement
        }

        /// What draws the name, for messages and listings: "phosphor:gear (fill) in a
        /// circle", "material:star_border".
        public var sourceDescription: String {
            var s: String
            switch source {
            case .phosphor(let icon, let filled): s = "phosphor:\(icon)" + (filled ? " (fill)" : "")
            case .own(let figure, let filled): s = "own:\(figure)" + (filled ? " (fill)" : "")
            case .template(let folder, let file): s = "template:\(folder)/\(file)"
            case .material(let name): s = "material:\(name)"
            case .none: s = "no figure"
            }
            if hasBadge { s += " with a badge" }
            if let enclosure { s += " \(enclosure.description)" }
            return s
        }
    }

    /// The prefix that names a Material Icons glyph directly: "material:star_border".
    public static let materialPrefix = "material:"

    /// The entry for an SF Symbol name, or nil when the table has none.
    public static func entry(forSystemName name: String) -> Entry? {
        byName[name]
    }

    /// Every mapped SF Symbol name, in table order (related symbols together).
    public static var systemNames: [String] { entries.map(\.systemName) }

    /// Every entry, in table order.
    public static let entries: [Entry] = parse(table)

    private static let byName: [String: Entry] = Dictionary(
        entries.map { ($0.systemName, $0) },
        uniquingKeysWith: { first, _ in first })

    /// The table's options that are a word alone, each on or off: the figure's own
    /// (`mirrors`, `flip`, `knockout`, `nobase`, `solid`, `badge`) and the variants the
    /// name has besides its base (`fill`, `circle`, `circle.fill`, `square`, `square.fill`).
    static let flagWords: Set<String> = [
        "mirrors", "flip", "knockout", "nobase", "solid", "badge", "fill", "circle", "circle.fill", "square", "square.fill"
    ]

    /// The entries of the table's lines (grammar in `SymbolNameMapping+Table.swift`). The
    /// table is part of the code, so a malformed line is a programming error and stops.
    static func parse(_ text: String) -> [Entry] {
        var out: [Entry] = []
        // Split on the UTF-8 bytes: the table is ASCII but for its comments (a test holds it
        // so, and that both splits agree), and splitting the String by characters (grapheme
        // breaking at every step) was most of parsing it, 4 ms of every process that draws a
        // symbol.
        for raw in text.utf8.split(separator: UInt8(ascii: "\n")) {
            let line = raw.prefix { $0 != UInt8(ascii: "#") }
            let words = line.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
            guard words.count >= 2 else {
                precondition(words.isEmpty, "symbol table: '\(String(decoding: raw, as: UTF8.self))' needs a name and an icon")
                continue
            }
            let name = words[0]
            let icon = words[1]
            var turns = 0
            var enlargement = 1.0
            var flags: Set<String> = []
            var circled: String?
            var squared: String?
            var discFigure: String?
            for option in words.dropFirst(2) {
                if option.hasPrefix("turns="), let n = Int(option.dropFirst(6)) {
                    turns = n
                } else if option.hasPrefix("circle=") {
                    circled = String(option.dropFirst(7))
                } else if option.hasPrefix("square=") {
                    squared = String(option.dropFirst(7))
                } else if option.hasPrefix("filldisc=") {
                    discFigure = String(option.dropFirst(9))
                } else if option.hasPrefix("wide="), let f = Double(option.dropFirst(5)), f >= 1, f <= 1.5 {
                    enlargement = f
                } else if Self.flagWords.contains(option) {
                    flags.insert(option)
                } else {
                    preconditionFailure("symbol table: unknown option '\(option)' on '\(name)'")
                }
            }
            let mirrors = flags.contains("mirrors")
            let flip = flags.contains("flip")
            let knockout = flags.contains("knockout")
            let base = !flags.contains("nobase")
            let solid = flags.contains("solid")
            let badge = flags.contains("badge")
            // Phosphor's own circled and squared icons are drawn facing the right way already,
            // so the turns and flips of the figure are not applied to them (`designed`).
            func entry(
                _ suffix: String, _ source: Entry.Source, _ enclosure: SymbolEnclosure? = nil,
                knockout: Bool = false, designed: Bool = false
            ) -> Entry {
                Entry(
                    systemName: name + suffix, source: source, enclosure: enclosure, quarterTurns: designed ? 0 : turns,
                    mirrorsInRightToLeft: mirrors, flipsHorizontally: designed ? false : flip, hasKnockoutDisc: knockout,
                    hasBadge: badge && enclosure == nil && !designed, enlargement: enclosure == nil ? enlargement : 1)
            }
            func source(_ icon: String, filled: Bool) -> Entry.Source {
                icon.hasPrefix("own:") ? .own(String(icon.dropFirst(4)), filled: filled) : .phosphor(icon, filled: filled)
            }
            let figure: Entry.Source = icon == "-" ? .none : source(icon, filled: solid)
            let filledFigure: Entry.Source = icon == "-" ? .none : source(icon, filled: true)
            if icon == "-" {
                // The enclosure alone: NAME is the outline square, NAME.fill the filled one.
                out.append(entry("", .none, .square))
                if flags.contains("fill") { out.append(entry(".fill", .none, .squareFill)) }
                continue
            }
            if base { out.append(entry("", figure)) }
            if let discFigure {
                out.append(entry(".fill", source(discFigure, filled: true), .circleFill, designed: true))
            } else if flags.contains("fill") {
                out.append(entry(".fill", filledFigure, knockout: knockout))
            }
            // Knocked out of a disc, the figure is the filled one where the name has a fill.
            let inside = flags.contains("fill") ? filledFigure : figure
            for (kind, own) in [("circle", circled), ("square", squared)] {
                let ring: SymbolEnclosure = kind == "circle" ? .circle : .square
                let disc: SymbolEnclosure = kind == "circle" ? .circleFill : .squareFill
                if let own {
                    out.append(entry(".\(kind)", source(own, filled: false), designed: true))
                    if flags.contains("\(kind).fill") {
                        out.append(entry(".\(kind).fill", source(own, filled: true), knockout: true, designed: true))
                    }
                } else {
                    if flags.contains(kind) { out.append(entry(".\(kind)", figure, ring)) }
                    if flags.contains("\(kind).fill") { out.append(entry(".\(kind).fill", inside, disc)) }
                }
            }
        }
        return out
    }
}
