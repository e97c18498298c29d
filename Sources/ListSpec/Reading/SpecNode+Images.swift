import RenderCells

extension SpecNode {
    /// The pixels of the PNG at `path` (relative to the spec's folder), decoded once per
    /// file; errors name the file and carry libpng's message.
    func decodedImage(path: String) throws(SpecError) -> Pixmap {
        guard !path.isEmpty else { throw error("the image path is empty") }
        let resolved = path.hasPrefix("/") ? path : context.baseDirectory + "/" + path
        if let known = context.images[resolved] { return known }
        let pixmap: Pixmap
        do {
            let bytes = try PNGDecoder.readFile(resolved)
            // The header's size against what the images may still take, before decoding:
            // a 2 MB file can claim 16384 x 16384 pixels (1.08 GB decoded before this check).
            if let size = PNGDecoder.headerSize(of: bytes), Pixmap.isValidSize(width: size.width, height: size.height),
               context.imagePixels + size.width * size.height > SpecLimits.maxImagePixels
            {
                throw error("the images together are over the limit of \(SpecLimits.maxImagePixels) pixels "
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
            throw self.error("cannot use image \(error.description.hasSuffix(".") ? String(error.description.dropLast()) : error.description)")
        } catch {
            throw self.error("cannot use image \(resolved): \(error)")
        }
        context.imagePixels += pixmap.width * pixmap.height
        guard context.imagePixels <= SpecLimits.maxImagePixels else {
            throw error("the images together are over the limit of \(SpecLimits.maxImagePixels) pixels "
                + "(\(resolved) is \(pixmap.width) x \(pixmap.height))")
        }
        context.images[resolved] = pixmap
        return pixmap
    }
}
