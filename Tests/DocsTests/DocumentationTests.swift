import Foundation
import ListSpec
import TestSupport
import Testing

// The README and docs/ are checked like code: every relative link and picture resolves
// (anchors included), every Swift block is code a test compiles, every Package.swift
// loads, every spec parses, every `render-cells` command names a subcommand and flags the
// tool has, and nothing the project ships points at files beside the repository or talks
// about the sessions it was written in.

@Suite struct DocumentationTests {
    /// README.md and every Markdown file under docs/, relative to the package root.
    static let documents: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: packageRoot + "/docs")) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    static func read(_ relative: String) throws -> String {
        try String(contentsOfFile: packageRoot + "/" + relative, encoding: .utf8)
    }

    // MARK: Code blocks

    struct Block {
        var language: String
        var text: String
        var line: Int
    }

    /// The fenced code blocks of a Markdown text, with their language and first line.
    static func blocks(of markdown: String) -> [Block] {
        var out: [Block] = []
        var current: Block?
        for (i, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("```") {
                if let block = current {
                    out.append(block)
                    current = nil
                } else {
                    current = Block(
                        language: String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), text: "",
                        line: i + 2)
                }
            } else if current != nil {
                current!.text += line + "\n"
            }
        }
        return out
    }

    /// The Markdown with its code blocks blanked out, lines kept.
    static func withoutCodeBlocks(_ markdown: String) -> String {
        var out: [Substring] = []
        var inBlock = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inBlock.toggle()
                out.append("")
                continue
            }
            out.append(inBlock ? "" : line)
        }
        return out.joined(separator: "\n")
    }

    /// The Markdown with its code blocks and inline code blanked out (links inside code
    /// are examples, not links).
    static func prose(of markdown: String) -> String {
        withoutCodeBlocks(markdown).replacing(/`[^`\n]*`/, with: "``")
    }

    // MARK: Words

    /// Text files the project ships: sources, tests, scripts, CI, docs, examples, manifest.
    static func shippedTextFiles() -> [String] {
        var out = ["README.md", "Package.swift", ".ci/run"]
        let skippedFolders: Set<String> = [".build", "__Snapshots__", "Corpus"]
        let binary: Set<String> = ["png", "ttf", "otf", "ttc", "gz", "zip"]
        for top in ["Sources", "Tests", "scripts", "docs", "examples", "Fuzz"] {
            guard let walker = FileManager.default.enumerator(atPath: packageRoot + "/" + top) else { continue }
            for case let path as String in walker {
                if skippedFolders.contains((path as NSString).lastPathComponent) {
                    walker.skipDescendants()  // build products, references, fuzz seeds
                    continue
                }
                let ext = (path as NSString).pathExtension.lowercased()
                var isDirectory: ObjCBool = false
                let full = packageRoot + "/" + top + "/" + path
                guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue,
                    !binary.contains(ext)
                else { continue }
                out.append(top + "/" + path)
            }
        }
        return out
    }

    /// What no shipped file may say: paths to the workplace's folders beside the repository,
    /// which a user does not have, and talk of the sessions the project was written in
    /// (written in two pieces so that this file does not match itself).
    static var forbidden: [(pattern: Regex<AnyRegexOutput>, why: String)] {
        [
            (try! Regex("\\.\\./" + "shared/"), "a path outside the repository"),
            (try! Regex("/work/" + "shared"), "a path outside the repository"),
            (try! Regex("(?i)\\bsess" + "ions? \\d"), "a session number"),
            (
                try! Regex("(?i)\\b(?:this|that|the same|same|earlier|later|previous|next|last|each|every) sess" + "ions?\\b"),
                "talk of sessions"
            )
        ]
    }

    static func forbiddenWords(in text: String) -> [(line: Int, why: String)] {
        var out: [(Int, String)] = []
        for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for (pattern, why) in forbidden where line.contains(pattern) { out.append((i + 1, why)) }
        }
        return out
    }

    @Test func nothingPointsOutsideTheRepositoryOrTalksOfSessions() throws {
        let files = Self.shippedTextFiles()
        #expect(files.count > 300, "found only \(files.count) files")
        for file in files {
            guard let text = try? Self.read(file) else { continue }  // not UTF-8: not text
            for (line, why) in Self.forbiddenWords(in: text) {
                Issue.record("\(file):\(line): \(why)")
            }
        }
    }

    @Test func theWordCheckCatchesWhatItShould() {
        let shared = "/work/" + "shared/reference/x.md"
        let up = "../" + "shared/bench"
        #expect(Self.forbiddenWords(in: "see \(shared)").map(\.why) == ["a path outside the repository"])
        #expect(Self.forbiddenWords(in: "ok\nsee \(up)").map(\.line) == [2])
        #expect(Self.forbiddenWords(in: "measured in sess" + "ion 7").count == 1)
        #expect(Self.forbiddenWords(in: "written in this sess" + "ion").count == 1)
        #expect(Self.forbiddenWords(in: "no drop session is active; a drag session").isEmpty)
    }

    // MARK: Citations

    /// The section numbers docs/uikit-reference.md has headings for ("1", "2a", "3.6", "4.1", "5a").
    static func referenceSections() throws -> Set<String> {
        var out: Set<String> = []
        for line in withoutCodeBlocks(try read("docs/uikit-reference.md")).split(separator: "\n") where line.hasPrefix("#") {
            let number = line.drop { $0 == "#" }.drop { $0 == " " }.prefix { $0.isNumber || $0 == "." || $0.isLowercase }
            if number.first?.isNumber == true { out.insert(String(number.hasSuffix(".") ? number.dropLast() : number)) }
        }
        return out
    }

    /// Every `§` citation in the sources and tests names docs/uikit-reference.md on its line
    /// (the SVG specification's own sections aside) and a section that page has.
    @Test func everySectionCitationPointsAtTheUIKitReference() throws {
        let sections = try Self.referenceSections()
        #expect(sections.isSuperset(of: ["1", "2a", "2e", "3.1", "3.6", "3.8", "4", "4.1", "4.8", "5a", "6", "7"]))
        var citations = 0
        for file in Self.shippedTextFiles() where file.hasSuffix(".swift") && !file.hasSuffix("/DocumentationTests.swift") {
            let text = try Self.read(file)
            for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("§") && !line.contains("SVG 1.1 §") {
                #expect(
                    line.contains("docs/uikit-reference.md"), "\(file):\(i + 1): a § citation that does not say where: \(line)")
                for match in line.matches(of: /§(\d+(?:\.\d+)?[a-z]?)(?:[–-]§?(\d+(?:\.\d+)?[a-z]?))?/) {
                    citations += 1
                    for section in [match.output.1, match.output.2].compactMap({ $0 }).map(String.init) {
                        #expect(sections.contains(section), "\(file):\(i + 1): docs/uikit-reference.md has no section \(section)")
                    }
                }
            }
        }
        #expect(citations > 100)
    }

    // MARK: Links

    /// GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens.
    static func slug(_ heading: String) -> String {
        let text = heading.replacing(/\[([^\]]*)\]\([^)]*\)/) { String($0.output.1) }
        var out = ""
        for c in text.lowercased() {
            if c == " " { out.append("-") } else if c.isLetter || c.isNumber || c == "-" || c == "_" { out.append(c) }
        }
        return out
    }

    /// The anchors a Markdown file offers: its headings' slugs (numbered when repeated, as
    /// GitHub does) and explicit `id`s.
    static func anchors(of markdown: String) -> Set<String> {
        var out: Set<String> = []
        var seen: [String: Int] = [:]
        for line in withoutCodeBlocks(markdown).split(separator: "\n") where line.hasPrefix("#") {
            let heading = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            let base = slug(heading)
            let n = seen[base, default: 0]
            seen[base] = n + 1
            out.insert(n == 0 ? base : "\(base)-\(n)")
        }
        for match in markdown.matches(of: /<a (?:id|name)="([^"]+)"/) { out.insert(String(match.output.1)) }
        return out
    }

    /// Every link and picture target in a Markdown file's prose, with its line.
    static func links(in markdown: String) -> [(target: String, line: Int)] {
        var out: [(String, Int)] = []
        for (i, line) in prose(of: markdown).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for match in line.matches(of: /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/) { out.append((String(match.output.1), i + 1)) }
            for match in line.matches(of: /(?:src|href)="([^"]+)"/) { out.append((String(match.output.1), i + 1)) }
        }
        return out
    }

    /// What is wrong with a link from `document`, or nil when it resolves.
    static func problem(with target: String, from document: String) throws -> String? {
        if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("mailto:") { return nil }
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0])
        let anchor = parts.count > 1 ? String(parts[1]) : nil
        let directory = (document as NSString).deletingLastPathComponent
        let root = URL(fileURLWithPath: packageRoot).standardizedFileURL.path
        let resolved = URL(fileURLWithPath: root + "/" + (path.isEmpty ? document : directory + "/" + path)).standardizedFileURL
            .path
        guard resolved.hasPrefix(root + "/") else { return "\(target) leaves the repository" }
        let relative = String(resolved.dropFirst(root.count + 1))
        guard FileManager.default.fileExists(atPath: packageRoot + "/" + relative) else { return "\(target): no such file" }
        if let anchor, relative.hasSuffix(".md") {
            guard try anchors(of: read(relative)).contains(anchor) else {
                return "\(target): no heading #\(anchor) in \(relative)"
            }
        }
        return nil
    }

    @Test func everyLinkAndPictureResolves() throws {
        var count = 0
        for document in Self.documents {
            for (target, line) in Self.links(in: try Self.read(document)) {
                count += 1
                if let problem = try Self.problem(with: target, from: document) {
                    Issue.record("\(document):\(line): \(problem)")
                }
            }
        }
        #expect(count > 40, "found only \(count) links")
    }

    @Test func theLinkCheckCatchesWhatItShould() throws {
        #expect(try Self.problem(with: "docs/architecture.md#which-module-may-import-which", from: "README.md") == nil)
        #expect(try Self.problem(with: "architecture.md#no-such-heading", from: "docs/guide-cli.md") != nil)
        #expect(try Self.problem(with: "docs/no-such-page.md", from: "README.md") != nil)
        #expect(try Self.problem(with: "../README.md", from: "docs/guide-cli.md") == nil)
        #expect(try Self.problem(with: "../../etc/passwd", from: "docs/guide-cli.md") == "../../etc/passwd leaves the repository")
        #expect(Self.slug("3.6 Backgrounds and states") == "36-backgrounds-and-states")
        #expect(Self.slug("`render-cells test` on CI") == "render-cells-test-on-ci")
        #expect(Self.links(in: "a [b](c.md) `[x](not-a-link)`\n```\n[y](nor-this)\n```\n").map(\.target) == ["c.md"])
    }

    // MARK: Swift

    /// Swift files whose code the docs may show: they are compiled (and run) by `swift test`,
    /// or by CI's run of the sample package.
    static func compiledSwiftFiles() throws -> [(path: String, text: String)] {
        var out: [(String, String)] = []
        for folder in [
            "Tests/DocsTests", "Tests/UIKitScreensTests", "examples/snapshot-package/Sources", "examples/snapshot-package/Tests"
        ] {
            for case let path as String in FileManager.default.enumerator(atPath: packageRoot + "/" + folder)
                ?? FileManager.DirectoryEnumerator() where path.hasSuffix(".swift")
            {
                out.append((folder + "/" + path, try read(folder + "/" + path)))
            }
        }
        // The sample package's manifest is built by CI like its sources.
        out.append(("examples/snapshot-package/Package.swift", try read("examples/snapshot-package/Package.swift")))
        // The guide's PNG example runs in ReadmeExampleTests, writing to a temporary file
        // where the guide writes "list.png" (that test checks the guide shows it exactly).
        let test = try read("Tests/RenderCellsTests/ReadmeExampleTests.swift")
        if let start = test.range(of: "// README example begin\n"), let end = test.range(of: "// README example end") {
            let example = test[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.contains("let path = ") && !$0.contains("defer { try? FileManager") }
                .joined(separator: "\n").replacingOccurrences(of: "toFile: path)", with: "toFile: \"list.png\")")
            out.append(("Tests/RenderCellsTests/ReadmeExampleTests.swift", "import RenderCells\n\n" + example))
        }
        return out
    }

    /// Whether `block`'s lines appear, in order and together, in `file` (indentation aside;
    /// the block's `import` lines anywhere in the file, as a snippet's body sits inside a
    /// function there).
    static func contains(_ file: String, _ block: String) -> Bool {
        let all = file.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let lines = block.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let imports = lines.filter { $0.hasPrefix("import ") }
        guard imports.allSatisfy(all.contains) else { return false }
        // Imports are matched on their own (a file may import more, in another order), so
        // the rest of the block is looked for among the file's other lines.
        let hay = all.filter { !$0.hasPrefix("import ") }
        let needle = lines.filter { !$0.hasPrefix("import ") }.drop { $0.isEmpty }
            .reversed().drop { $0.isEmpty }.reversed()
        guard !needle.isEmpty, needle.count <= hay.count else { return false }
        let first = Array(needle)
        return (0...(hay.count - first.count)).contains { start in
            hay[start] == first[0] && Array(hay[start..<start + first.count]) == first
        }
    }

    @Test func everySwiftBlockIsCompiledCode() throws {
        let compiled = try Self.compiledSwiftFiles()
        var checked = 0
        for document in Self.documents {
            for block in Self.blocks(of: try Self.read(document)) where block.language == "swift" {
                if block.text.hasPrefix("// swift-tools-version") { continue }  // manifests: below
                checked += 1
                #expect(
                    compiled.contains { Self.contains($0.text, block.text) },
                    "\(document):\(block.line): this Swift block is in no file a test compiles (Tests/DocsTests, Tests/UIKitScreensTests, the sample package)"
                )
            }
        }
        #expect(checked >= 4)
    }

    /// Each whole Package.swift the docs show loads (`swift package dump-package`), and its
    /// test targets exclude their `__Snapshots__` folders.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["PATH"] != nil)) func everyManifestLoads() throws {
        var checked = 0
        for document in Self.documents {
            for block in Self.blocks(of: try Self.read(document))
            where block.language == "swift" && block.text.hasPrefix("// swift-tools-version") {
                checked += 1
                let dir = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)")
                try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(at: dir) }
                try block.text.write(to: dir.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                process.arguments = ["swift", "package", "--package-path", dir.path, "dump-package"]
                let out = Pipe()
                let err = Pipe()
                process.standardOutput = out
                process.standardError = err
                try process.run()
                let json = out.fileHandleForReading.readDataToEndOfFile()
                let errors = err.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                #expect(
                    process.terminationStatus == 0,
                    "\(document):\(block.line): the manifest does not load: \(String(decoding: errors, as: UTF8.self))")
                let text = String(decoding: json, as: UTF8.self)
                #expect(
                    text.contains("__Snapshots__"), "\(document):\(block.line): the test target does not exclude __Snapshots__")
            }
        }
        #expect(checked >= 1)
    }

    // MARK: Specs and commands

    /// Every YAML block that is a whole spec (it has `sections:` and elides nothing) parses.
    @Test func everyWholeSpecParses() throws {
        var checked = 0
        for document in Self.documents {
            for block in Self.blocks(of: try Self.read(document))
            where block.language == "yaml" && block.text.split(separator: "\n").contains(where: { $0.hasPrefix("sections:") })
                && !block.text.contains("...") && !block.text.contains("…")
            {  // elided: an excerpt, not a spec
                checked += 1
                do {
                    _ = try ListSpec(yaml: block.text, file: "\(document):\(block.line)")
                } catch {
                    Issue.record("\(document):\(block.line): \(error)")
                }
            }
        }
        #expect(checked >= 3)
    }

    /// The built `render-cells` beside the test bundle (nil when only some targets were built).
    static let executable = builtProduct(named: "render-cells")

    static func help(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(executable))
        process.arguments = arguments + ["--help"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let text = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: text, as: UTF8.self)
    }

    /// The `render-cells` command lines in the docs' code blocks: subcommand (nil for the
    /// tool itself) and the long flags given, with where they are.
    static func commands(in markdown: String) -> [(subcommand: String?, flags: [String], line: Int)] {
        var out: [(String?, [String], Int)] = []
        for block in blocks(of: markdown) where block.language != "swift" {
            for (i, raw) in block.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                var line = String(raw)
                if let hash = line.range(of: " #") { line = String(line[..<hash.lowerBound]) }
                guard let at = line.firstMatch(of: /(?:^|[\s\/:])render-cells (\S.*)$/) else { continue }
                let words = at.output.1.split(separator: " ").map(String.init)
                guard let first = words.first else { continue }
                let subcommand = first.hasPrefix("-") ? nil : first
                if let subcommand, subcommand.uppercased() == subcommand { continue }  // a placeholder (SPEC)
                let flags = words.filter { $0.hasPrefix("--") }.map { String($0.split(separator: "=")[0]) }
                out.append((subcommand, flags, block.line + i))
            }
        }
        return out
    }

    @Test(.enabled(if: executable != nil || EndToEnd.required)) func everyCommandUsesFlagsTheToolHas() throws {
        var helps: [String: String] = [:]
        var checked = 0
        for document in Self.documents {
            for (subcommand, flags, line) in Self.commands(in: try Self.read(document)) {
                checked += 1
                let key = subcommand ?? ""
                if helps[key] == nil { helps[key] = try Self.help(subcommand.map { [$0] } ?? []) }
                let help = helps[key]!
                if let subcommand {
                    #expect(!help.contains("Error:"), "\(document):\(line): render-cells has no subcommand \(subcommand)")
                }
                for flag in flags where flag != "--help" {
                    #expect(help.contains(flag), "\(document):\(line): render-cells \(key) has no \(flag)")
                }
            }
        }
        #expect(checked >= 10)
    }
}
