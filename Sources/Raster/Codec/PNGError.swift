import CPNG

/// Why a PNG could not be read or written.
///
/// Cases carry libpng's own message where libpng found the problem, so a report
/// names the broken chunk ("IHDR: CRC error") rather than a generic failure.
public enum PNGError: Error, CustomStringConvertible, Equatable, Sendable {
    /// libpng rejected the data; the payload is its message.
    case decodeFailed(String)
    /// libpng could not encode the pixmap; the payload is its message.
    case encodeFailed(String)
    /// The image's size is over `Pixmap.maxDimension` or `Pixmap.maxPixelCount`.
    case tooLarge(width: Int, height: Int)
    /// The data to decode has no bytes at all.
    case empty
    /// A file could not be read or written; `message` says what went wrong there.
    case file(path: String, message: String)

    public var description: String {
        switch self {
        case .decodeFailed(let message):
            return "The data is not a readable PNG: \(message)."
        case .encodeFailed(let message):
            return "The pixmap could not be encoded as PNG: \(message)."
        case .tooLarge(let width, let height):
            return "The PNG is \(width) x \(height) pixels, over \(Pixmap.limitsInWords)."
        case .empty:
            return "The PNG data is empty (0 bytes)."
        case .file(let path, let message):
            // `path: message`, the Unix convention, as one sentence.
            return "\(path): \(message)" + (message.hasSuffix(".") ? "" : ".")
        }
    }

    /// The NUL-terminated text in `png_image.message`, or a stand-in when libpng left it empty.
    static func libpngMessage(of image: UnsafePointer<png_image>) -> String {
        // `message` is a C `char[64]`, imported as a tuple: read it as bytes and
        // stop at the first NUL, never past the 64 bytes even if libpng left none.
        let text = withUnsafeBytes(of: image.pointee.message) { raw in
            let end = raw.firstIndex(of: 0) ?? raw.count
            return String(decoding: raw[..<end], as: UTF8.self)
        }
        return text.isEmpty ? "libpng gave no message" : text
    }
}
