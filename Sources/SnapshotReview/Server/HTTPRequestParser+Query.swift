extension HTTPRequestParser {
    /// Query items by name (the last wins), decoded as a browser's `URLSearchParams` and forms
    /// encode them: `+` is a space and `%XX` a byte (a spec path with a space arrives as
    /// `a+b.yaml`, #37). An item that is not percent-encoded UTF-8 is left out.
    package static func query(_ bytes: some Collection<UInt8>) -> [String: String] {
        var items: [String: String] = [:]
        for item in bytes.split(separator: UInt8(ascii: "&")) {
            let name = item.prefix { $0 != UInt8(ascii: "=") }
            let value = item.dropFirst(name.count + 1)
            guard let key = percentDecoded(name, plusIsSpace: true), let decoded = percentDecoded(value, plusIsSpace: true)
            else { continue }
            items[key] = decoded
        }
        return items
    }

    /// `bytes` with each `%XX` replaced by its byte (and `+` by a space when `plusIsSpace`), as
    /// UTF-8; nil when an escape is malformed or the result is not UTF-8.
    package static func percentDecoded(_ bytes: some Collection<UInt8>, plusIsSpace: Bool) -> String? {
        func hex(_ b: UInt8) -> UInt8? {
            switch b {
            case 48...57: b - 48
            case 65...70: b - 55
            case 97...102: b - 87
            default: nil
            }
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = bytes.startIndex
        while i != bytes.endIndex {
            let b = bytes[i]
            i = bytes.index(after: i)
            if b == UInt8(ascii: "%") {
                guard i != bytes.endIndex, let high = hex(bytes[i]) else { return nil }
                i = bytes.index(after: i)
                guard i != bytes.endIndex, let low = hex(bytes[i]) else { return nil }
                i = bytes.index(after: i)
                out.append(high << 4 | low)
            } else {
                out.append(plusIsSpace && b == UInt8(ascii: "+") ? 32 : b)
            }
        }
        return String(validating: out, as: UTF8.self)
    }
}
