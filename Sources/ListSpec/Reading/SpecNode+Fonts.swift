import RenderCells
import SafeIO

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension SpecNode {
    /// The folder `fontsDir` names: relative to the spec's folder and inside it once every
    /// link is resolved (a spec may come from a pull request, so it can name no font
    /// outside its own folder), a folder, with at least one usable font and no unusable
    /// font file. Checked here, while the error can point at the field.
    func fontsFolder() throws(SpecError) -> String {
        var relative = try string(what: "a folder of font files, relative to the spec")
        if relative.count > 1 && relative.hasSuffix("/") { relative.removeLast() }
        if let problem = ContainedFolder.problem(withRelativePath: relative) {
            throw error("the fonts folder '\(TerminalText.escaped(relative))' \(problem)")
        }
        let base: ContainedFolder
        do {
            base = try ContainedFolder(context.baseDirectory)
        } catch {
            throw self.error("cannot open the spec's folder \(context.baseDirectory) for fontsDir: \(error.message)")
        }
        let folder = context.baseDirectory + "/" + relative
        guard let real = realpath(folder, nil) else {
            throw error("cannot use \(folder) as a fonts folder: no such folder")
        }
        let resolved = String(cString: real)
        free(real)
        guard base.contains(resolvedPath: resolved) else {
            throw error("cannot use \(folder) as a fonts folder: it is outside the spec's folder once its links are resolved")
        }
        var info = stat()
        guard stat(resolved, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw error("cannot use \(folder) as a fonts folder: it is not a folder")
        }
        do {
            try SpecFolderCatalogs.fontCatalog(for: folder).checkUsable()
        } catch {
            switch error {
            case .unreadableFontFile(let path, let detail): throw self.error("cannot use \(path) as a font: \(detail)")
            case .noUsableFont(_, let detail): throw self.error("cannot use \(folder) as a fonts folder: \(detail)")
            default: throw self.error("cannot use \(folder) as a fonts folder: \(error)")
            }
        }
        return folder
    }
}
