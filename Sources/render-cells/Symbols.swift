import ArgumentParser
import RenderCells

/// `render-cells symbols`: the SF Symbol names a spec or `SymbolImage(systemName:)` can use.
struct Symbols: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the supported SF Symbol names, one per line, sorted.")

    func run() throws {
        for name in SymbolNameMapping.systemNames.sorted() { print(name) }
    }
}
