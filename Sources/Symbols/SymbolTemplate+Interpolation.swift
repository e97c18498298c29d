import Raster
import Typesetting

// Templates that hold only masters. Since template 3.0 the SF Symbols app exports a custom
// symbol as three small-scale masters, `Ultralight-S`, `Regular-S` and `Black-S`, and
// derives the other 24 weight-and-scale groups itself: the weights by interpolating
// between the masters, which the format requires to be point-compatible (the same paths,
// with the same elements in the same order), and the medium and large scales from small.
// This file derives them the same way, so a cell asking for bold medium draws bold medium,
// not Regular:
//
// - weight: between Ultralight and Regular for the lighter weights, Regular and Black for
//   the heavier, linearly in the OpenType weight class (Thin 1/3 and Light 2/3 of the way
//   from Ultralight to Regular; Medium 0.2 … Heavy 0.8 from Regular to Black). The app's
//   own factors are not published; this is an assumption, stated in docs/symbols.md.
// - scale: the group drawn at one scale stands in for another at the ratio
//   the template measures between its rows (SymbolTemplate.rowRatio; SF's small 0.78 and
//   large 1.29 of medium where it draws no weight on two rows), sized by the guides
//   of the row it was drawn on (its Baseline and Capline), as a medium group stands in.
//
// Every element's coordinates are interpolated, curves kept as curves; the result is
// then flattened like any group.

extension SymbolTemplate {
    /// The masters the app interpolates between, lightest first.
    static let masterWeights: [FontWeight] = [.ultraLight, .regular, .black]

    /// The two masters `weight` lies between and how far from the first (0...1).
    static func masters(for weight: FontWeight) -> (lower: FontWeight, upper: FontWeight, t: Double) {
        let w = Double(weight.openTypeWeight)
        let regular = Double(FontWeight.regular.openTypeWeight)
        if w <= regular {
            let light = Double(FontWeight.ultraLight.openTypeWeight)
            return (.ultraLight, .regular, (w - light) / (regular - light))
        }
        let black = Double(FontWeight.black.openTypeWeight)
        return (.regular, .black, (w - regular) / (black - regular))
    }

    /// The paths of `weight` on the row `letter`, interpolated between the row's masters;
    /// nil when the row lacks either master. Throws, naming both groups and their lines,
    /// when the masters are not point-compatible.
    func interpolated(weight: FontWeight, letter: String) throws(SymbolError) -> [Path]? {
        let (lower, upper, t) = SymbolTemplate.masters(for: weight)
        let lowerID = "\(SymbolTemplate.weightName(lower))-\(letter)"
        let upperID = "\(SymbolTemplate.weightName(upper))-\(letter)"
        guard let a = masterPaths[lowerID], let b = masterPaths[upperID] else { return nil }
        if t == 0 { return a }
        if t == 1 { return b }
        func incompatible(_ why: String) -> SymbolError {
            .invalidSymbolFile(
                path: file,
                reason: "its masters \(lowerID) (\(groupPlaces[lowerID] ?? "?")) and \(upperID) "
                    + "(\(groupPlaces[upperID] ?? "?")) are not point-compatible, so \(SymbolTemplate.weightName(weight)) cannot "
                    + "be interpolated between them: \(why)")
        }
        guard a.count == b.count else { throw incompatible("\(a.count) paths against \(b.count)") }
        var out: [Path] = []
        for (index, (pa, pb)) in zip(a, b).enumerated() {
            guard pa.elements.count == pb.elements.count else {
                throw incompatible("path \(index + 1) has \(pa.elements.count) elements against \(pb.elements.count)")
            }
            var builder = PathBuilder()
            for (n, (ea, eb)) in zip(pa.elements, pb.elements).enumerated() {
                switch (ea, eb) {
                case (.move(let p), .move(let q)): builder.move(to: p.lerp(q, t))
                case (.line(let p), .line(let q)): builder.line(to: p.lerp(q, t))
                case (.quad(let c, let p), .quad(let d, let q)): builder.quad(to: p.lerp(q, t), control: c.lerp(d, t))
                case (.cubic(let c1, let c2, let p), .cubic(let d1, let d2, let q)):
                    builder.cubic(to: p.lerp(q, t), control1: c1.lerp(d1, t), control2: c2.lerp(d2, t))
                case (.close, .close): builder.close()
                default: throw incompatible("path \(index + 1), element \(n + 1) is a different kind of segment")
                }
            }
            out.append(builder.build())
        }
        return out
    }
}
