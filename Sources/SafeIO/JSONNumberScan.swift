// Foundation's JSONDecoder on Linux refuses a number that no Swift type holds (an integer
// past Int64, `1e400`) as "The given data was not valid JSON." with an empty coding path,
// so a hostile or mistyped report would be refused without naming its field. This scan
// finds such numbers with their field path, in one pass over the bytes and without
// allocating per value, so the reader can name the field after the decoder has failed.

/// The numbers of a JSON document that no Swift number type can hold, with their field paths.
package enum JSONNumberScan {
    /// A number that is out of range, where it is.
    package struct Finding: Equatable, Sendable {
        /// `results[3].difference.totalPixels`, or `(top level)`.
        package var path: String
        /// The number as written (at most 40 characters, then `…`).
        package var literal: String
        /// The number's byte range in the document, so a caller can check that it is the
        /// cause by decoding again without it.
        package var range: Range<Int>
    }

    /// The most findings returned: a reader reports the first that is a cause.
    package static let maxFindings = 8

    /// Numbers in `bytes` that are integers past Int64's range or whose value overflows a
    /// Double, in document order. A malformed document is scanned as far as it reads.
    package static func outOfRange(in bytes: [UInt8]) -> [Finding] {
        var scanner = Scanner(bytes: bytes)
        return scanner.run()
    }

    private enum Container {
        case object(key: String?)
        case array(index: Int)
    }

    private struct Scanner {
        let bytes: [UInt8]
        var position = 0
        var stack: [Container] = []
        var findings: [Finding] = []
        /// Nesting beyond this is not scanned; the decoder refuses such depths anyway.
        static let maxDepth = 512

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func run() -> [Finding] {
            while position < bytes.count, findings.count < JSONNumberScan.maxFindings {
                let byte = bytes[position]
                switch byte {
                case UInt8(ascii: "{"):
                    guard stack.count < Self.maxDepth else { return findings }
                    stack.append(.object(key: nil))
                    position += 1
                case UInt8(ascii: "["):
                    guard stack.count < Self.maxDepth else { return findings }
                    stack.append(.array(index: 0))
                    position += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    if !stack.isEmpty { stack.removeLast() }
                    position += 1
                case UInt8(ascii: ","):
                    if case .array(let index)? = stack.last { stack[stack.count - 1] = .array(index: index + 1) }
                    if case .object? = stack.last { stack[stack.count - 1] = .object(key: nil) }
                    position += 1
                case UInt8(ascii: "\""):
                    let text = string()
                    // A string directly followed by `:` is a key.
                    var next = position
                    while next < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
                    if next < bytes.count, bytes[next] == UInt8(ascii: ":"), case .object? = stack.last {
                        stack[stack.count - 1] = .object(key: text)
                        position = next + 1
                    }
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    number()
                default:
                    position += 1
                }
            }
            return findings
        }

        /// Reads a string from its opening quote; its text, escapes kept as written and
        /// control characters replaced, so a path is safe to print.
        mutating func string() -> String {
            position += 1
            let start = position
            while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
                position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
            }
            let end = min(position, bytes.count)
            position = end + 1
            let text = String(decoding: bytes[start..<end].prefix(200), as: UTF8.self)
            return TerminalText.escaped(text)
        }

        mutating func number() {
            let start = position
            var integral = true
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                    integral = false
                } else if !(byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte))
                {
                    break
                }
                position += 1
            }
            let text = String(decoding: bytes[start..<position], as: UTF8.self)
            let outOfRange = integral ? Int64(text) == nil : !(Double(text)?.isFinite ?? false)
            guard outOfRange else { return }
            let literal = text.count > 40 ? String(text.prefix(40)) + "…" : text
            findings.append(Finding(path: path(), literal: literal, range: start..<position))
        }

        func path() -> String {
            var out = ""
            for container in stack {
                switch container {
                case .array(let index): out += "[\(index)]"
                case .object(let key?): out += (out.isEmpty ? "" : ".") + key
                case .object(nil): break
                }
            }
            return out.isEmpty ? "(top level)" : out
        }
    }
}
