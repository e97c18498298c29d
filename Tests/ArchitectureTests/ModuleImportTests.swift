import Foundation
import Testing

// The module graph as the README states it, checked against the code: every `import` in
// every source and test file must be one the README's allowed-imports table gives its
// module, and the C modules stay in the folders that wrap them. SwiftPM lets a file import
// any module already built, declared or not, so without this check a seam could leak
// through a stray import that happens to compile.

@Suite struct ModuleImportTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Modules every file may import: the platform's and the test framework.
    static let system: Set<String> = ["Foundation", "Glibc", "Darwin", "Musl", "Dispatch", "Synchronization",
                                      "Testing"]

    /// C modules and the only folders (relative to `Sources/`) whose files may import them.
    static let quarantine: [String: [String]] = [
        "CPNG": ["Raster/Codec/"],
        "CKernels": ["Raster/Blit/", "Raster/Canvas/", "Raster/Codec/", "Raster/Memory/", "Raster/Pixmap/",
                     "Tests/RasterTests/"],
        "CFreeType": ["Typesetting/Text/"],
        "CHarfBuzz": ["Typesetting/Text/"],
        "CUnicode": ["Typesetting/Text/"],
        "CFontconfig": ["Typesetting/Text/"],
        "CYaml": ["ListSpec/"],
    ]

    /// The README's table: module → the modules it may import.
    static func allowedImports() throws -> [String: Set<String>] {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        guard let start = readme.range(of: "<!-- allowed-imports:begin -->"),
              let end = readme.range(of: "<!-- allowed-imports:end -->") else { return [:] }
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
            let path = words.count >= 3 && ["struct", "class", "enum", "protocol", "func", "typealias", "var", "let"]
                .contains(words[1]) ? words[2] : words[1]
            out.append((String(path.split(separator: ".")[0]), i + 1, testable))
        }
        return out
    }

    @Test func everyModuleIsInTheTable() throws {
        let table = try Self.allowedImports()
        #expect(table.count >= 10, "README.md lost its allowed-imports table")
        let cTargets: Set<String> = ["CPNG", "CFreeType", "CHarfBuzz", "CUnicode", "CFontconfig", "CKernels"]
        for module in Self.moduleFiles().keys where !cTargets.contains(module) {
            #expect(table[module] != nil, "\(module) is missing from README.md's allowed-imports table")
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
                    #expect(Self.system.contains(imported) || allowed.contains(imported),
                            "\(relative):\(line): \(module) must not import \(imported) (README.md allows \(allowed.sorted()))")
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
                    #expect(folders.contains { inSources.hasPrefix($0) },
                            "\(relative):\(line): \(module) imports \(imported) outside \(folders)")
                }
            }
        }
    }

    /// The check itself: a file importing a module it must not is caught.
    @Test func aForbiddenImportIsCaught() throws {
        let table = try Self.allowedImports()
        #expect(table["Raster"]?.contains("Typesetting") == false)
        #expect(table["Typesetting"]?.contains("CellModel") == false)
        #expect(table["CellModel"]?.contains("CellLayout") == false)
        #expect(table["Display"] == ["Raster"])
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("probe-\(UUID().uuidString).swift")
        try "import Raster\n@testable import CellModel\nimport struct Display.DisplayList\n".write(to: probe, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: probe) }
        let found = try Self.imports(of: probe)
        #expect(found.map(\.module) == ["Raster", "CellModel", "Display"])
        #expect(found.map(\.testable) == [false, true, false])
    }
}
