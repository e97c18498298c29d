import RenderCells

// Checks on the raw bytes of a spec, before YAML parsing: the size, and what libyaml
// would reject with a less helpful message (invalid UTF-8, control characters). The
// structure is checked next, on libyaml's events (YAMLEventScan).

/// The raw text of a spec, checked and decoded.
enum SpecText {
    /// The text of `bytes` without a UTF-8 byte order mark, after the checks above.
    static func decode(_ bytes: [UInt8], file: String) throws(SpecError) -> String {
        func fail(_ offset: Int?, _ message: String) -> SpecError {
            SpecError(file: file, location: offset.map { location(ofByte: $0, in: bytes) }, message: message)
        }
        guard bytes.count <= SpecLimits.maxFileSize else {
            throw fail(nil, "the file is \(bytes.count) bytes, over the limit of \(SpecLimits.maxFileSize) bytes")
        }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        if let bad = firstInvalidUTF8(bytes, from: start) {
            throw fail(bad, "the file is not valid UTF-8 (byte 0x\(hex(bytes[bad])) here); save it as UTF-8")
        }
        var i = start
        while i < bytes.count {
            let b = bytes[i]
            if (b < 0x20 && b != 0x09 && b != 0x0A && b != 0x0D) || b == 0x7F {
                throw fail(i, "control character 0x\(hex(b)) is not allowed in a spec (YAML text only)")
            }
            i += 1
        }
        return String(decoding: bytes[start...], as: UTF8.self)
    }

    /// The line and column (in Unicode scalars) of the byte at `offset`.
    static func location(ofByte offset: Int, in bytes: [UInt8]) -> SpecLocation {
        var line = 1
        var column = 1
        var i = 0
        while i < offset && i < bytes.count {
            if bytes[i] == 0x0A {
                line += 1
                column = 1
            } else if bytes[i] & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return SpecLocation(line: line, column: column)
    }

    /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence
    /// (overlong forms, surrogates and values past U+10FFFF included), or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8], from start: Int) -> Int? {
        var i = start
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b < 0x80 {
                i += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF  // range of the second byte
            switch b {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                high = 0x9F
            case 0xF0:
                length = 4
                low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                high = 0x8F
            default: return i
            }
            guard i + length <= n else { return i }
            guard (low...high).contains(bytes[i + 1]) else { return i }
            for k in 2..<length where bytes[i + k] & 0xC0 != 0x80 { return i }
            i += length
        }
        return nil
    }

    private static func hex(_ b: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(b >> 4)], digits[Int(b & 15)]])
    }
}
