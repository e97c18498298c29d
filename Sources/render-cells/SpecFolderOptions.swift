import ArgumentParser
import Foundation
import ListSpec
import RenderCells
import SafeIO

/// `--fonts-dir` and `--symbols-dir` for the commands that draw many specs (test, compare,
/// audit): each stands in for every spec's own `fontsDir:` and `symbols:`, so a team that has
/// SF Pro or an export of SF Symbols templates points a whole suite at them without editing
/// its specs. The folders are checked before any spec is drawn: a missing folder, a folder
/// with no usable font or no readable template is a usage error naming it (exit 64).
struct SpecFolderOptions: ParsableArguments {
    @Option(
        name: .customLong("fonts-dir"),
        help:
            "Take every spec's text fonts from this folder (in place of its fontsDir:); a folder with SF Pro's static files draws the system font with SF Pro."
    )
    var fontsDirectory: String?

    @Option(
        name: .customLong("symbols-dir"),
        help:
            "Draw the symbols this folder holds from its SF Symbols templates (NAME.svg) in every spec (in place of its symbols:)."
    )
    var symbolsDirectory: String?

    /// The folders as absolute paths, so a spec read from anywhere finds them.
    var folders: (fonts: String?, symbols: String?) {
        let cwd = FileManager.default.currentDirectoryPath
        func absolute(_ path: String?) -> String? {
            path.map { $0.hasPrefix("/") ? $0 : cwd + "/" + $0 }
        }
        return (absolute(fontsDirectory), absolute(symbolsDirectory))
    }

    func validate() throws {
        let (fonts, symbols) = folders
        for (flag, folder) in [("--fonts-dir", fonts), ("--symbols-dir", symbols)] {
            guard let folder else { continue }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ValidationError("\(flag) \(TerminalText.escaped(folder)): no such folder")
            }
        }
        if let fonts {
            do {
                try SpecFolderCatalogs.fontCatalog(for: fonts).checkUsable()
            } catch {
                // What is wrong in the folder, without naming the folder a second time.
                let detail: String
                switch error {
                case .noUsableFont(_, let why): detail = why
                case .unreadableFontFile(let path, let why): detail = "\(path): \(why)"
                default: detail = error.description
                }
                throw ValidationError(
                    "--fonts-dir \(TerminalText.escaped(fonts)): cannot use it as a font folder: "
                        + TerminalText.escaped(detail))
            }
        }
        if let symbols {
            let names: [String]
            do {
                names = try SpecFolderCatalogs.symbolCatalog(for: symbols).templateNames()
            } catch {
                throw ValidationError(
                    "--symbols-dir \(TerminalText.escaped(symbols)): cannot use it as a symbols folder: \(error.description)")
            }
            // A folder of anything else is a mistaken path, not a request for no symbols.
            guard !names.isEmpty else {
                throw ValidationError(
                    "--symbols-dir \(TerminalText.escaped(symbols)): cannot use it as a symbols folder: "
                        + "it holds no SF Symbols template (NAME.svg)")
            }
        }
    }

    /// The spec with the named folders in place of its own.
    func applied(to spec: ListSpec) -> ListSpec {
        var spec = spec
        let (fonts, symbols) = folders
        if let fonts { spec.fontsDirectory = fonts }
        if let symbols { spec.symbolsFolder = symbols }
        return spec
    }
}
