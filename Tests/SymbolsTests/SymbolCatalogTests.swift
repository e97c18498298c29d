import Foundation
import Raster
import Symbols
import TestSupport
import Testing
import Typesetting

/// Names, glyphs, errors and the outline cache of ``SymbolCatalog`` and ``SymbolNameMapping``.
@Suite(.tags(.concurrent)) struct SymbolCatalogTests {
    @Test("every mapped SF name resolves to an outline with ink from the installed symbol set")
    func everyMappedNameResolves() throws {
        #expect(SymbolNameMapping.systemNames.count >= 600)
        #expect(Set(SymbolNameMapping.systemNames).count == SymbolNameMapping.systemNames.count, "duplicate names")
        var failures: [String] = []
        for name in SymbolNameMapping.systemNames {
            do {
                let image = try SymbolImage(systemName: name)
                if !(image.size.width > 0 && image.size.height > 0) || image.path.isEmpty { failures.append(name) }
            } catch {
                failures.append("\(name): \(error)")
            }
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test("the name table's lines are ASCII before their comments, and split alike by bytes (as parsed) and characters")
    func nameTableIsASCII() {
        let table = SymbolNameMapping.table
        #expect(table.split(separator: "\n").allSatisfy { $0.prefix { $0 != "#" }.utf8.allSatisfy { $0 < 0x80 } })
        let byCharacters = table.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        let byBytes = table.utf8.split(separator: UInt8(ascii: "\n")).map {
            $0.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
        }
        #expect(byCharacters == byBytes)
    }

    @Test("the names the brief and the list accessories need are all mapped")
    func requiredNames() {
        let required = """
            star star.fill hammer hammer.fill folder folder.fill gearshape gearshape.fill heart heart.fill trash trash.fill \
            person person.fill person.crop.circle magnifyingglass chevron.forward chevron.backward chevron.down chevron.up \
            chevron.right chevron.left checkmark checkmark.circle.fill circle info.circle minus.circle.fill plus.circle.fill \
            line.horizontal.3 xmark plus minus bell bell.fill envelope tray paperplane calendar clock photo camera doc \
            doc.text bookmark tag flag house globe wifi bolt moon sun.max lock cloud music.note square.and.arrow.up \
            ellipsis paintbrush swift \
            line.3.horizontal ellipsis.circle xmark.circle.fill trash.fill square.and.arrow.up archivebox \
            antenna.radiowaves.left.and.right textformat.size gearshape.fill person.crop.circle.fill applelogo
            """.split(separator: " ").map(String.init)
        let missing = required.filter { SymbolNameMapping.entry(forSystemName: $0) == nil }
        #expect(missing.isEmpty, "\(missing)")
        #expect(SymbolNameMapping.entry(forSystemName: "tray")?.source == .phosphor("tray", filled: false))
        #expect(SymbolNameMapping.entry(forSystemName: "tray.fill")?.source == .phosphor("tray", filled: true))
        #expect(SymbolNameMapping.entry(forSystemName: "heart.circle.fill")?.enclosure == .circleFill)
        #expect(SymbolNameMapping.entry(forSystemName: "heart.circle.fill")?.source == .phosphor("heart", filled: true))
    }

    @Test("every symbol name in the examples, the sources and the tests resolves")
    func namesInUseResolve() throws {
        // Names as Swift code writes them (systemName: "star") and as specs do (image: star,
        // symbol: star); material: names and names a test uses to provoke an error excluded.
        // The WWDC sample code's two names (star, hammer) are in the examples.
        let root = URL(fileURLWithPath: packageRoot)
        var files: [String] = []
        for folder in ["examples", "Tests", "Sources"] {
            let base = root.appendingPathComponent(folder).path
            for case let path as String in FileManager.default.enumerator(atPath: base) ?? FileManager.DirectoryEnumerator()
            where [".yaml", ".yml", ".swift", ".json"].contains(where: path.hasSuffix) && !path.contains("hostile")
                // A sample package's own build folder holds its dependencies' files.
                && !path.split(separator: "/").contains(".build")
            {
                files.append(base + "/" + path)
            }
        }
        // Swift code names symbols through systemName: and .symbol(name:); specs write
        // `image: NAME` or `symbol: NAME` (YAML) and "image": "NAME" (JSON).
        let swift = try Regex(#"(?:systemName: ?"|symbol\(name: "|\.systemName\(")([a-z][a-z0-9]*(?:\.[a-z0-9]+)*)""#)
        let spec = try Regex(#"(?:\bimage|\bsymbol|"image"|"symbol"): *"?([a-z][a-z0-9]*(?:\.[a-z0-9]+)*)\b"#)
        var names: Set<String> = []
        for file in files {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            let isSwift = file.hasSuffix(".swift")
            for match in text.matches(of: isSwift ? swift : spec) {
                if let name = match.output[1].substring { names.insert(String(name)) }
            }
        }
        // Words after `image:`/`symbol:` that are not symbol names (Swift labels and test
        // names for errors, which test that they fail).
        let notNames: Set<String> = ["no.such.symbol", "hamer", "stra", "box", "symbol", "true", "path", "material"]
        let unresolved = names.subtracting(notNames).filter { SymbolNameMapping.entry(forSystemName: $0) == nil }.sorted()
        #expect(names.count >= 15, "\(names.sorted())")
        #expect(unresolved.isEmpty, "\(unresolved)")
    }

    @Test("the Material name list and the font's ligatures agree (material: names)")
    func nameListMatchesLigatures() throws {
        // A catalog without the name list resolves names through ligatures only.
        let ligaturesOnly = SymbolCatalog(nameListPath: "/nonexistent/_variables.scss")
        #expect(ligaturesOnly.materialNames().isEmpty)
        #expect(SymbolCatalog.shared.materialNames().count > 2000)
        for name in ["star", "star_border", "home", "settings", "favorite", "check_circle", "arrow_forward_ios", "inbox"] {
            let listed = try SymbolImage(systemName: "material:" + name)
            let shaped = try SymbolImage(systemName: "material:" + name, catalog: ligaturesOnly)
            #expect(listed.path == shaped.path, "\(name)")
        }
    }

    @Test("material: names are accepted directly and drawn from the Material font")
    func materialNames() throws {
        let direct = try SymbolImage(systemName: "material:star_border")
        #expect(direct.sourceDescription == "material:star_border" && direct.size.width > 0)
        let home = try SymbolImage(systemName: "material:home")
        #expect(home.size.width > 0 && home.outlineGlyph.source != nil)
        // SF names come from the SVG set, which no font face stands for.
        #expect(try SymbolImage(systemName: "star").outlineGlyph.source == nil)
    }

    @Test("unknown names fail naming the name, with the closest names as suggestions")
    func unknownNames() {
        func error(_ name: String) -> SymbolError? {
            do {
                _ = try SymbolImage(systemName: name)
                return nil
            } catch {
                return error
            }
        }
        guard case .unknownName(let name, let suggestions)? = error("star.fil") else {
            Issue.record("star.fil resolved")
            return
        }
        #expect(name == "star.fil" && suggestions.first == "star.fill")
        #expect(error("star.fil")!.description.contains("\"star.fil\""))
        #expect(error("star.fil")!.description.contains("star.fill"))
        if case .unknownName(_, let s)? = error("gear.shape") { #expect(s.contains("gearshape")) } else { Issue.record() }
        // A suffix the figure does not have: the family's own name first, then a related
        // family with that suffix — not an unrelated name that happens to be near.
        if case .unknownName(_, let s)? = error("gear.fill") {
            #expect(s.prefix(2) == ["gear", "gearshape.fill"], "\(s)")
            #expect(!s.contains("heart.fill"))
        } else {
            Issue.record("gear.fill resolved")
        }
        if case .unknownName(_, let s)? = error("trash.circle.fil") {
            #expect(s.first == "trash.circle.fill")
        } else {
            Issue.record()
        }
        if case .unknownName(_, let s)? = error("person.crop.circle.fil") {
            #expect(s.first == "person.crop.circle.fill")
        } else {
            Issue.record()
        }
        // A Material name without the prefix: the prefixed spelling first.
        if case .unknownName(_, let s)? = error("home") { #expect(s.first == "material:home") } else { Issue.record() }
        if case .unknownName(_, let s)? = error("material:stra") { #expect(s.contains("material:star")) } else { Issue.record() }
        // Nothing close: no suggestions, still the name.
        #expect(error("qqqqqqqqqqqqqqqqqqqq") == .unknownName("qqqqqqqqqqqqqqqqqqqq", suggestions: []))
        #expect(error("") == .unknownName("", suggestions: []))
    }

    @Test("a missing font or symbol set is a clear error, not a crash")
    func missingFont() {
        let catalog = SymbolCatalog(fontPath: "/nonexistent/MaterialIcons-Regular.ttf")
        #expect(throws: SymbolError.fontUnavailable(searched: ["/nonexistent/MaterialIcons-Regular.ttf"])) {
            try SymbolImage(systemName: "material:star", catalog: catalog)
        }
        let noSet = SymbolCatalog(symbolSetPath: "/nonexistent/svgs")
        #expect(throws: SymbolError.symbolSetUnavailable(searched: ["/nonexistent/svgs"])) {
            try SymbolImage(systemName: "star", catalog: noSet)
        }
        #expect(SymbolError.symbolSetUnavailable(searched: ["x"]).description.contains("scripts/setup"))
        #expect(SymbolError.fontUnavailable(searched: ["x"]).description.contains("fonts-material-design-icons-iconfont"))
    }

    @Test("the Sass name list parses to name → codepoint")
    func parsesNameList() {
        let text = """
            $material-icons-codepoints: map-merge((
            \t"10k": e951,
            \t"star": e838,
            \t"star_border": e83a,
            \tnot a line
            ), $material-icons-codepoints);
            """
        #expect(SymbolCatalog.parseNameList(text) == ["10k": 0xE951, "star": 0xE838, "star_border": 0xE83A])
    }

    @Test("outlines are built once: fifteen stars build one outline; another weight or scale builds another")
    func outlineCache() throws {
        let catalog = SymbolCatalog()
        #expect(catalog.outlineLoadCount == 0)
        for _ in 0..<15 {
            _ = try SymbolImage(
                systemName: "star.fill", configuration: SymbolConfiguration(textStyle: .body, scale: .large),
                catalog: catalog)
        }
        #expect(catalog.outlineLoadCount == 1)
        // Another size at the same scale reuses the outline; a weight, a scale (the stroke is
        // a share of the point size, the glyph is not) or a turn is another outline.
        _ = try SymbolImage(
            systemName: "star.fill", configuration: SymbolConfiguration(pointSize: 40, scale: .large),
            catalog: catalog)
        #expect(catalog.outlineLoadCount == 1)
        _ = try SymbolImage(
            systemName: "star.fill", configuration: SymbolConfiguration(weight: .bold, scale: .large),
            catalog: catalog)
        #expect(catalog.outlineLoadCount == 2)
        _ = try SymbolImage(systemName: "star.fill", configuration: SymbolConfiguration(scale: .small), catalog: catalog)
        #expect(catalog.outlineLoadCount == 3)
        _ = try SymbolImage(systemName: "chevron.forward", catalog: catalog)
        _ = try SymbolImage(systemName: "chevron.down", catalog: catalog)
        #expect(catalog.outlineLoadCount == 5)
    }

    @Test("a symbol asked for again at the same size, weight, scale and direction is placed once")
    func placedSymbolsAreCached() throws {
        let catalog = SymbolCatalog()
        let first = try SymbolImage(systemName: "star", catalog: catalog)
        for _ in 0..<100 { #expect(try SymbolImage(systemName: "star", catalog: catalog) == first) }
        #expect(catalog.placedSymbolCount == 1)
        let rtl = TextEnvironment(contentSizeCategory: .large, layoutDirection: .rightToLeft)
        _ = try SymbolImage(systemName: "chevron.forward", catalog: catalog)
        let mirrored = try SymbolImage(systemName: "chevron.forward", environment: rtl, catalog: catalog)
        _ = try SymbolImage(systemName: "star", configuration: SymbolConfiguration(weight: .bold), catalog: catalog)
        #expect(catalog.placedSymbolCount == 4)
        #expect(mirrored.path != (try SymbolImage(systemName: "chevron.forward", catalog: catalog)).path)
    }

    @Test("the cache is bounded: past its budget old outlines are dropped and re-read identically")
    func boundedCache() throws {
        let catalog = SymbolCatalog(byteLimit: 16 << 10)
        let first = try SymbolImage(systemName: "gearshape", catalog: catalog)
        for name in SymbolNameMapping.systemNames { _ = try SymbolImage(systemName: name, catalog: catalog) }
        let loads = catalog.outlineLoadCount
        let again = try SymbolImage(systemName: "gearshape", catalog: catalog)
        #expect(catalog.outlineLoadCount == loads + 1)
        #expect(again == first)
    }

    @Test("concurrent lookups from many tasks agree")
    func concurrency() async throws {
        let catalog = SymbolCatalog()
        let names = Array(SymbolNameMapping.systemNames.prefix(40))
        let results = await withTaskGroup(of: [SymbolImage].self) { group in
            for _ in 0..<8 {
                group.addTask { names.compactMap { try? SymbolImage(systemName: $0, catalog: catalog) } }
            }
            var all: [[SymbolImage]] = []
            for await r in group { all.append(r) }
            return all
        }
        #expect(results.count == 8 && results.allSatisfy { $0 == results[0] && $0.count == names.count })
        #expect(catalog.outlineLoadCount <= names.count * 8)
    }
}
