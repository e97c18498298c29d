import CellAccessibility
import Foundation
import ListSpec
import RenderCells
import SafeIO

// The body of `render-cells render` as a value (a tool's, not library API: a library user
// reads a spec and calls `ListSpec.displayList(for:fontCatalog:)` itself): read the spec,
// draw it through the spec's one checked render path (layout, image files, the picture's
// size before any pixel is allocated), encode, and write the outputs atomically. Everything
// that can fail does so before the first output is written (the outputs are checked first:
// regular files or nothing, never the spec), and the picture and the dump are replaced
// together or not at all, so a failed run leaves what was there. The accessibility picture
// (`render --accessibility`) is a mode of the same request: the same checks and folders,
// only the picture drawn differs.

/// A request to render a spec file into a PNG (and optionally its layout dump).
struct RenderRequest: Sendable {
    var specPath: String
    var outputPath: String
    /// Where to write the display list's JSON dump; nil: no dump.
    var layoutDumpPath: String?
    /// The spec another way (`render --width --state …`); the default: as the spec says.
    var variant: SpecVariant
    /// The font folder that stands in for the spec's own `fontsDir:` (`--fonts-dir`, checked
    /// by ``SpecFolderOptions`` as for every command); nil: the spec's, else the shared catalog.
    var fontsDirectory: String?
    /// A folder of SF Symbols templates that stands in for the spec's own `symbols:`
    /// (`--symbols-dir`, checked by ``SpecFolderOptions``); nil: the spec's, else the built-in set.
    var symbolsDirectory: String?
    /// Draw what VoiceOver reads instead of the list (`--accessibility`): each element
    /// outlined and a legend of what it says (`AccessibilitySnapshot`); no layout dump.
    var accessibility = false

    init(
        specPath: String, outputPath: String, layoutDumpPath: String? = nil,
        variant: SpecVariant = SpecVariant()
    ) {
        self.specPath = specPath
        self.outputPath = outputPath
        self.layoutDumpPath = layoutDumpPath
        self.variant = variant
    }

    /// What a successful run made.
    struct Outcome: Sendable, Equatable {
        /// The picture's size in device pixels.
        var pixelWidth: Int
        var pixelHeight: Int
        /// Items in the spec, outline children included.
        var itemCount: Int
    }

    /// Renders the spec and writes the outputs.
    ///
    /// Errors name the file they concern: the spec (with line, column and field path when
    /// the spec is at fault), an image it uses, or an output that could not be written.
    func run() throws(SpecError) -> Outcome {
        if let problem = variant.problem { throw SpecError(file: specPath, message: problem) }
        // The outputs before any work: each must be absent or a regular file, and none the spec.
        do {
            try AtomicFile.checkOutputs([outputPath] + (layoutDumpPath.map { [$0] } ?? []), inputs: [specPath])
        } catch {
            throw SpecError(file: error.path, message: error.message)
        }
        var spec = try ListSpec(contentsOf: specPath, symbolsFolder: symbolsDirectory)
        // The images it reads are inputs too (known once the spec is read).
        do {
            try AtomicFile.checkOutputs([outputPath] + (layoutDumpPath.map { [$0] } ?? []), inputs: spec.imageFiles)
        } catch {
            throw SpecError(file: error.path, message: error.message)
        }
        // The folders named on the command line stand in for the spec's own.
        if let fontsDirectory { spec.fontsDirectory = fontsDirectory }
        if let symbolsDirectory { spec.symbolsFolder = symbolsDirectory }
        let catalog = spec.fontsDirectory.map { SpecFolderCatalogs.fontCatalog(for: $0) } ?? FontCatalog.shared
        do {
            try catalog.checkUsable()
        } catch {
            // A folder the user named (or a file in it) is at fault; otherwise the machine has no fonts.
            if case .unreadableFontFile(let path, let detail) = error {
                throw SpecError(file: path, message: "cannot use it as a font: \(detail)")
            }
            guard case .noUsableFont(let source, let detail) = error, spec.fontsDirectory != nil else {
                throw SpecError(file: specPath, message: error.description)
            }
            throw SpecError(file: source, message: "cannot use it as a font folder: \(detail)")
        }
        let displayList: DisplayList?
        let pixmap: Pixmap
        do {
            if accessibility {
                displayList = nil
                pixmap = try accessibilityPicture(of: spec, fontCatalog: catalog)
            } else {
                let list = try spec.displayList(for: variant, fontCatalog: catalog).list
                displayList = list
                pixmap = try list.render()
            }
        } catch let error as SpecError {
            throw error
        } catch let error as RenderError {
            throw SpecError(error, file: specPath)
        } catch let error as DisplayListError {
            throw SpecError(error, file: specPath)
        } catch {
            throw SpecError(file: specPath, message: "cannot render: \(error)")
        }
        // Both outputs or neither: a failed write puts back what was at the paths before.
        do {
            var files = [(path: outputPath, bytes: try PNGEncoder().encode(pixmap))]
            if let layoutDumpPath, let displayList { files.append((layoutDumpPath, displayList.dumpJSON())) }
            try AtomicFile.write(files)
        } catch let error as FileError {
            throw SpecError(file: error.path, message: error.message)
        } catch {
            throw SpecError(file: outputPath, message: "cannot write the picture: \(error)")
        }
        return Outcome(pixelWidth: pixmap.width, pixelHeight: pixmap.height, itemCount: spec.allItems.count)
    }

    /// The spec's list as VoiceOver reads it: the one accessibility picture
    /// (`AccessibilitySnapshot.picture`), laid out through the audit's checked layout.
    private func accessibilityPicture(of spec: ListSpec, fontCatalog: FontCatalog) throws -> Pixmap {
        let (view, width, scale, _) = spec.makeCollectionView(for: variant)
        view.fontCatalog = fontCatalog
        let audit = AccessibilityAudit(view: view, width: width, scale: scale, variants: [ListVariant()], subject: specPath)
        return try AccessibilitySnapshot.picture(
            try audit.layout(for: ListVariant()), fontCatalog: fontCatalog,
            withLayout: false
        ).pixmap
    }
}
