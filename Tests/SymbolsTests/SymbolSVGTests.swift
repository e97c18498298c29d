import Foundation
import Raster
import Symbols
import TestSupport
import Testing
import Typesetting

/// The SVG reader behind the symbol set, through a catalog whose set is a folder of test
/// files: `minus` (mapped to Phosphor's `minus`) draws whatever `regular/minus.svg` says.
@Suite struct SymbolSVGTests {
    /// A symbol set holding `regular/minus.svg` = `svg` (and the `star.svg` a set must have).
    static func catalog(_ svg: String) throws -> (SymbolCatalog, String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("symbol-svg-\(UUID().uuidString)")
        let regular = folder.appendingPathComponent("regular")
        try FileManager.default.createDirectory(at: regular, withIntermediateDirectories: true)
        try #"<svg viewBox="0 0 256 256"><circle cx="128" cy="128" r="90"/></svg>"#
            .write(to: regular.appendingPathComponent("star.svg"), atomically: true, encoding: .utf8)
        let file = regular.appendingPathComponent("minus.svg")
        try svg.write(to: file, atomically: true, encoding: .utf8)
        return (SymbolCatalog(symbolSetPath: folder.path), file.path)
    }

    static func image(_ svg: String) throws -> SymbolImage {
        try SymbolImage(
            systemName: "minus", configuration: SymbolConfiguration(pointSize: 20, scale: .small),
            catalog: catalog(svg).0)
    }

    static func aspect(_ svg: String) throws -> Double {
        let i = try image(svg)
        return i.size.width / i.size.height
    }

    static func error(_ svg: String) throws -> (SymbolError?, String) {
        let (catalog, file) = try catalog(svg)
        do {
            _ = try SymbolImage(systemName: "minus", catalog: catalog)
            return (nil, file)
        } catch {
            return (error, file)
        }
    }

    @Test("every shape element, filled, gives its exact box (the fill's aspect survives sizing)")
    func shapes() throws {
        let wrap = { (body: String) in #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256">"# + body + "</svg>" }
        #expect(abs(try Self.aspect(wrap(#"<rect x="10" y="20" width="100" height="50"/>"#)) - 2) < 1e-3)
        #expect(abs(try Self.aspect(wrap(#"<rect width="100" height="50" rx="10"/>"#)) - 2) < 1e-3)
        #expect(abs(try Self.aspect(wrap(#"<circle cx="50" cy="50" r="40" fill="currentColor"/>"#)) - 1) < 1e-3)
        #expect(abs(try Self.aspect(wrap(#"<ellipse cx="50" cy="50" rx="60" ry="20"/>"#)) - 3) < 1e-3)
        #expect(abs(try Self.aspect(wrap(#"<polygon points="0,0 90,0 90,30"/>"#)) - 3) < 1e-3)
        #expect(abs(try Self.aspect(wrap(#"<path d="M0 0h40v80z"/>"#)) - 0.5) < 1e-3)
        // A group's transform applies to its children (rotate a 2:1 rectangle a quarter).
        #expect(
            abs(try Self.aspect(wrap(#"<g transform="translate(100 0) rotate(90)"><rect width="100" height="50"/></g>"#)) - 0.5)
                < 1e-3)
        // Unpainted and transparent shapes are left out: only the 1:1 square counts.
        let mixed = wrap(
            #"<rect width="256" height="256" fill="none"/><g opacity="0.2"><rect width="200" height="10"/></g>"#
                + #"<rect x="10" y="10" width="40" height="40" style="fill:#000"/>"#)
        #expect(abs(try Self.aspect(mixed) - 1) < 1e-3)
    }

    @Test("strokes: line, polyline; width, caps and joins from attributes or style")
    func strokes() throws {
        let line =
            #"<svg viewBox="0 0 256 256"><line x1="20" y1="100" x2="220" y2="100" stroke="currentColor" stroke-width="16" stroke-linecap="round" fill="none"/></svg>"#
        let i = try Self.image(line)
        // A round-capped horizontal stroke: its height is the stroke, which sizing sets to
        // 1/12 of the point size at regular.
        #expect(abs(i.size.height - 20.0 / 12) < 1e-3)
        // The same stroke written in a style attribute reads the same.
        let styled =
            #"<svg viewBox="0 0 256 256"><polyline points="20,100 220,100" style="stroke:#000;stroke-width:16px;stroke-linecap:round;fill:none"/></svg>"#
        #expect(try Self.image(styled).size == i.size)
        // Butt caps end at the points: the ink is the line's length, so the ink box is
        // relatively longer with round caps.
        let butt =
            ##"<svg viewBox="0 0 256 256"><line x1="20" y1="100" x2="220" y2="100" stroke="#000" stroke-width="16"/></svg>"##
        let b = try Self.image(butt)
        #expect(b.size.width / b.size.height < i.size.width / i.size.height)
    }

    @Test("overlapping pieces wound opposite ways add up instead of cancelling")
    func orientation() throws {
        // A counter-clockwise disc and a clockwise square overlapping in the middle.
        let svg =
            #"<svg viewBox="0 0 256 256"><path d="M128 28A100 100 0 0 0 128 228A100 100 0 0 0 128 28Z"/><rect x="78" y="78" width="100" height="100"/></svg>"#
        let image = try Self.image(svg)
        let canvas = try #require(Canvas(width: 40, height: 40))
        image.draw(in: canvas, rect: Rect(x: 0, y: 0, width: 40, height: 40), color: .black)
        #expect(canvas.pixmap[20, 20].a == 255)
    }

    @Test("bad files: a clear error naming the file and what is wrong, never a crash")
    func errors() throws {
        func reason(_ svg: String) throws -> String? {
            let (error, file) = try Self.error(svg)
            guard case .invalidSymbolFile(let path, let reason)? = error else { return nil }
            #expect(path == file)
            return reason
        }
        #expect(
            try reason(#"<svg viewBox="0 0 256 256"><text>hi</text></svg>"#)?.contains("element <text> is not supported") == true)
        #expect(
            try reason(#"<svg viewBox="0 0 256 256"><path d="M0 0 L5"/></svg>"#)?.contains(
                "SVG path data, byte 7: expected a number after 'L'") == true)
        #expect(
            try reason(#"<svg viewBox="0 0 256 256"><path fill-rule="evenodd" d="M0 0h5v5z"/></svg>"#)?.contains("evenodd")
                == true)
        #expect(try reason(#"<svg><rect width="5" height="5"/></svg>"#)?.contains("viewBox") == true)
        #expect(
            try reason(#"<svg viewBox="0 0 256 256"><rect width="5" height="x"/></svg>"#)?.contains("'height' is 'x'") == true)
        #expect(
            try reason(#"<svg viewBox="0 0 256 256"><g><rect width="5" height="5"/></svg>"#)?.contains("does not match") == true)
        #expect(
            try reason(#"<svg viewBox="0 0 256 256"><rect width="5" height="5" transform="skew(3)"/></svg>"#)?.contains(
                "not a transform") == true)
        #expect(try reason(##"<svg viewBox="0 0 256 256"><rect width="5" height="5""##)?.contains("never ended") == true)
        #expect(try reason(##"<svg viewBox="0 0 256 256"><rect width="5" height="5"##)?.contains("never closed") == true)
        // A file that parses but paints nothing names the icon.
        let (nothing, _) = try Self.error(#"<svg viewBox="0 0 256 256"><line x1="0" y1="0" x2="0" y2="0"/></svg>"#)
        #expect(nothing == .invalidSymbolFile(path: "phosphor:minus", reason: "draws nothing"))
        let huge = #"<svg viewBox="0 0 256 256">"# + String(repeating: #"<rect width="1" height="1"/>"#, count: 3000) + "</svg>"
        #expect(try reason(huge)?.contains("elements") == true)
        // A missing icon file names itself.
        let (error, _) = try Self.error(#"<svg viewBox="0 0 256 256"><rect width="5" height="5"/></svg>"#)
        #expect(error == nil)
        let (catalog, _) = try Self.catalog(#"<svg viewBox="0 0 256 256"/>"#)
        #expect(throws: SymbolError.self) { try SymbolImage(systemName: "plus", catalog: catalog) }
    }
}
