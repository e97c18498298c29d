/// A string with attributes over ranges of it (a minimal `NSAttributedString`).
///
/// Ranges count `Character`s (grapheme clusters), so a run can never split an emoji or
/// a letter with its combining marks. The runs always tile the whole string in order,
/// and neighbouring runs never have equal attributes: two texts that look the same
/// compare equal however they were built.
public struct AttributedText: Equatable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// A stretch of characters sharing attributes.
    public struct Run: Equatable, Sendable {
        /// Character offsets into ``AttributedText/string``.
        public var range: Range<Int>
        public var attributes: TextAttributes
    }

    public private(set) var string: String
    public private(set) var runs: [Run]

    /// `string` with the same attributes throughout.
    public init(_ string: String, attributes: TextAttributes = TextAttributes()) {
        self.string = string
        let n = string.count
        runs = n == 0 ? [] : [Run(range: 0..<n, attributes: attributes)]
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Number of characters.
    public var count: Int { runs.last?.range.upperBound ?? 0 }

    /// The attributes of the character at `offset`.
    public func attributes(at offset: Int) -> TextAttributes {
        precondition(offset >= 0 && offset < count, "offset \(offset) outside 0..<\(count)")
        return runs.first { $0.range.contains(offset) }!.attributes
    }

    /// Sets every attribute `attributes` sets over `range`, keeping the others.
    public mutating func addAttributes(_ attributes: TextAttributes, range: Range<Int>) {
        edit(range) { $0.merging(attributes) }
    }

    /// Replaces all attributes over `range`.
    public mutating func setAttributes(_ attributes: TextAttributes, range: Range<Int>) {
        edit(range) { _ in attributes }
    }

    /// Appends another text, keeping its attributes.
    public mutating func append(_ other: AttributedText) {
        let offset = count
        string += other.string
        runs += other.runs.map {
            Run(
                range: $0.range.lowerBound + offset..<$0.range.upperBound + offset,
                attributes: $0.attributes)
        }
        coalesce()
    }

    public static func + (a: AttributedText, b: AttributedText) -> AttributedText {
        var out = a
        out.append(b)
        return out
    }

    public var description: String { string }

    /// Splits runs at the range's ends, rewrites the runs inside, and merges equal neighbours.
    private mutating func edit(_ range: Range<Int>, _ transform: (TextAttributes) -> TextAttributes) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range \(range) outside 0..<\(count)")
        guard !range.isEmpty else { return }
        var out: [Run] = []
        for run in runs {
            let cuts = [
                run.range.lowerBound, max(run.range.lowerBound, min(run.range.upperBound, range.lowerBound)),
                max(run.range.lowerBound, min(run.range.upperBound, range.upperBound)), run.range.upperBound
            ]
            for i in 0..<3 where cuts[i] < cuts[i + 1] {
                let piece = cuts[i]..<cuts[i + 1]
                let inside = piece.lowerBound >= range.lowerBound && piece.upperBound <= range.upperBound
                out.append(Run(range: piece, attributes: inside ? transform(run.attributes) : run.attributes))
            }
        }
        runs = out
        coalesce()
    }

    private mutating func coalesce() {
        var out: [Run] = []
        for run in runs {
            if let last = out.last, last.attributes == run.attributes, last.range.upperBound == run.range.lowerBound {
                out[out.count - 1].range = last.range.lowerBound..<run.range.upperBound
            } else {
                out.append(run)
            }
        }
        runs = out
    }
}
