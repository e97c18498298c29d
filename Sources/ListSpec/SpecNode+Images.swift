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
            pixmap = try PNGDecoder.decode(contentsOfFile: resolved)
        } catch {
            throw self.error("cannot use image \(error.description.hasSuffix(".") ? String(error.description.dropLast()) : error.description)")
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
