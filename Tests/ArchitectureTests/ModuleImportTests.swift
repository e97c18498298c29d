import Foundation
import Testing

// The module graph as docs/architecture.md states it, checked against the code: every `import`
// in every source and test file must be one that page's allowed-imports table gives its
// module, and the C modules stay in the folders that wrap them. SwiftPM lets a file import
// any module already built, declared or not, so without this check a seam could leak
// through a stray import that happens to compile.

@Suite struct ModuleImportTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Modules every file may import: the platform's and the test framework. Not
    /// Synchronization: its `Mutex` is invisible to ThreadSanitizer on Linux, so shared state
    /// goes through SafeIO's `Locked` (one lock the sanitizer sees).
    static let system: Set<String> = ["Foundation", "Glibc", "Darwin", "Musl", "Dispatch", "Testing"]

    /// C modules and the only folders (relative to `Sources/`) whose files may import them.
    static let quarantine: [String: [String]] = [
        "CPNG": ["Raster/Codec/"],
        "CKernels": [
            "Raster/Blit/", "Raster/Canvas/", "Raster/Codec/", "Raster/CPU/", "Raster/Filter/",
            "Raster/Memory/", "Raster/Pixmap/", "Raster/Scan/", "SafeIO/SHA256.swift", "Tests/RasterTests/"
        ],
        "CFreeType": ["Typesetting/Text/"],
        "CHarfBuzz": ["Typesetting/Text/"],
        "CUnicode": ["Typesetting/Text/"],
        "CFontconfig": ["Typesetting/Text/"],
        "CYaml": ["ListSpec/Reading/"]
    ]

    /// Where the allowed-imports table lives.
    static let tablePath = "docs/architecture.md"

    /// docs/architecture.md's table: module → the modules it may import.
    static func allowedImports() throws -> [String: Set<String>] {
        let readme = try String(contentsOf: root.appendingPathComponent(tablePath), encoding: .utf8)
        guard let start = readme.range(of: "<!-- allowed-imports:begin -->"),
            let end = readme.range(of: "<!-- allowed-imports:end -->")
        else { return [:] }
        var table: [String: Set<String>] = [:]
        for line in readme[start.upperBound..<end.lowerBound].split(separator: "\n") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count >= 3, cells[1].hasPrefix("`") else { continue }
            let module = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let allowed = cells[2].split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            }.filter { !$0.isEmpty }
            table[module] = Set(allowed)
        }
        return table
    }

    /// Every Swift file of each module folder under `Sources/` and `Tests/`, by module name.
    static func moduleFiles() -> [String: [URL]] {
        var out: [String: [URL]] = [:]
        let fm = FileManager.default
        for top in ["Sources", "Tests"] {
            let dir = root.appendingPathComponent(top)
            for module in (try? fm.contentsOfDirectory(atPath: dir.path)) ?? [] {
                let moduleDir = dir.appendingPathComponent(module)
                guard let walker = fm.enumerator(at: moduleDir, includingPropertiesForKeys: nil) else { continue }
                for case let url as URL in walker where url.pathExtension == "swift" {
                    out[module, default: []].append(url)
                }
            }
        }
        return out
    }

    /// The modules a file imports (`import X`, `@_exported import X`, `@testable import X`,
    /// `import struct X.Y`).
    static func imports(of file: URL) throws -> [(module: String, line: Int, testable: Bool)] {
        let text = try String(contentsOf: file, encoding: .utf8)
        var out: [(String, Int, Bool)] = []
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var words = raw.split(separator: " ").map(String.init)
            let testable = words.first == "@testable"
            while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
            guard words.first == "import", words.count >= 2 else { continue }
            let path =
                words.count >= 3
                    && ["struct", "class", "enum", "protocol", "func", "typealias", "var", "let"]
                        .contains(words[1])
                ? words[2] : words[1]
            out.append((String(path.split(separator: ".")[0]), i + 1, testable))
        }
        return out
    }

    @Test func everyModuleIsInTheTable() throws {
        let table = try Self.allowedImports()
        #expect(table.count >= 10, "\(Self.tablePath) lost its allowed-imports table")
        let cTargets: Set<String> = ["CPNG", "CFreeType", "CHarfBuzz", "CUnicode", "CFontconfig", "CKernels"]
        for module in Self.moduleFiles().keys where !cTargets.contains(module) {
            #expect(table[module] != nil, "\(module) is missing from \(Self.tablePath)'s allowed-imports table")
        }
    }

    @Test func modulesImportOnlyWhatTheTableAllows() throws {
        let table = try Self.allowedImports()
        for (module, files) in Self.moduleFiles() {
            guard let allowed = table[module] else { continue }
            for file in files {
                for (imported, line, testable) in try Self.imports(of: file) {
                    let relative = file.path.replacingOccurrences(of: Self.root.path + "/", with: "")
                    #expect(!testable, "\(relative):\(line): @testable import \(imported); use package access")
                    #expect(
                        Self.system.contains(imported) || allowed.contains(imported),
                        "\(relative):\(line): \(module) must not import \(imported) (\(Self.tablePath) allows \(allowed.sorted()))"
                    )
                }
            }
        }
    }

    @Test func cModulesStayInTheirFolders() throws {
        for (module, files) in Self.moduleFiles() {
            for file in files {
                let relative = file.path.replacingOccurrences(of: Self.root.path + "/", with: "")
                let inSources = relative.hasPrefix("Sources/") ? String(relative.dropFirst("Sources/".count)) : relative
                for (imported, line, _) in try Self.imports(of: file) {
                    guard let folders = Self.quarantine[imported] else { continue }
                    #expect(
                        folders.contains { inSources.hasPrefix($0) },
                        "\(relative):\(line): \(module) imports \(imported) outside \(folders)")
                }
            }
        }
    }

    /// Modules whose files `@_exported import` others: importing one brings every name of
    /// those, so whether it is used cannot be told from its own declarations.
    static let reexporting: Set<String> = ["RenderCells", "RenderCellsTesting"]

    /// The names a module declares at the top level of its files (types, protocols, type
    /// aliases, functions, constants and operators, at any access level), by module.
    static func topLevelNames() throws -> [String: Set<String>] {
        let declaration = try Regex(
            #"(?m)^(?:@\w+(?:\([^)\n]*\))?\s+)*(?:(?:public|package|open|internal|fileprivate|private|final|indirect|nonisolated)\s+)*(?:struct|class|enum|protocol|typealias|actor|func|let|var)\s+(\w+|`[^`]+`|[-+*/%<>=!&|^~.]+)"#
        )
        let sources = root.appendingPathComponent("Sources").path
        var out: [String: Set<String>] = [:]
        for (module, files) in moduleFiles() where files.allSatisfy({ $0.path.hasPrefix(sources + "/") }) {
            var names: Set<String> = []
            for file in files {
                let text = try String(contentsOf: file, encoding: .utf8)
                for match in text.matches(of: declaration) {
                    if let name = match.output[1].substring { names.insert(String(name)) }
                }
            }
            out[module] = names
        }
        return out
    }

    /// A module imported by a file that names none of its top-level declarations is a
    /// stray import (a seam that looks wider than it is). Members reached through another
    /// module's types need no import of their own in Swift 6 (without the upcoming
    /// `MemberImportVisibility`), so naming a declaration is what an import is for. The
    /// check errs towards "used": a name that merely appears in a comment counts.
    static func unusedImports(in file: URL, names: [String: Set<String>]) throws -> [(module: String, line: Int)] {
        let text = try String(contentsOf: file, encoding: .utf8)
        var body = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let words = line.split(separator: " ")
            if words.contains("import"), words.first?.hasPrefix("@") == true || words.first == "import" { continue }
            body += line + "\n"
        }
        var words: Set<Substring> = []
        var word = body.startIndex
        for i in body.indices where !(body[i].isLetter || body[i].isNumber || body[i] == "_") {
            if word < i { words.insert(body[word..<i]) }
            word = body.index(after: i)
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [(String, Int)] = []
        for (module, line, _) in try imports(of: file)
        where !reexporting.contains(module) && !lines[line - 1].hasPrefix("@_exported") {  // re-exported for users
            guard let declared = names[module], !declared.isEmpty else { continue }
            let used = declared.contains { name in
                name.first.map { $0.isLetter || $0 == "_" || $0 == "`" } == true
                    ? words.contains(Substring(name.trimmingCharacters(in: CharacterSet(charactersIn: "`"))))
                    : body.contains(name)
            }
            if !used { out.append((module, line)) }
        }
        return out
    }

    @Test func everyImportedModuleIsUsed() throws {
        let names = try Self.topLevelNames()
        #expect(names["Raster"]?.contains("Pixmap") == true && names["CellModel"]?.contains("TraitCollection") == true)
        for (_, files) in Self.moduleFiles() {
            for file in files {
                let relative = file.path.replacingOccurrences(of: Self.root.path + "/", with: "")
                for (module, line) in try Self.unusedImports(in: file, names: names) {
                    Issue.record("\(relative):\(line): imports \(module) but names nothing it declares; remove the import")
                }
            }
        }
    }

    /// The check itself: an import that names nothing is caught, one that names a type is not.
    @Test func anUnusedImportIsCaught() throws {
        let names: [String: Set<String>] = ["Raster": ["Pixmap", "Path"], "Display": ["DisplayList"]]
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("probe-\(UUID().uuidString).swift")
        // Lenient by design: a name in a comment counts as a use.
        try "import Raster\nimport Display\n\nfunc f(_ p: Pixmap) -> Int { p.width } // not a DisplayList\n"
            .write(to: probe, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: probe) }
        #expect(try Self.unusedImports(in: probe, names: names).map(\.module) == [])
        try "import Raster\nimport Display\n\nfunc f(_ p: Pixmap) -> Int { p.width }\n"
            .write(to: probe, atomically: true, encoding: .utf8)
        #expect(try Self.unusedImports(in: probe, names: names).map(\.module) == ["Display"])
        // A re-export is for the importing module's users, not for the file itself.
        try "import Raster\n@_exported import Display\n\nfunc f(_ p: Pixmap) -> Int { p.width }\n"
            .write(to: probe, atomically: true, encoding: .utf8)
        #expect(try Self.unusedImports(in: probe, names: names).map(\.module) == [])
    }

    /// The check itself: a file importing a module it must not is caught.
    @Test func aForbiddenImportIsCaught() throws {
        let table = try Self.allowedImports()
        #expect(table["Raster"]?.contains("Typesetting") == false)
        #expect(table["Typesetting"]?.contains("CellModel") == false)
        #expect(table["CellModel"]?.contains("CellLayout") == false)
        #expect(table["Display"] == ["Raster"])
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("probe-\(UUID().uuidString).swift")
        try "import Raster\n@testable import CellModel\nimport struct Display.DisplayList\n".write(
            to: probe, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: probe) }
        let found = try Self.imports(of: probe)
        #expect(found.map(\.module) == ["Raster", "CellModel", "Display"])
        #expect(found.map(\.testable) == [false, true, false])
    }
}
