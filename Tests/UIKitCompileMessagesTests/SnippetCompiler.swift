import Foundation
import TestSupport

/// Type-checks a snippet file against the RenderCellsUIKit module this test run was built
/// with, with the compiler and the module and header paths the build itself used.
///
/// The build's manifest (`.build/debug.yaml` or `release.yaml`, beside the products folder
/// that holds the test bundle) records the command that compiled RenderCellsUIKit: its
/// compiler, its `-I` module paths, its C modules' module maps and include paths, and the
/// target. A snippet is checked with those, so it sees the module exactly as a package that
/// depends on RenderCellsUIKit does, in debug or release, with no path written here.
struct SnippetCompiler {
    let compiler: String
    let arguments: [String]

    /// Why the compiler cannot be set up: the manifest or the compiler is missing (a partial
    /// build, `swift build --target`), or the manifest has no RenderCellsUIKit command.
    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    /// The compiler and flags of the build the running test bundle belongs to.
    static func forThisBuild() throws -> SnippetCompiler {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let products = bundle.deletingLastPathComponent()
        let configuration = products.lastPathComponent
        let candidates = [products.deletingLastPathComponent().deletingLastPathComponent(), products.deletingLastPathComponent()]
            .map { $0.appendingPathComponent("\(configuration).yaml").path }
        guard let manifest = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            throw Unavailable(
                description: "no build manifest beside \(products.path) (looked for \(candidates.joined(separator: ", ")))")
        }
        let command = try moduleCommand(named: "RenderCellsUIKit", inManifest: manifest)
        guard let compiler = command.first, FileManager.default.isExecutableFile(atPath: compiler) else {
            throw Unavailable(
                description: "the compiler that built RenderCellsUIKit (\(command.first ?? "none")) is not an executable file")
        }
        return SnippetCompiler(compiler: compiler, arguments: searchPaths(in: command))
    }

    /// The arguments of the command in `manifest` that compiles module `name`: llbuild's
    /// manifest holds it as a JSON array on the `args:` line under the module's command.
    static func moduleCommand(named name: String, inManifest manifest: String) throws -> [String] {
        let text = try String(contentsOfFile: manifest, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("  \"C.\(name)-") && $0.hasSuffix(".module\":") }),
            let argsLine = lines[start...].prefix(12).first(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("args:") })
        else { throw Unavailable(description: "\(manifest) has no command that compiles \(name)") }
        let json = argsLine.drop(while: { $0 != "[" })
        guard let arguments = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String] else {
            throw Unavailable(description: "\(manifest): the arguments of \(name)'s command are not a JSON array of strings")
        }
        return arguments
    }

    /// What a client of the module needs from its compile command: module search paths
    /// (`-I`), the C modules' flags (`-Xcc …`), the target and the module cache, which the
    /// build has already filled with the C and system modules.
    static func searchPaths(in command: [String]) -> [String] {
        var kept: [String] = []
        var index = command.startIndex
        while index < command.endIndex {
            let argument = command[index]
            if ["-I", "-Xcc", "-target", "-module-cache-path"].contains(argument), index + 1 < command.endIndex {
                kept += [argument, command[index + 1]]
                index += 2
                continue
            }
            if argument.hasPrefix("-I") { kept.append(argument) }
            index += 1
        }
        return kept
    }

    /// The compiler's output for `snippet` in Swift 6 language mode, and whether it passed.
    /// `timeLimit` is a hang guard only: a snippet takes about a second.
    func typecheck(_ snippet: String, timeLimit: TimeInterval) throws -> (passed: Bool, output: String) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("snippet-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: compiler)
        process.arguments = ["-typecheck", "-swift-version", "6"] + arguments + [snippet]
        // The output goes to a file, not a pipe, so a long output never blocks the compiler.
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        // Polled, not waited for through a termination handler: beside the full suite the
        // handler was called only at the end of the run (785 s for a 0.7 s type-check), the
        // dispatch that calls it being held up by the other suites' work.
        let deadline = Date().addingTimeInterval(timeLimit)
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                process.waitUntilExit()
                throw Unavailable(description: "the compiler did not finish \(snippet) within \(Int(timeLimit)) s (hang guard)")
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        let output = try String(contentsOf: log, encoding: .utf8)
        return (process.terminationStatus == 0, output)
    }
}
