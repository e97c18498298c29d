import Foundation
import TestSupport
import Testing

/// What a port sees from the compiler: the snippets in `Snippets/` type-checked in Swift 6
/// mode against the RenderCellsUIKit module this run was built with. The Swift 6 code a port
/// writes must build with no message at all; the misuses iOS also refuses, and the names
/// declared unavailable, must fail with UIKit's advice and UIKit's names, so that a change
/// to an isolation, a signature or an advice that makes a port's messages worse fails here.
@Suite(.serialized) struct CompileMessagesTests {
    /// Names of RenderCells' model that a port never wrote; a message should name the UIKit
    /// class the port used instead (docs/uikit.md, what a port sees in messages).
    static let modelNames = ["ListCell", "ContentView)?", "CellFace", "ReusableViewFace", "HostedCollection"]

    /// A hang guard only. Measured on two shared cores: a snippet takes about a second alone,
    /// 69 s beside three other suites, and took 785 s beside the full suite when it was waited
    /// for through a termination handler (now polled, `SnippetCompiler.typecheck`).
    static let timeLimit: TimeInterval = 1800

    static let snippets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snippets")

    /// The compiler of this build, or why it cannot be set up (a partial build has no
    /// manifest beside the test bundle).
    static let compiler = Result { try SnippetCompiler.forThisBuild() }
    /// Whether the suite runs: when the compiler was found, and always on CI, where a missing
    /// compiler or manifest fails the tests (`EndToEnd`) instead of skipping the layer.
    static var enabled: Bool { (try? compiler.get()) != nil || EndToEnd.required }

    @Test(.enabled(if: enabled), .timeLimit(.minutes(30))) func swift6PortCompilesWithoutMessages() throws {
        let compiler = try Self.compiler.get()
        let snippet = Self.snippets.appendingPathComponent("Swift6Port.swift").path
        let result = try compiler.typecheck(snippet, timeLimit: Self.timeLimit)
        let diagnostics = CompilerDiagnostic.parse(result.output)
        #expect(
            diagnostics.isEmpty,
            "Swift6Port.swift must build as it builds for iOS:\n\(diagnostics.map(\.description).joined(separator: "\n"))")
        #expect(result.passed, "the compiler failed on Swift6Port.swift:\n\(result.output)")
    }

    @Test(.enabled(if: enabled), .timeLimit(.minutes(30))) func misusesFailWithUIKitsAdviceAndNames() throws {
        let compiler = try Self.compiler.get()
        let snippet = Self.snippets.appendingPathComponent("Misuses.swift").path
        let expected = try Self.expectedErrors(in: snippet)
        #expect(expected.count >= 8, "Misuses.swift lost its `// error:` marks")
        let result = try compiler.typecheck(snippet, timeLimit: Self.timeLimit)
        #expect(!result.passed, "Misuses.swift compiled")
        let diagnostics = CompilerDiagnostic.parse(result.output).filter { $0.file.hasSuffix("Misuses.swift") }
        for (line, text) in expected.sorted(by: { $0.key < $1.key }) {
            let onLine = diagnostics.filter { $0.line == line && $0.severity == .error }
            #expect(
                onLine.contains { $0.message.contains(text) },
                "Misuses.swift:\(line) should fail with “\(text)”; the compiler said: \(onLine.map(\.message))")
        }
        let unexpected = diagnostics.filter { expected[$0.line] == nil }
        #expect(unexpected.isEmpty, "unexpected messages:\n\(unexpected.map(\.description).joined(separator: "\n"))")
        let model = diagnostics.filter { diagnostic in Self.modelNames.contains { diagnostic.message.contains($0) } }
        #expect(
            model.isEmpty,
            "messages that name RenderCells' model instead of UIKit:\n\(model.map(\.description).joined(separator: "\n"))")
    }

    /// The lines marked `// error: text` in `snippet`, by line number (from 1).
    static func expectedErrors(in snippet: String) throws -> [Int: String] {
        let lines = try String(contentsOfFile: snippet, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        var expected: [Int: String] = [:]
        for (offset, line) in lines.enumerated() {
            guard let mark = line.range(of: "// error: ") else { continue }
            expected[offset + 1] = String(line[mark.upperBound...]).trimmingCharacters(in: .whitespaces)
        }
        return expected
    }
}
