import Raster

/// Text ready for layout: UTF-16 code units with attribute runs (font, colour, kern).
///
/// The layout stage works in UTF-16 because ICU and HarfBuzz do; every range here and in
/// ``TextLayout`` counts UTF-16 units. Runs tile the text in order and neighbours never
/// have equal attributes, so equal-looking texts compare (and cache) equal.
///
/// Hostile input is made safe on the way in: unpaired surrogates become U+FFFD (the
/// replacement character, drawn from the fallback font), so everything downstream sees
/// well-formed UTF-16.
public struct StyledText: Hashable, Sendable, CustomStringConvertible {
    /// What a run of text looks like.
    public struct Attributes: Hashable, Sendable {
        public var font: Font
        /// Straight sRGB, already resolved for the traits by whoever styled the text.
        public var color: RGBAColor
        /// Extra advance after every character in points (`NSAttributedString.Key.kern`);
        /// replaces the system font's size-dependent tracking when set.
        public var kern: Double?

        public init(font: Font, color: RGBAColor = .black, kern: Double? = nil) {
            self.font = font
            self.color = color
            self.kern = kern
        }
    }

    /// A stretch of UTF-16 units sharing attributes.
    public struct Run: Hashable, Sendable {
        public var range: Range<Int>
        public var attributes: Attributes
    }

    public private(set) var utf16: [UInt16]
    public private(set) var runs: [Run]
    /// BCP 47 language of the text ("ja", "zh-Hans", …): picks the CJK face for unified
    /// Han and the line-breaking tailoring. `nil` means none (root rules, default faces).
    public var language: String?

    /// An empty text.
    public init() {
        utf16 = []
        runs = []
    }

    /// `string` with the same attributes throughout.
    public init(_ string: String, font: Font, color: RGBAColor = .black, kern: Double? = nil, language: String? = nil) {
        self.init(string, attributes: Attributes(font: font, color: color, kern: kern), language: language)
    }

    /// `string` with the same attributes throughout.
    public init(_ string: String, attributes: Attributes, language: String? = nil) {
        utf16 = Array(string.utf16)
        runs = utf16.isEmpty ? [] : [Run(range: 0..<utf16.count, attributes: attributes)]
        self.language = language
    }

    /// UTF-16 from an untrusted source: unpaired surrogates are replaced by U+FFFD, one
    /// replacement per unpaired unit, so lengths and offsets are kept.
    public init(utf16 units: [UInt16], attributes: Attributes, language: String? = nil) {
        utf16 = StyledText.repairingSurrogates(units)
        runs = utf16.isEmpty ? [] : [Run(range: 0..<utf16.count, attributes: attributes)]
        self.language = language
    }

    /// Appends `string` with `attributes`, merging with the last run when they are equal.
    public mutating func append(_ string: String, attributes: Attributes) {
        let units = Array(string.utf16)
        guard !units.isEmpty else { return }
        let start = utf16.count
        utf16 += units
        if let last = runs.last, last.attributes == attributes {
            runs[runs.count - 1].range = last.range.lowerBound..<utf16.count
        } else {
            runs.append(Run(range: start..<utf16.count, attributes: attributes))
        }
    }

    /// The text as a Swift string.
    public var string: String { String(decoding: utf16, as: UTF16.self) }

    /// Number of UTF-16 units.
    public var count: Int { utf16.count }

    public var isEmpty: Bool { utf16.isEmpty }

    public var description: String { string }

    /// The attributes at a UTF-16 offset (the last run's for the end of the text).
    public func attributes(at offset: Int) -> Attributes? {
        runs.isEmpty ? nil : runs[runIndex(at: offset)].attributes
    }

    /// The index of the run containing `offset` (the last run for the end of the text), by
    /// binary search; the text must not be empty.
    func runIndex(at offset: Int) -> Int {
        var lo = 0
        var hi = runs.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if runs[mid].range.upperBound <= offset { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The same text with every run's font changed by `transform` (font-size fitting).
    public func mappingFonts(_ transform: (Font) -> Font) -> StyledText {
        var out = self
        for i in out.runs.indices { out.runs[i].attributes.font = transform(out.runs[i].attributes.font) }
        return out
    }

    /// The text with a case transform applied run by run. Case mapping can change
    /// lengths ("ß" → "SS"), so runs are rebuilt; words are tracked across runs so
    /// `capitalized` treats a word split between two styles as one word.
    public func transformed(_ transform: TextTransform) -> StyledText {
        guard transform != .none, !runs.isEmpty else { return self }
        var out = StyledText()
        out.language = language
        var atWordStart = true
        for run in runs {
            let piece = String(decoding: utf16[run.range], as: UTF16.self)
            let mapped = transform.apply(to: piece, atWordStart: &atWordStart)
            out.append(mapped, attributes: run.attributes)
        }
        return out
    }

    /// Replaces each unpaired surrogate with U+FFFD.
    static func repairingSurrogates(_ units: [UInt16]) -> [UInt16] {
        var out = units
        var i = 0
        let n = units.count
        while i < n {
            let u = units[i]
            if UTF16.isLeadSurrogate(u) {
                if i + 1 < n, UTF16.isTrailSurrogate(units[i + 1]) {
                    i += 2
                    continue
                }
                out[i] = 0xFFFD
            } else if UTF16.isTrailSurrogate(u) {
                out[i] = 0xFFFD
            }
            i += 1
        }
        return out
    }
}
