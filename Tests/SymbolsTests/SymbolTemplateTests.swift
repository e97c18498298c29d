import Foundation
import Raster
import Symbols
import TestSupport
import Testing
import Typesetting

/// A folder of SF Symbols templates (`SymbolCatalog(templateFolder:)`): names it holds are
/// drawn from it, sized from its guides; hostile folders and files are located errors.
/// The templates are written here by hand in the app's structure (guides, margins,
/// weight-and-scale groups); nothing of Apple's is used.
@Suite struct SymbolTemplateTests {
    static let diamond = SymbolTemplateText.diamond
    /// A square 70 units wide standing on the baseline, for another weight's group.
    static let square = "M0 -70 L70 -70 L70 0 L0 0 Z"

    @Test("a name the folder holds is drawn from its template, sized from its guides; other names stay built-in")
    func templateOverridesBuiltIn() throws {
        let dir = try SymbolTemplateText.folder([
            "star.svg": SymbolTemplateText.make([("Regular-M", Self.diamond), ("Bold-M", Self.square)])
        ])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let catalog = SymbolCatalog(templateFolder: dir)
        #expect(try catalog.templateNames() == ["star"])
        let body = SymbolConfiguration(textStyle: .body, scale: .large)
        let star = try SymbolImage(systemName: "star", configuration: body, catalog: catalog)
        #expect(star.sourceDescription == "template:\(dir)/star.svg")
        // The guides' cap height (70.46 units) is Body's (17 × 1443/2048 pt); large is 1.29 × medium.
        let s = 17 * 1443.0 / 2048 * 1.29 / 70.46
        #expect(abs(star.size.height - 90 * s) < 1e-6 && abs(star.size.width - 91 * s) < 1e-6, "\(star.size)")
        // Another weight's group is used when the template has it.
        let bold = try SymbolImage(
            systemName: "star", configuration: SymbolConfiguration(textStyle: .body, weight: .bold),
            catalog: catalog)
        #expect(abs(bold.size.width - bold.size.height) < 1e-6)
        // A name the folder does not hold is the built-in one; the built-in star differs in pixels.
        let heart = try SymbolImage(systemName: "heart", configuration: body, catalog: catalog)
        #expect(heart.sourceDescription.hasPrefix("phosphor:"))
        let builtIn = try SymbolImage(systemName: "star", configuration: body)
        #expect(builtIn.sourceDescription.hasPrefix("phosphor:"))
        func pixels(_ image: SymbolImage) throws -> [UInt8] {
            let canvas = try #require(Canvas(width: 60, height: 60))
            canvas.clear(.transparent)
            image.draw(in: canvas, rect: Rect(x: 4, y: 4, width: image.size.width, height: image.size.height), color: .black)
            return canvas.pixmap.data
        }
        #expect(try pixels(star) != pixels(builtIn))
    }

    @Test("hostile folders and files: located errors, never a crash or a read outside the folder")
    func hostileInput() throws {
        let body = SymbolConfiguration(textStyle: .body)
        func message(_ dir: String, _ name: String) -> String {
            do {
                _ = try SymbolImage(systemName: name, configuration: body, catalog: SymbolCatalog(templateFolder: dir))
                return "no error"
            } catch {
                return error.description
            }
        }
        #expect(message("/nonexistent-symbols-\(UUID().uuidString)", "star").contains("the symbols folder"))
        let noGroup = SymbolTemplateText.make([])
        let badGuide = SymbolTemplateText.make([("Regular-M", Self.diamond)])
            .replacingOccurrences(of: "y1=\"1126\"", with: "y1=\"x\"")
        let dir = try SymbolTemplateText.folder([
            "empty.svg": noGroup, "guide.svg": badGuide, "broken.svg": "<svg><g id=\"Symbols\">",
            "path.svg": SymbolTemplateText.make([("Regular-M", "M0 0 L")]),
            "huge.svg": String(repeating: " ", count: 300_000)
        ])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // A link out of the folder is not followed.
        let outside = try SymbolTemplateText.folder(["star.svg": SymbolTemplateText.make([("Regular-M", Self.diamond)])])
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.svg", withDestinationPath: outside + "/star.svg")
        #expect(message(dir, "empty").contains("\(dir)/empty.svg") && message(dir, "empty").contains("no symbol group"))
        #expect(message(dir, "guide").contains("guide 'Baseline-M'") && message(dir, "guide").contains("line "))
        #expect(message(dir, "broken").contains("\(dir)/broken.svg"))
        #expect(message(dir, "path").contains("\(dir)/path.svg"))
        #expect(message(dir, "huge").contains("limit") || message(dir, "huge").contains("bytes"))
        #expect(message(dir, "link").contains("link") || message(dir, "link").contains("\(dir)/link.svg"))
        #expect(message(dir, "link") != "no error")
    }
}
