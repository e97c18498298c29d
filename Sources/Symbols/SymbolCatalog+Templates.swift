import Foundation
import SafeIO

// A user's folder of SF Symbols templates (SymbolTemplate.swift) follows the rules of every
// folder a user names: it must exist, its files are read only through ContainedFolder (a
// regular file inside it, no link out, at most SymbolSVG.maximumBytes), and only names
// that are plain `NAME.svg` files directly in it count. The listing is read once per
// catalog and bounded, so a folder of a million files cannot make it unbounded work.

extension SymbolCatalog {
    /// The template names a folder holds, and the folder.
    struct TemplateIndex: Sendable {
        let folder: ContainedFolder
        /// Symbol name → file name.
        let files: [String: String]
    }

    /// The most files a template folder's listing reads.
    static let maximumTemplateFiles = 20_000

    /// The template file drawing `name`, nil when there is no folder or it has no such
    /// file. Throws when the folder itself cannot be used (missing, not a folder).
    func templateFile(for name: String) throws(SymbolError) -> String? {
        guard templateFolder != nil else { return nil }
        return try templates().files[name]
    }

    /// The names the template folder holds, sorted (empty without a folder).
    public func templateNames() throws(SymbolError) -> [String] {
        guard templateFolder != nil else { return [] }
        return try templates().files.keys.sorted()
    }

    private func templates() throws(SymbolError) -> TemplateIndex {
        lock.lock()
        defer { lock.unlock() }
        if let templateIndex { return try templateIndex.get() }
        let result = Self.index(templateFolder ?? "")
        templateIndex = result
        return try result.get()
    }

    private static func index(_ path: String) -> Result<TemplateIndex, SymbolError> {
        let folder: ContainedFolder
        do {
            folder = try ContainedFolder(path)
        } catch {
            return .failure(.invalidSymbolFile(path: path, reason: "the symbols folder: \(error.message)"))
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            return .failure(.invalidSymbolFile(path: path, reason: "the symbols folder cannot be listed"))
        }
        guard names.count <= maximumTemplateFiles else {
            return .failure(
                .invalidSymbolFile(
                    path: path, reason: "the symbols folder holds \(names.count) entries, more than \(maximumTemplateFiles)"))
        }
        var files: [String: String] = [:]
        for file in names where file.hasSuffix(".svg") && ContainedFolder.problem(withRelativePath: file) == nil {
            let name = String(file.dropLast(4))
            if !name.isEmpty, !name.hasPrefix(".") { files[name] = file }
        }
        return .success(TemplateIndex(folder: folder, files: files))
    }

    /// What the templates of one catalog may cost together: bytes read and outline points
    /// kept (a point of a flattened outline is a 56-byte path element, so 2,000,000 points
    /// are about 112 MB). That is eight templates at the budget of one
    /// (``SymbolTemplate/maximumPoints``), or hundreds of ordinary ones; a folder of heavy
    /// templates (242 KB, 54 MB each before there was a budget; 300 of them took 11.4 GB,
    /// #37 M1) is refused once it is spent, before more are read.
    static let templateBudget = (bytes: 32 << 20, points: 2_000_000)

    private func withTemplateLock<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// The template file `file` of the folder, read once.
    func template(_ file: String) throws(SymbolError) -> SymbolTemplate {
        let index = try templates()
        lock.lock()
        if let cached = templateFiles[file] {
            lock.unlock()
            return try cached.get()
        }
        lock.unlock()
        let full = "\(index.folder.path)/\(file)"
        var result: Result<SymbolTemplate, SymbolError>
        var read = 0
        let budget = SymbolCatalog.templateBudget
        let spent = withTemplateLock { templateSpent }
        // The catalog's budget is looked at before the file is read and its paths flattened:
        // once it is spent, a template of this catalog costs no more than this refusal.
        if spent.bytes >= budget.bytes || spent.points >= budget.points {
            result = .failure(
                .invalidSymbolFile(
                    path: full,
                    reason: "over the budget of one symbols folder "
                        + "(\(budget.bytes >> 20) MiB of templates or \(budget.points) outline points): use fewer or simpler templates"
                ))
        } else {
            do {
                let bytes = try index.folder.read(file, field: full, maxBytes: SymbolSVG.maximumBytes, what: "a symbol template")
                read = bytes.count
                if let text = String(validating: bytes, as: UTF8.self) {
                    do throws(SymbolError) {
                        result = .success(try SymbolTemplate(text: text, file: full))
                    } catch {
                        result = .failure(error)
                    }
                } else {
                    result = .failure(.invalidSymbolFile(path: full, reason: "is not UTF-8 text"))
                }
            } catch {
                result = .failure(.invalidSymbolFile(path: full, reason: error.message))
            }
        }
        lock.lock()
        templateSpent.bytes += read
        templateSpent.points += (try? result.get().points) ?? 0
        templateFiles[file] = result
        lock.unlock()
        return try result.get()
    }
}
