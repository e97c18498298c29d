import RenderCells
import SafeIO

// Symbols are resolved when the spec is read, so a misspelt name (or a missing symbol
// font) fails with its line and the symbol stage's suggestions, instead of a cell that
// silently draws without its image.

extension SpecNode {
    /// The keys of a symbol configuration (`UIImage.SymbolConfiguration`).
    static let symbolConfigurationFields = ["textStyle", "pointSize", "weight", "scale"]

    /// A symbol name the drawing stage can draw: a template of the symbols folder (the
    /// command's `--symbols-dir`, else the spec's `symbols:`), an SF Symbol name in the
    /// symbol table, or `material:<name>` for a Material Icons glyph. Each distinct name is
    /// resolved once per read (which loads the symbol font, or reads the template, the
    /// first time), so a template's own error names this line too.
    func symbolName() throws(SpecError) -> String {
        let name = try string(what: "a symbol name")
        guard !context.symbolNames.contains(name) else { return name }
        let catalog = context.symbolsFolder.map { SpecFolderCatalogs.symbolCatalog(for: $0) } ?? .shared
        do {
            _ = try SymbolImage(systemName: name, catalog: catalog)
        } catch {
            throw self.error("\(error)")
        }
        context.symbolNames.insert(name)
        return name
    }

    /// A symbol configuration mapping.
    func symbolConfiguration(allowed: [String]) throws(SpecError) -> SymbolConfiguration {
        try symbolConfiguration(in: fields(allowed: allowed, what: "a symbol configuration")) ?? SymbolConfiguration()
    }

    /// The symbol configuration given by the symbol keys of `f`, nil when it has none.
    func symbolConfiguration(in f: SpecFields) throws(SpecError) -> SymbolConfiguration? {
        guard Self.symbolConfigurationFields.contains(where: f.has) else { return nil }
        return SymbolConfiguration(
            textStyle: try f.read("textStyle") { n throws(SpecError) in try n.choice(TextStyle.self, what: "text style") },
            pointSize: try f.read("pointSize") { n throws(SpecError) in try n.number(in: 1...1000, what: "a point size") },
            weight: try f.read("weight") { n throws(SpecError) in try n.choice(FontWeight.self, what: "font weight") },
            scale: try f.read("scale") { n throws(SpecError) in try n.choice(SymbolScale.self, what: "symbol scale") }
                ?? .default)
    }
}

extension SpecNode {
    /// The spec's `symbols:` folder of SF Symbols templates: a relative, normalised path
    /// (SafeIO's rule for paths read from a file) to a folder that is inside the spec's
    /// own once its links are resolved, so a spec cannot make render-cells read a folder
    /// elsewhere; joined to the spec's folder.
    func symbolsFolder() throws(SpecError) -> String {
        let path = try string(what: "a folder of SF Symbols templates, relative to the spec")
        if let problem = ContainedFolder.problem(withRelativePath: path) {
            throw error("the symbols folder '\(TerminalText.escaped(path))' \(problem)")
        }
        let full = context.baseDirectory + "/" + path
        let base: ContainedFolder
        let folder: ContainedFolder
        do {
            base = try ContainedFolder(context.baseDirectory)
            folder = try ContainedFolder(full)
        } catch {
            throw self.error("the symbols folder \(TerminalText.escaped(full)): \(error.message)")
        }
        guard base.contains(resolvedPath: folder.resolved) else {
            throw error(
                "the symbols folder \(TerminalText.escaped(full)) is outside the spec's folder once its links are resolved")
        }
        return full
    }
}
