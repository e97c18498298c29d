import Foundation

// The layout dump (`--dump-layout`): every element with its frame, font, colours and the
// configuration behind it, as pretty-printed JSON with sorted keys so two dumps diff
// line by line.

extension DisplayList {
    /// The dump's top level.
    struct Dump: Encodable {
        var width: Double
        var height: Double
        var scale: Double
        var backgroundColor: String
        var elements: [DisplayElement]
    }

    /// The elements as JSON (UTF-8, pretty-printed, keys sorted, a trailing newline).
    public func dumpJSON() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let dump = Dump(
            width: size.width, height: size.height, scale: scale,
            backgroundColor: DisplayElement.hex(backgroundColor), elements: elements)
        // Encoding strings, numbers and arrays of them cannot fail.
        let data = (try? encoder.encode(dump)) ?? Data("{}".utf8)
        return Array(data) + [0x0A]
    }
}
