import RenderCells
import SafeIO

extension SpecNode {
    /// The pixels of the PNG at `path` (relative to the spec's folder), decoded once per
    /// file; errors name the file and carry libpng's message.
    ///
    /// The file is read by the one path rule (`ContainedFolder`): relative, normalised, a
    /// regular file inside the spec's folder once its links are resolved. A spec comes from
    /// a pull request as often as from its author, so `/etc/x.png`, `../x.png` and a link out
    /// are refused, never read.
    func decodedImage(path: String) throws(SpecError) -> Pixmap {
        guard !path.isEmpty else { throw error("the image path is empty") }
        if let problem = ContainedFolder.problem(withRelativePath: path) {
            throw error(
                "the image path '\(TerminalText.escaped(path))' \(problem); an image is a file in the "
                    + "spec's folder")
        }
        let resolved = context.baseDirectory + "/" + path
        if let known = context.images[resolved] { return known }
        let pixmap: Pixmap
        do {
            let bytes: [UInt8]
            do {
                bytes = try ContainedFolder(context.baseDirectory).read(
                    path, field: resolved, maxBytes: PNGDecoder.maxFileSize,
                    what: "a PNG file")
            } catch {
                throw PNGError.file(path: error.path, message: error.message)
            }
            // The header's size against what the images may still take, before decoding:
            // a 2 MB file can claim 16384 x 16384 pixels (1.08 GB decoded before this check).
            if let size = PNGDecoder.headerSize(of: bytes), Pixmap.isValidSize(width: size.width, height: size.height),
                context.imagePixels + size.width * size.height > SpecLimits.maxImagePixels
            {
                throw error(
                    "the images together are over the limit of \(SpecLimits.maxImagePixels) pixels "
                        + "(\(resolved) is \(size.width) x \(size.height))")
            }
            do {
                pixmap = try PNGDecoder.decode(bytes)
            } catch {
                throw PNGError.file(path: resolved, message: error.description)
            }
        } catch let error as SpecError {
            throw error
        } catch let error as PNGError {
            throw self.error(
                "cannot use image \(error.description.hasSuffix(".") ? String(error.description.dropLast()) : error.description)")
        } catch {
            throw self.error("cannot use image \(resolved): \(error)")
        }
        context.imagePixels += pixmap.width * pixmap.height
        guard context.imagePixels <= SpecLimits.maxImagePixels else {
            throw error(
                "the images together are over the limit of \(SpecLimits.maxImagePixels) pixels "
                    + "(\(resolved) is \(pixmap.width) x \(pixmap.height))")
        }
        context.images[resolved] = pixmap
        return pixmap
    }
}
