import Foundation
import RenderCells
import SafeIO

// One `render-cells render` run as a value, so the command line and the tests go through
// the same code: read the spec, build and lay out the collection view, check the
// picture's size before any pixel is allocated, draw, encode, and write the outputs
// atomically. Everything that can fail does so before the first output is written (the
// outputs are checked first: regular files or nothing, never the spec), and the picture and
// the dump are replaced together or not at all, so a failed run leaves what was there.

/// A request to render a spec file into a PNG (and optionally its layout dump).
public struct RenderRequest: Sendable {
    public var specPath: String
    public var outputPath: String
    /// Where to write the display list's JSON dump; nil: no dump.
    public var layoutDumpPath: String?
    public var overrides: SpecOverrides
    /// Font folders to take text fonts from instead of fontconfig's (`--fonts-dir`);
    /// empty: the shared catalog.
    public var fontDirectories: [String] = []
    /// A folder of SF Symbols templates whose names override the built-in symbols
    /// (`--symbols-dir`); nil for the built-in set alone.
    public var symbolsDirectory: String?

    public init(specPath: String, outputPath: String, layoutDumpPath: String? = nil,
                overrides: SpecOverrides = SpecOverrides())
    {
        self.specPath = specPath
        self.outputPath = outputPath
        self.layoutDumpPath = layoutDumpPath
        self.overrides = overrides
    }

    /// What a successful run made.
    public struct Outcome: Sendable, Equatable {
        /// The picture's size in device pixels.
        public var pixelWidth: Int
        public var pixelHeight: Int
        /// Items in the spec, outline children included.
        public var itemCount: Int
    }

    /// Renders the spec and writes the outputs.
    ///
    /// Errors name the file they concern: the spec (with line, column and field path when
    /// the spec is at fault), an image it uses, or an output that could not be written.
    public func run() throws(SpecError) -> Outcome {
        if let problem = overrides.problem { throw SpecError(file: specPath, message: problem) }
        // The outputs before any work: each must be absent or a regular file, and none the spec.
        do {
            try AtomicFile.checkOutputs([outputPath] + (layoutDumpPath.map { [$0] } ?? []), inputs: [specPath])
        } catch {
            throw SpecError(file: error.path, message: error.message)
        }
        let spec = try ListSpec(contentsOf: specPath).applying(overrides)
        // The images it reads are inputs too (known once the spec is read).
        do {
            try AtomicFile.checkOutputs([outputPath] + (layoutDumpPath.map { [$0] } ?? []), inputs: spec.imageFiles)
        } catch {
            throw SpecError(file: error.path, message: error.message)
        }
        let view = spec.makeCollectionView()
        if !fontDirectories.isEmpty {
            var isDirectory: ObjCBool = false
            for directory in fontDirectories
            where !(FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) && isDirectory.boolValue) {
                throw SpecError(file: directory, message: "cannot use it as a font folder: no such directory")
            }
            view.fontCatalog = FontCatalog(fontDirectories: fontDirectories)
        }
        do {
            try view.fontCatalog.checkUsable()
        } catch {
            // A folder the user named is at fault; otherwise the machine has no fonts.
            guard case .noUsableFont(let source, let detail) = error, !fontDirectories.isEmpty else {
                throw SpecError(file: specPath, message: error.description)
            }
            throw SpecError(file: source, message: "cannot use it as a font folder: \(detail)")
        }
        if let symbolsDirectory {
            let catalog = SymbolCatalog(templateFolder: symbolsDirectory)
            do {
                _ = try catalog.templateNames()
            } catch {
                throw SpecError(file: symbolsDirectory, message: "cannot use it as a symbols folder: \(error.description)")
            }
            view.symbolCatalog = catalog
        }
        // Without a height the picture is as tall as the content: laying out stops once the
        // content is past the tallest picture allowed, and the check below refuses it.
        let tallest = Self.tallestPicture(width: spec.width, scale: spec.scale)
        let layout = view.layout(width: spec.width, scale: spec.scale,
                                 stoppingBelow: spec.height == nil ? tallest : .infinity)
        if let problem = layout.problems.first { throw SpecError(file: specPath, message: "\(problem)") }
        let height = spec.height ?? layout.contentHeight
        try Self.checkPictureSize(width: spec.width, height: height, scale: spec.scale, file: specPath,
                                  heightGiven: spec.height != nil, isLowerBound: spec.height == nil && layout.isTruncated)
        let displayList = layout.displayList(height: spec.height)
        let pixmap: Pixmap
        do {
            pixmap = try displayList.render()
        } catch {
            throw SpecError(file: specPath, message: "cannot render: \(error)")
        }
        // Both outputs or neither: a failed write puts back what was at the paths before.
        do {
            var files = [(path: outputPath, bytes: try PNGEncoder().encode(pixmap))]
            if let layoutDumpPath { files.append((layoutDumpPath, displayList.dumpJSON())) }
            try AtomicFile.write(files)
        } catch let error as FileError {
            throw SpecError(file: error.path, message: error.message)
        } catch {
            throw SpecError(file: outputPath, message: "cannot write the picture: \(error)")
        }
        return Outcome(pixelWidth: pixmap.width, pixelHeight: pixmap.height, itemCount: spec.allItems.count)
    }

    /// The tallest picture `width` points wide at `scale` that fits `Pixmap`'s limits, in points.
    static func tallestPicture(width: Double, scale: Double) -> Double {
        let pixelWidth = max(1, (width * scale).rounded(.up))
        let rows = min(Double(Pixmap.maxDimension), (Double(Pixmap.maxPixelCount) / pixelWidth).rounded(.down))
        return rows / scale
    }

    /// Throws unless a `width` × `height` point picture at `scale` fits `Pixmap`'s limits.
    /// `isLowerBound`: the layout stopped early, so the picture would be at least that tall.
    static func checkPictureSize(width: Double, height: Double, scale: Double, file: String,
                                 heightGiven: Bool, isLowerBound: Bool = false) throws(SpecError)
    {
        // Doubles first: a height from a hostile layout must not overflow Int.
        let w = (width * scale).rounded(.up)
        let h = (height * scale).rounded(.up)
        let maxSide = Double(Pixmap.maxDimension)
        guard w <= maxSide, h <= maxSide, w * h <= Double(Pixmap.maxPixelCount) else {
            let hint = heightGiven ? "" : "; give a height (in points) to crop the picture"
            let atLeast = isLowerBound ? "at least " : ""
            throw SpecError(file: file, message: "the picture would be \(atLeast)\(Int(w)) x \(Int(min(h, 1e15))) pixels "
                + "(\(SpecNode.format(width)) x \(SpecNode.format((height * 100).rounded() / 100)) points"
                + (isLowerBound ? " or more" : "") + " at scale "
                + "\(SpecNode.format(scale))), over the limit of \(Pixmap.maxDimension) pixels a side and "
                + "\(Pixmap.maxPixelCount) pixels in all\(hint)")
        }
    }
}
