import Foundation
import Raster
import TestSupport
import Testing
import Typesetting

/// Names, glyphs, errors and the outline cache of ``SymbolCatalog`` and ``SymbolNameMapping``.
@Suite struct SymbolCatalogTests {
    @Test("every mapped SF name resolves to a glyph with ink in the installed font")
    func everyMappedNameResolves() throws {
        #expect(SymbolNameMapping.systemNames.count >= 150)
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

    @Test("the names the brief and the list accessories need are all mapped")
    func requiredNames() {
        let required = """
            star star.fill hammer hammer.fill folder folder.fill gearshape gearshape.fill heart heart.fill trash trash.fill \
            person person.fill person.crop.circle magnifyingglass chevron.forward chevron.backward chevron.down chevron.up \
            chevron.right chevron.left checkmark checkmark.circle.fill circle info.circle minus.circle.fill plus.circle.fill \
            line.horizontal.3 xmark plus minus bell bell.fill envelope tray paperplane calendar clock photo camera doc \
            doc.text bookmark tag flag house globe wifi bolt moon sun.max lock cloud music.note square.and.arrow.up \
            ellipsis paintbrush swift
            """.split(separator: " ").map(String.init)
        let missing = required.filter { SymbolNameMapping.entry(forSystemName: $0) == nil }
        #expect(missing.isEmpty, "\(missing)")
        #expect(SymbolNameMapping.entry(forSystemName: "swift")?.materialName == "code")
    }

    @Test("the name list and the font's ligatures agree on every mapped glyph")
    func nameListMatchesLigatures() throws {
        // A catalog without the name list resolves names through ligatures only.
        let ligaturesOnly = SymbolCatalog(nameListPath: "/nonexistent/_variables.scss")
        #expect(ligaturesOnly.materialNames().isEmpty)
        #expect(SymbolCatalog.shared.materialNames().count > 2000)
        for name in SymbolNameMapping.systemNames {
            let listed = try SymbolImage(systemName: name)
            let shaped = try SymbolImage(systemName: name, catalog: ligaturesOnly)
            #expect(listed.path == shaped.path, "\(name)")
        }
    }

    @Test("material: names are accepted directly")
    func materialNames() throws {
        let star = try SymbolImage(systemName: "star")
        let direct = try SymbolImage(systemName: "material:star_border")
        #expect(direct.path == star.path && direct.materialName == "star_border")
        let home = try SymbolImage(systemName: "material:home")
        #expect(home.size.width > 0)
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
        // A Material name without the prefix: the prefixed spelling first.
        if case .unknownName(_, let s)? = error("home") { #expect(s.first == "material:home") } else { Issue.record() }
        if case .unknownName(_, let s)? = error("material:stra") { #expect(s.contains("material:star")) } else { Issue.record() }
        // Nothing close: no suggestions, still the name.
        #expect(error("qqqqqqqqqqqqqqqqqqqq") == .unknownName("qqqqqqqqqqqqqqqqqqqq", suggestions: []))
        #expect(error("") == .unknownName("", suggestions: []))
    }

    @Test("a missing font is a clear error, not a crash")
    func missingFont() {
        let catalog = SymbolCatalog(fontPath: "/nonexistent/MaterialIcons-Regular.ttf")
        #expect(throws: SymbolError.fontUnavailable(searched: ["/nonexistent/MaterialIcons-Regular.ttf"])) {
            try SymbolImage(systemName: "star", catalog: catalog)
        }
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

    @Test("outlines are read once: fifteen stars load one outline; another weight loads another")
    func outlineCache() throws {
        let catalog = SymbolCatalog()
        #expect(catalog.outlineLoadCount == 0)
        for _ in 0..<15 { _ = try SymbolImage(systemName: "star.fill", configuration: SymbolConfiguration(textStyle: .body, scale: .large),
                                                      catalog: catalog) }
        #expect(catalog.outlineLoadCount == 1)
        // Another size reuses the outline; a weight or a turn is another outline.
        _ = try SymbolImage(systemName: "star.fill", configuration: SymbolConfiguration(pointSize: 40), catalog: catalog)
        #expect(catalog.outlineLoadCount == 1)
        _ = try SymbolImage(systemName: "star.fill", configuration: SymbolConfiguration(weight: .bold), catalog: catalog)
        #expect(catalog.outlineLoadCount == 2)
        _ = try SymbolImage(systemName: "chevron.forward", catalog: catalog)
        _ = try SymbolImage(systemName: "chevron.down", catalog: catalog)
        #expect(catalog.outlineLoadCount == 4)
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
