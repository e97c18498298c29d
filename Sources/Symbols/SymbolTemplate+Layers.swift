import Foundation
import Raster

// How each path of a template draws in the monochrome rendering, the one UIKit uses for a
// symbol in one tint colour. The SF Symbols app (template 4.0 and later, as exported by
// SF Symbols 5 and 6) gives every path classes such as `monochrome-3 multicolor-3:systemBlueColor
// hierarchical-3:tertiary SFSymbolsPreviewWireframe`, and its `<style>` says what each
// rendering does with them: `.monochrome-3 {opacity:0.0;-sfsymbols-clear-behind:true}` is a
// layer that is not drawn but erases what is behind it (the stripes cut out of a cupcake's
// wrapper), `opacity:0.0` alone is a layer the rendering leaves out. Read as plain fills,
// such a template drew its cut-outs solid. Only the `monochrome-*` rules are read: the
// other renderings are not drawn here, and `SFSymbolsPreviewWireframe` is the app's
// editing preview (a black hairline), not the symbol. Templates without a `<style>` (2.0,
// 3.0, hand-made ones) draw every path, as before. Erasers become the outline's knockout
// (`SymbolOutline.knockout`, clipped out when drawn), as `assemble` states.

extension SymbolTemplate {
    /// What a path does in the monochrome rendering.
    enum Layer: Sendable, Equatable {
        /// Filled in the tint colour.
        case drawn
        /// Left out (`opacity: 0`).
        case hidden
        /// Left out, and what is behind it is cleared (`opacity: 0` with
        /// `-sfsymbols-clear-behind: true`): drawn as the outline's knockout.
        case erases
    }

    /// The layers of the `monochrome-*` classes the template's `<style>` element declares,
    /// by class name; empty without one.
    static func monochromeLayers(in text: String) -> [String: Layer] {
        guard let open = text.range(of: "<style"), let start = text[open.upperBound...].firstIndex(of: ">"),
            let end = text.range(of: "</style>", range: start..<text.endIndex)
        else { return [:] }
        var layers: [String: Layer] = [:]
        for rule in text[text.index(after: start)..<end.lowerBound].split(separator: "}") {
            let parts = rule.split(separator: "{", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let selector = parts[0].trimmingCharacters(in: .whitespacesAndNewlines)
            guard selector.hasPrefix(".monochrome-"), !selector.contains(" ") else { continue }
            var transparent = false
            var clearsBehind = false
            for declaration in parts[1].split(separator: ";") {
                let pair = declaration.split(separator: ":", maxSplits: 1).map {
                    $0.trimmingCharacters(in: .whitespacesAndNewlines)
                }
                guard pair.count == 2 else { continue }
                if pair[0] == "opacity", let value = Double(pair[1]), value <= 0 { transparent = true }
                if pair[0] == "-sfsymbols-clear-behind", pair[1] == "true" { clearsBehind = true }
            }
            layers[String(selector.dropFirst())] = transparent ? (clearsBehind ? .erases : .hidden) : .drawn
        }
        return layers
    }

    /// The layer of a path with the `class` attribute `classes`: that of its first
    /// `monochrome-*` class the style declares, else drawn.
    static func layer(ofClasses classes: String?, in layers: [String: Layer]) -> Layer {
        guard let classes, !layers.isEmpty else { return .drawn }
        for name in classes.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
            if let layer = layers[String(name)] { return layer }
        }
        return .drawn
    }

    /// The drawn paths as one outline (each wound the same way, so overlaps add), and the
    /// erasing ones as its knockout, nil when there is none.
    ///
    /// A knockout is clipped out of the whole figure, where the app clears only the layers
    /// behind an eraser. A drawn layer that lies inside an earlier eraser (the badge in the
    /// gap cleared for it in `photo.badge.xmark`, the pencil in its gap on a clipboard: its
    /// ink box at least 90 % inside the eraser's) is added to the knockout wound the other
    /// way, so the knockout's nonzero winding is 0 over it and it is drawn; the gap around
    /// it is still cut. A drawn layer that only crosses an eraser (whiskers over a cat's
    /// cut-out mouth) is cut where it crosses, a small difference from the app.
    static func assemble(_ paths: [Path], layers: [Layer]) -> (path: Path, knockout: Path?) {
        func layer(_ index: Int) -> Layer { index < layers.count ? layers[index] : .drawn }
        let tolerance = SymbolCatalog.designTolerance
        var drawn = PathBuilder()
        var erased = PathBuilder()
        var erases = false
        // Ink boxes only when there is an eraser: most templates have none, and measuring
        // flattens every path once more (a fuzzed template of huge curves spent a quarter of
        // its time here).
        let boxes = layers.contains(.erases) ? paths.map { SymbolOutline.inkBounds(of: $0) } : []
        var keptOver: Set<Int> = []
        for (index, path) in paths.enumerated() {
            switch layer(index) {
            case .drawn: SymbolSVG.addOriented(path, to: &drawn, tolerance: tolerance)
            case .hidden: break
            case .erases:
                SymbolSVG.addOriented(path, to: &erased, tolerance: tolerance)
                erases = true
                for later in (index + 1)..<paths.count where layer(later) == .drawn && !keptOver.contains(later) {
                    let box = boxes[later]
                    let overlap = box.intersection(boxes[index])
                    guard !overlap.isEmpty, overlap.width * overlap.height >= 0.9 * box.width * box.height else { continue }
                    SymbolSVG.addOriented(paths[later], to: &erased, tolerance: tolerance, negative: true)
                    keptOver.insert(later)
                }
            }
        }
        return (drawn.build(), erases ? erased.build() : nil)
    }
}
