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
        // The text stage's own check: a byte order mark is well-formed UTF-8, so checking
        // from 0 finds the same first bad byte as checking after it.
        if let bad = TextInput.firstInvalidUTF8Offset(bytes) {
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

    private static func hex(_ b: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(b >> 4)], digits[Int(b & 15)]])
    }
}
