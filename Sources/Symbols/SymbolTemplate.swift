import Raster
import Typesetting

// A symbol exported from Apple's SF Symbols app as an SVG template, read for the names a
// user's own folder holds (docs/symbols.md, "Bring your own SF Symbols"). Nothing of
// Apple's is shipped: the user exports the symbols they have the right to use.
//
// The template (the app's "Export Symbol…", template formats 2.0 and later) is one SVG
// whose `Symbols` group holds one group per weight and scale, `id="Regular-M"`,
// `id="Ultralight-S"`, …, each placed by a `transform` and holding the glyph's filled
// paths, drawn at a 100-pt size in y-down units with the baseline at the group's origin.
// Since template 3.0 a custom symbol is usually exported as its three small masters alone
// (`Ultralight-S`, `Regular-S`, `Black-S`), the rest derived (SymbolTemplate+Interpolation).
// The `Guides` group has lines `Baseline-S/M/L` and `Capline-S/M/L` (their y; hand-made
// templates draw them as paths, their start's y) and `left-margin-Regular-M` /
// `right-margin-Regular-M` (their x). A `Notes` group and text labels are ignored. What is
// read: the group of the asked weight at the asked scale, else the same weight at medium
// scaled by the template's own ratio between the rows (measured where it draws one weight
// on both, each against its row's guides; SF's small 0.78 and large 1.29 of medium,
// Apple's figures, where it draws none), else that weight interpolated between the
// masters, else Regular; its size comes from the guides: the cap line to the baseline is
// the font's cap height, so the glyph sits with text as SF's does.
//
// Only the subset the app writes is read; a file is refused with its name and line when
// it has no symbol group, no guides, a drawn row without both its guides or with its cap
// line at or below its baseline, a guide that is not a number, or more than
// `SymbolSVG.maximumBytes` / `maximumElements`.

/// One symbol template file, read.
struct SymbolTemplate: Sendable {
    /// One weight-and-scale group: its filled paths in template units, transform applied,
    /// and the paths that erase what is behind them (SymbolTemplate+Layers.swift).
    struct Variant: Sendable {
        let path: Path
        let knockout: Path?
    }

    /// The groups found, by id ("Regular-M").
    let variants: [String: Variant]
    /// Baseline and cap line y by scale letter ("S", "M", "L").
    let baselines: [String: Double]
    let caplines: [String: Double]
    /// The margins around Regular-M (x), nil when the template has none.
    let leftMargin: Double?
    let rightMargin: Double?
    /// The points of its flattened outlines, all groups together (what it costs to keep).
    let points: Int
    /// The file, for errors.
    let file: String
    /// The masters' paths as drawn (curves kept), by group id ("Regular-S"): what the other
    /// weights are interpolated from (SymbolTemplate+Interpolation.swift).
    let masterPaths: [String: [Path]]
    /// What each of a group's paths does in the monochrome rendering, in order, by group id.
    let layers: [String: [Layer]]
    /// Where each group starts in the file ("line 12, column 5"), for errors.
    let groupPlaces: [String: String]

    /// The most outline points one template may flatten to, counted before it is flattened:
    /// 250,000 points are 14 MB of path elements. A glyph of a few hundred curves in each of
    /// the 27 weight-and-scale groups stays far below; a 242 KB template of large curves took
    /// 54 MB (#37 M1), each curve splitting into up to 10,000 lines.
    static let maximumPoints = 250_000

    /// SF Symbols' scales relative to medium (Apple: small about 0.78, large about 1.29).
    static func relativeScale(_ letter: String) -> Double {
        letter == "S" ? 0.78 : letter == "L" ? 1.29 : 1
    }

    /// The group id's weight for a font weight: "Ultralight", "Regular", "Semibold", ….
    static func weightName(_ weight: FontWeight) -> String {
        switch weight {
        case .ultraLight: return "Ultralight"
        case .thin: return "Thin"
        case .light: return "Light"
        case .regular: return "Regular"
        case .medium: return "Medium"
        case .semibold: return "Semibold"
        case .bold: return "Bold"
        case .heavy: return "Heavy"
        case .black: return "Black"
        }
    }

    /// The scale letter of a symbol scale.
    static func scaleLetter(_ scale: SymbolScale) -> String {
        switch scale.resolved {
        case .small: return "S"
        case .large: return "L"
        default: return "M"
        }
    }

    /// Reads `text`; `file` names it in errors.
    init(text: String, file: String) throws(SymbolError) {
        func fail(_ reason: String) -> SymbolError { .invalidSymbolFile(path: file, reason: reason) }
        var variants: [String: [Path]] = [:]
        var layers: [String: [Layer]] = [:]
        let classLayers = SymbolTemplate.monochromeLayers(in: text)
        var places: [String: String] = [:]
        var baselines: [String: Double] = [:]
        var caplines: [String: Double] = [:]
        /// Where each guide was read ("line 7, column 3"), by its id, for errors.
        var guidePlaces: [String: String] = [:]
        var left: Double?
        var right: Double?
        var sawSVG = false
        // Each element's state: the transform in force, the ids of it and its ancestors,
        // and the weight-and-scale group it is in.
        typealias Context = (transform: Transform, ids: [String], group: String?)
        try SymbolSVGScanner.walk(text, file: file) { (name, attributes, place, parent: Context?) throws(SymbolError) in
            let id = attributes.first { $0.name == "id" }?.value
            var transform = parent?.transform ?? .identity
            if let t = attributes.first(where: { $0.name == "transform" })?.value {
                transform = try SymbolSVG.transform(t, where: place, file: file).concatenating(transform)
            }
            if name == "svg" { sawSVG = true }
            let ids = (parent?.ids ?? []) + (id.map { [$0] } ?? [])
            let group = id.flatMap { SymbolTemplate.isVariantID($0) ? $0 : nil } ?? parent?.group
            if let id, SymbolTemplate.isVariantID(id), places[id] == nil { places[id] = place }
            if let id, ids.contains("Guides"), id.hasPrefix("Baseline-") || id.hasPrefix("Capline-") { guidePlaces[id] = place }
            if name == "line", let id, ids.contains("Guides") {
                func number(_ key: String) throws(SymbolError) -> Double {
                    guard let text = attributes.first(where: { $0.name == key })?.value,
                        let v = SymbolSVG.number(text), v.isFinite
                    else { throw fail("\(place): guide '\(id)' has no numeric '\(key)'") }
                    return v
                }
                if id.hasPrefix("Baseline-") {
                    baselines[String(id.dropFirst(9))] = try number("y1")
                } else if id.hasPrefix("Capline-") {
                    caplines[String(id.dropFirst(8))] = try number("y1")
                } else if id == "left-margin-Regular-M" {
                    left = try number("x1")
                } else if id == "right-margin-Regular-M" {
                    right = try number("x1")
                }
            } else if name == "path", let id, ids.contains("Guides"), id.hasPrefix("Baseline-") || id.hasPrefix("Capline-") {
                // Hand-made templates draw a guide as a path from its left end ("M18,146 l800,0").
                guard let path = try SymbolSVG.geometry(name, attributes, where: place, file: file),
                    case .move(let start)? = path.elements.first, start.y.isFinite
                else { throw fail("\(place): guide '\(id)' has no start point") }
                if id.hasPrefix("Baseline-") {
                    baselines[String(id.dropFirst(9))] = start.y
                } else {
                    caplines[String(id.dropFirst(8))] = start.y
                }
            } else if ["path", "circle", "ellipse", "rect", "polygon"].contains(name), ids.contains("Symbols"), let group,
                let path = try SymbolSVG.geometry(name, attributes, where: place, file: file)
            {
                variants[group, default: []].append(path.applying(transform))
                let classes = attributes.first { $0.name == "class" }?.value
                layers[group, default: []].append(SymbolTemplate.layer(ofClasses: classes, in: classLayers))
            }
            return (transform, ids, group)
        }
        guard sawSVG else { throw fail("not an SVG document") }
        guard !variants.isEmpty else {
            throw fail("no symbol group (a <g id=\"Regular-M\"> inside <g id=\"Symbols\">): not an SF Symbols template")
        }
        try SymbolTemplate.checkGuides(
            baselines: baselines, caplines: caplines, places: guidePlaces,
            drawnRows: Set(variants.keys.compactMap { $0.split(separator: "-").last.map(String.init) }),
            groupPlaces: places, file: file)
        // The budget is counted from the curves before any is flattened (the flattener's own
        // count, `Path.flattenedPointCount`), so a refused template costs only its parse.
        var points = 0
        for paths in variants.values {
            for p in paths { points += p.flattenedPointCount(tolerance: SymbolCatalog.designTolerance) }
        }
        guard points <= SymbolTemplate.maximumPoints else {
            throw fail(
                "its outlines flatten to \(points) points, more than the \(SymbolTemplate.maximumPoints) of a template "
                    + "(an SF Symbols export is far below; simplify its paths)")
        }
        self.points = points
        var built: [String: Variant] = [:]
        for (id, paths) in variants {
            let (path, knockout) = SymbolTemplate.assemble(paths, layers: layers[id] ?? [])
            built[id] = Variant(path: path, knockout: knockout)
        }
        self.variants = built
        self.layers = layers
        self.file = file
        let masterIDs = Set(
            SymbolTemplate.masterWeights.flatMap { w in ["S", "M", "L"].map { "\(SymbolTemplate.weightName(w))-\($0)" } })
        masterPaths = variants.filter { masterIDs.contains($0.key) }
        groupPlaces = places
        self.baselines = baselines
        self.caplines = caplines
        leftMargin = left
        rightMargin = right
    }

    /// Throws, naming the guide, its line and the file, unless every row a group is drawn on
    /// (`drawnRows`: "S", "M", "L") has a `Baseline-` and a `Capline-` guide with the cap line
    /// above the baseline (y grows downwards): without them the row's size is unknown, and a
    /// row without its guides was silently passed over before, ending in "has no group to draw".
    static func checkGuides(
        baselines: [String: Double], caplines: [String: Double], places: [String: String],
        drawnRows: Set<String>, groupPlaces: [String: String], file: String
    ) throws(SymbolError) {
        func fail(_ reason: String) -> SymbolError { .invalidSymbolFile(path: file, reason: reason) }
        func at(_ id: String) -> String { places[id].map { " (\($0))" } ?? "" }
        guard !baselines.isEmpty || !caplines.isEmpty else {
            throw fail("no Baseline-S/M/L or Capline-S/M/L guide in a <g id=\"Guides\">: not an SF Symbols template")
        }
        for row in ["S", "M", "L"] where drawnRows.contains(row) {
            let group = groupPlaces.keys.filter { $0.hasSuffix("-\(row)") }.sorted().first ?? "a group"
            let drawn = "\(group)\(groupPlaces[group].map { " (\($0))" } ?? "") is drawn on row \(row)"
            guard let base = baselines[row] else {
                throw fail(
                    "\(drawn), but there is no Baseline-\(row) guide"
                        + (caplines[row] == nil ? " and no Capline-\(row) guide" : "")
                        + "; a row's size comes from the distance between its two guides")
            }
            guard let cap = caplines[row] else {
                throw fail(
                    "\(drawn), but there is no Capline-\(row) guide beside Baseline-\(row)\(at("Baseline-\(row)")); "
                        + "a row's size comes from the distance between its two guides")
            }
            guard base - cap > 0 else {
                throw fail(
                    "guide Capline-\(row)\(at("Capline-\(row)")) at y \(cap) is not above Baseline-\(row)"
                        + "\(at("Baseline-\(row)")) at y \(base); the cap line must be above the baseline (y grows downwards)")
            }
        }
    }

    /// How much larger a symbol is drawn on row `letter` than on row `row`, each measured
    /// against its own row's guides (ink height over the row's Capline-to-Baseline distance).
    /// Measured from the template itself wherever it draws one weight on both rows (Regular
    /// first, then the other weights in order), so a template whose designer drew its scales
    /// further apart or closer than SF's keeps its own proportions; SF's ratios
    /// (``relativeScale(_:)``) only where no weight is drawn on both, as in an export of the
    /// three small masters alone.
    func rowRatio(_ letter: String, from row: String) -> Double {
        if letter == row { return 1 }
        let fallback = SymbolTemplate.relativeScale(letter) / SymbolTemplate.relativeScale(row)
        guard let baseA = baselines[letter], let capA = caplines[letter], baseA - capA > 0,
            let baseB = baselines[row], let capB = caplines[row], baseB - capB > 0
        else { return fallback }
        let weights = ["Regular"] + FontWeight.allCases.map(SymbolTemplate.weightName).filter { $0 != "Regular" }
        for weight in weights {
            guard let a = variants["\(weight)-\(letter)"]?.path.onCurveBounds(),
                let b = variants["\(weight)-\(row)"]?.path.onCurveBounds(), a.height > 0, b.height > 0
            else { continue }
            let ratio = (a.height / (baseA - capA)) / (b.height / (baseB - capB))
            if ratio.isFinite, ratio > 0 { return ratio }
        }
        return fallback
    }

    /// Whether a group id names a weight and scale ("Regular-M").
    static func isVariantID(_ id: String) -> Bool {
        let parts = id.split(separator: "-")
        return parts.count == 2 && ["S", "M", "L"].contains(parts[1])
            && FontWeight.allCases.contains { weightName($0) == parts[0] }
    }

    /// The glyph for a weight and scale, and the factor its cap height in template units
    /// maps to the font's cap height by (1 for a group drawn at that scale; 0.78 or 1.29
    /// when another row stands in); nil when the template has no group to draw it from.
    /// In order: the group itself; the same weight drawn at medium; the weight interpolated
    /// between the masters of its row, else of another row (a template of the three small
    /// masters, SymbolTemplate+Interpolation.swift); Regular. Throws when masters that
    /// must be interpolated are not point-compatible.
    func variant(weight: FontWeight, scale: SymbolScale) throws(SymbolError)
        -> (path: Path, knockout: Path?, capUnits: Double, relative: Double, id: String)?
    {
        let letter = SymbolTemplate.scaleLetter(scale)
        let name = SymbolTemplate.weightName(weight)
        if let found = drawn(name, letter) { return found }
        for row in [letter] + ["S", "M", "L"].filter({ $0 != letter }) {
            guard let base = baselines[row], let cap = caplines[row], base - cap > 0,
                let paths = try interpolated(weight: weight, letter: row)
            else { continue }
            // The masters are point-compatible, so the lower one's layers are the result's.
            let lower = "\(SymbolTemplate.weightName(SymbolTemplate.masters(for: weight).lower))-\(row)"
            let (path, knockout) = SymbolTemplate.assemble(paths, layers: layers[lower] ?? [])
            return (
                path, knockout, base - cap, rowRatio(letter, from: row),
                "\(name)-\(letter) (interpolated from the \(row) masters)"
            )
        }
        return drawn("Regular", letter)
    }

    /// The group `weight-letter`, else `weight-M` standing in at the template's own ratio
    /// between the rows (``rowRatio(_:from:)``).
    private func drawn(_ weight: String, _ letter: String)
        -> (path: Path, knockout: Path?, capUnits: Double, relative: Double, id: String)?
    {
        for (l, relative) in [(letter, 1.0), ("M", rowRatio(letter, from: "M"))] {
            let id = "\(weight)-\(l)"
            if let v = variants[id], let base = baselines[l], let cap = caplines[l], base - cap > 0 {
                return (v.path, v.knockout, base - cap, relative, id)
            }
        }
        return nil
    }
}
