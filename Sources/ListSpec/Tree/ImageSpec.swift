import Foundation
import RenderCells

/// An image as a spec names it: a symbol, or a PNG file decoded when the spec is read.
///
/// ```yaml
/// image: hammer                                            # a symbol
/// image: {symbol: star.fill, textStyle: body, scale: large, weight: semibold}
/// image: {file: avatars/kate.png}                          # relative to the spec file
/// ```
package enum ImageSpec: Hashable, Sendable {
    case symbol(name: String, configuration: SymbolConfiguration?)
    /// A PNG file: `path` as written, `pixmap` its decoded pixels.
    case file(path: String, pixmap: Pixmap)

    /// The image for a content configuration.
    package var listImage: ListImage {
        switch self {
        case .symbol(let name, let configuration): .symbol(name: name, configuration: configuration)
        case .file(_, let pixmap): .pixmap(pixmap)
        }
    }
}

extension ImageSpec {
    init(node: SpecNode) throws(SpecError) {
        if case .scalar = node.node {
            self = .symbol(name: try node.symbolName(), configuration: nil)
            return
        }
        let f = try node.fields(allowed: ["symbol", "file"] + SpecNode.symbolConfigurationFields, what: "an image")
        switch (f["symbol"], f["file"]) {
        case (let symbol?, nil):
            let configuration = try node.symbolConfiguration(in: f)
            self = .symbol(name: try symbol.symbolName(), configuration: configuration)
        case (nil, let file?):
            if let extra = f.order.first(where: { $0 != "file" }) {
                throw f[extra]!.error("'\(extra)' applies to symbols, not to image files")
            }
            let path = try file.string(what: "a PNG file path")
            self = .file(path: path, pixmap: try file.decodedImage(path: path))
        case (_?, _?):
            throw node.error("an image is either a symbol or a file, not both")
        case (nil, nil):
            throw node.error("an image needs 'symbol' or 'file'")
        }
    }
}
