import RenderCells

/// The bookkeeping of one spec read: the file's name and folder, the running item and
/// text counts checked against ``SpecLimits``, and the images and symbols resolved so far.
///
/// A class so that every ``SpecNode`` of the read shares one count; it never leaves the
/// read that made it.
final class SpecContext {
    /// The spec file as the user named it, for messages.
    let file: String
    /// The folder relative image paths are resolved against (the spec file's folder).
    let baseDirectory: String
    /// Items (outline children included) read so far.
    var itemCount = 0
    /// Characters of all strings read so far, against ``SpecLimits/maxTotalTextLength``.
    var textLength = 0
    /// Decoded images by resolved path, so a file used by many items is decoded once.
    var images: [String: Pixmap] = [:]
    /// Symbol names already resolved.
    var symbolNames: Set<String> = []
    /// The SF Symbols template folder names resolve in: the command's `--symbols-dir`, else
    /// the spec's own `symbols:` once read; nil for the built-in symbols alone.
    var symbolsFolder: String?
    /// Pixels of all decoded images, against ``SpecLimits/maxImagePixels``.
    var imagePixels = 0
    /// The custom states and traits the spec declares, read before anything uses them.
    var declarations = SpecDeclarations()

    init(file: String, baseDirectory: String, symbolsFolder: String? = nil) {
        self.file = file
        self.baseDirectory = baseDirectory
        self.symbolsFolder = symbolsFolder
    }
}
