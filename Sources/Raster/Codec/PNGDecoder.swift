// The PNG reader. libpng's simplified API does every format conversion (grey,
// palette, tRNS, 16-bit, sub-byte depths, gAMA) into 8-bit straight-alpha RGBA
// in sRGB; this file only guards the size, owns the libpng state and premultiplies.
// The simplified API reports errors through `png_image.message` instead of the
// classic API's longjmp, which must never cross Swift frames.

import CPNG
import SafeIO

/// Reads PNG data into premultiplied pixmaps.
public enum PNGDecoder {
    /// The largest file `decode(contentsOfFile:)` reads, in bytes (256 MiB).
    ///
    /// A PNG this large would already decode to more than `Pixmap.maxPixelCount`
    /// for any realistic content; the cap keeps a wrong path (a disk image, a
    /// device) from being read into memory.
    public static let maxFileSize = 256 << 20

    /// The most bytes deflate can expand one compressed byte into (zlib's documented 1032:1).
    static let maxInflateRatio = 1032

    /// Decodes a PNG byte stream into a premultiplied pixmap.
    ///
    /// Any PNG libpng reads is accepted; colour is converted to sRGB 8-bit and
    /// 16-bit files without colour-space chunks are taken as sRGB-encoded (as
    /// most writers mean them), not linear. Throws `.empty`; `.tooLarge` (or
    /// `.decodeFailed` when the data is too short for the size it claims) before
    /// any pixel memory is allocated; otherwise `.decodeFailed` with libpng's message.
    public static func decode(_ bytes: [UInt8]) throws(PNGError) -> Pixmap {
        let bytes = try guarded(bytes)
        // A reference as this package writes it, read without libpng (PNGDirectDecoder says why).
        if let pixmap = bytes.withUnsafeBytes(PNGDirectDecoder.decode) { return pixmap }
        return try libpngDecode(bytes)
    }

    /// The image data of `bytes` inflated, not unfiltered, when the direct path reads the
    /// file (a reference as this package writes it: PNGDirectDecoder); nil when only
    /// ``decode(_:)`` can read it or say what is wrong with it. Text chunks stay in `bytes`:
    /// the direct path passes over them, as libpng never sees them.
    package static func scanlines(_ bytes: [UInt8]) -> PNGScanlines? {
        guard !bytes.isEmpty, bytes.withUnsafeBytes(chunkProblem) == nil else { return nil }
        return bytes.withUnsafeBytes(PNGDirectDecoder.scanlines)
    }

    /// ``decode(_:)`` through libpng alone, whatever the file: what the direct path is
    /// checked against (by the tests and the `png` fuzz target), with the same guards.
    package static func decodeWithLibpng(_ bytes: [UInt8]) throws(PNGError) -> Pixmap {
        try libpngDecode(guarded(bytes))
    }

    /// The guards both readers share: `bytes` not empty and every chunk within the data
    /// (``chunkProblem(_:)``), then without their text chunks.
    static func guarded(_ bytes: [UInt8]) throws(PNGError) -> [UInt8] {
        guard !bytes.isEmpty else { throw .empty }
        if let problem = bytes.withUnsafeBytes(chunkProblem) { throw .decodeFailed(problem) }
        return withoutTextChunks(bytes)
    }

    /// libpng's simplified API on `bytes`, which passed ``chunkProblem(_:)`` and lost their
    /// text chunks.
    static func libpngDecode(_ bytes: [UInt8]) throws(PNGError) -> Pixmap {
        // libpng keeps a pointer to the png_image (its error handler's context)
        // and to the input from begin_read to finish_read, so both live at fixed
        // addresses: the image on the heap, the input pinned for the whole read.
        let image = UnsafeMutablePointer<png_image>.allocate(capacity: 1)
        image.initialize(to: png_image())  // zeroed; `opaque` must start nil
        image.pointee.version = CPNG_IMAGE_VERSION
        defer {
            png_image_free(image)  // harmless when libpng already freed it on error
            image.deinitialize(count: 1)
            image.deallocate()
        }
        let result = bytes.withUnsafeBytes { raw -> Result<Pixmap, PNGError> in
            guard png_image_begin_read_from_memory(image, raw.baseAddress, raw.count) != 0 else {
                return .failure(.decodeFailed(PNGError.libpngMessage(of: image)))
            }
            let width = Int(image.pointee.width)
            let height = Int(image.pointee.height)
            guard Pixmap.isValidSize(width: width, height: height) else {
                return .failure(.tooLarge(width: width, height: height))
            }
            if let problem = implausibleSize(width: width, height: height, data: raw) {
                return .failure(.decodeFailed(problem))
            }
            image.pointee.format = CPNG_FORMAT_RGBA
            image.pointee.flags |= CPNG_IMAGE_FLAG_16BIT_sRGB
            let count = width * height * 4
            var finished = false
            // Uninitialised: libpng writes every byte on success, and on failure the array is dropped.
            let straight = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                finished = png_image_finish_read(image, nil, buffer.baseAddress, Int32(width * 4), nil) != 0
                initialized = count
            }
            guard finished else { return .failure(.decodeFailed(PNGError.libpngMessage(of: image))) }
            guard let pixmap = Pixmap(width: width, height: height, unpremultipliedData: straight) else {
                return .failure(.tooLarge(width: width, height: height))
            }
            return .success(pixmap)
        }
        return try result.get()
    }

    /// The size the header (IHDR) of a PNG stream claims, read without decoding anything:
    /// nil when `bytes` does not start with a PNG signature and an IHDR chunk. Lets a caller
    /// refuse a picture by its size (against the size it expects, or a budget) before the
    /// decoder allocates its pixels.
    public static func headerSize(of bytes: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, bytes[0..<8].elementsEqual(signature), bytes[12..<16].elementsEqual("IHDR".utf8)
        else { return nil }
        func word(_ at: Int) -> Int { (0..<4).reduce(0) { $0 << 8 | Int(bytes[at + $1]) } }
        return (word(16), word(20))
    }

    /// Reads and decodes the PNG file at `path`.
    ///
    /// Every failure is a `PNGError.file` naming the path: I/O problems carry
    /// the system's message, decoding problems the decoder's description.
    public static func decode(contentsOfFile path: String) throws(PNGError) -> Pixmap {
        let bytes = try readFile(path)
        do {
            return try decode(bytes)
        } catch {
            throw .file(path: path, message: error.description)
        }
    }

    /// Why the IHDR's size cannot be backed by this much data, or nil when it can.
    ///
    /// Deflate expands at most 1032:1, so a stream too short to inflate to even
    /// the unfiltered rows is truncated or hostile; rejecting it here avoids
    /// allocating the output for a tiny file that claims a huge image.
    static func implausibleSize(width: Int, height: Int, data: UnsafeRawBufferPointer) -> String? {
        // libpng has validated the signature and IHDR, which PNG requires first:
        // bit depth at offset 24, colour type at 25.
        guard data.count > 25 else { return nil }
        let channels: Int
        switch data[25] {
        case 2: channels = 3
        case 4: channels = 2
        case 6: channels = 4
        default: channels = 1  // grey, palette
        }
        let bitsPerPixel = Int(data[24]) * channels
        let rawRowBytes = 1 + (width * bitsPerPixel + 7) / 8  // filter byte + samples
        let (rawBytes, overflow) = height.multipliedReportingOverflow(by: rawRowBytes)
        guard overflow || rawBytes > data.count * maxInflateRatio else { return nil }
        return "\(data.count) bytes cannot hold the pixel data of a \(width) x \(height) image"
    }

    /// `png` without its text chunks (tEXt, zTXt, iTXt), or `png` itself when it has none.
    ///
    /// The pixels never need them, but libpng inflates every compressed one it meets (up to
    /// its own limit, then drops it): a 3.3 MB reference with 200 chunks of 16 MiB each took
    /// 9.4 s to decode. `PNGText` reads text within its own budgets. Called after
    /// ``chunkProblem(_:)``, so every chunk length is within the data.
    static func withoutTextChunks(_ png: [UInt8]) -> [UInt8] {
        func type(at offset: Int) -> ArraySlice<UInt8> { png[(offset + 4)..<(offset + 8)] }
        func isText(_ t: ArraySlice<UInt8>) -> Bool {
            t.elementsEqual("tEXt".utf8) || t.elementsEqual("zTXt".utf8) || t.elementsEqual("iTXt".utf8)
        }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard png.count >= 8, png[0..<8].elementsEqual(signature) else { return png }
        var offset = 8
        var found = false
        var kept: [Range<Int>] = [0..<8]
        while offset + 12 <= png.count {
            let length = (0..<4).reduce(0) { $0 << 8 | Int(png[offset + $1]) }
            let end = min(png.count, offset + 12 + length)
            if isText(type(at: offset)) { found = true } else { kept.append(offset..<end) }
            if type(at: offset).elementsEqual("IEND".utf8) { break }
            offset = end
        }
        guard found else { return png }
        // a truncated tail, for libpng to judge
        if offset < png.count, offset + 12 > png.count { kept.append(offset..<png.count) }
        var out: [UInt8] = []
        out.reserveCapacity(kept.reduce(0) { $0 + $1.count })
        for range in kept { out += png[range] }
        return out
    }

    /// Why the chunk structure cannot be read as it claims, or nil when it can.
    ///
    /// Walks the chunk headers (length, type) from the signature to IEND before libpng
    /// sees the data: libpng allocates a chunk's claimed length before it reads it, so a
    /// 149-byte file whose `tEXt` claimed 2^31 - 1 bytes cost 2 GiB. A length beyond the
    /// PNG maximum or beyond the bytes left is rejected here, so no chunk can make libpng
    /// allocate more than the file holds. Data that is not a PNG at all is left to libpng,
    /// whose message says so.
    static func chunkProblem(_ data: UnsafeRawBufferPointer) -> String? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= 8, zip(data.prefix(8), signature).allSatisfy({ $0 == $1 }) else { return nil }
        var offset = 8
        while offset + 8 <= data.count {
            let length = (0..<4).reduce(0) { $0 << 8 | Int(data[offset + $1]) }
            let type = String(decoding: (4..<8).map { data[offset + $0] }, as: UTF8.self)
            guard type.utf8.allSatisfy({ ($0 >= 65 && $0 <= 90) || ($0 >= 97 && $0 <= 122) }) else {
                return "the chunk at byte \(offset) has no valid type (corrupt file)"
            }
            guard length <= 0x7FFF_FFFF else {
                return "the '\(type)' chunk at byte \(offset) claims \(length) bytes, over the PNG limit of 2147483647"
            }
            let remaining = data.count - offset - 12
            guard length <= remaining else {
                return "the '\(type)' chunk at byte \(offset) claims \(length) bytes but only \(max(0, remaining)) "
                    + "follow it (truncated or corrupt file)"
            }
            if type == "IEND" { return nil }
            offset += 12 + length
        }
        return nil  // no IEND: libpng reports the missing image data, or reads what is there
    }

    /// The bytes of the regular file at `path`, at most `maxFileSize` of them.
    ///
    /// Opened without blocking and checked with `fstat` before any read, so a FIFO or a
    /// device fails at once instead of waiting for a writer.
    public static func readFile(_ path: String) throws(PNGError) -> [UInt8] {
        do {
            return try RegularFile.read(path, maxBytes: maxFileSize, what: "a PNG file")
        } catch {
            throw .file(path: error.path, message: error.message)
        }
    }
}
