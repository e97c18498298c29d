/// The secret in the URL the review prints: 32 bytes from the system's cryptographically
/// secure generator (`SystemRandomNumberGenerator`: `getrandom(2)` on Linux,
/// `arc4random_buf` on Apple platforms), as 64 hexadecimal digits. Only a page opened from
/// that URL knows it; a page elsewhere in the browser cannot read it (the same-origin
/// policy keeps the review page's address and DOM from other origins).
public struct ReviewToken: Sendable, Equatable, CustomStringConvertible {
    public let value: String

    /// A new random token.
    public init() {
        var generator = SystemRandomNumberGenerator()
        value = (0..<32).map { _ in
            let byte = UInt8.random(in: 0...255, using: &generator)
            return String(byte >> 4, radix: 16) + String(byte & 15, radix: 16)
        }.joined()
    }

    /// A given token (tests).
    public init(value: String) { self.value = value }

    public var description: String { value }

    /// Whether `candidate` is the token, comparing every byte whatever the first
    /// difference, so the time taken does not tell how much of a guess was right.
    public func matches(_ candidate: String?) -> Bool {
        guard let candidate else { return false }
        let a = Array(value.utf8)
        let b = Array(candidate.utf8)
        var difference = UInt8(a.count == b.count ? 0 : 1)
        for i in 0..<a.count { difference |= a[i] ^ (i < b.count ? b[i] : 0) }
        return difference == 0
    }
}
