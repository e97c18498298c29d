/// What the review answers: a status, a content type and the bytes. Every response gets
/// the same protective headers (see ``headers``).
public struct ReviewResponse: Sendable, Equatable {
    public var status: Int
    public var contentType: String
    public var body: [UInt8]

    public init(status: Int, contentType: String, body: [UInt8]) {
        self.status = status
        self.contentType = contentType
        self.body = body
    }

    /// A plain-text answer (refusals and errors say why in a sentence).
    public static func text(_ status: Int, _ message: String) -> ReviewResponse {
        ReviewResponse(status: status, contentType: "text/plain; charset=utf-8", body: Array((message + "\n").utf8))
    }

    /// The headers sent with every answer: nothing cached (the token is in the URL), no
    /// type sniffing, no framing by another page, no referrer carrying the token away, and a
    /// content policy that lets the page load only from this server.
    public var headers: [(String, String)] {
        [
            ("Content-Type", contentType), ("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff"),
            ("Referrer-Policy", "no-referrer"), ("X-Frame-Options", "DENY"),
            (
                "Content-Security-Policy",
                "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
                    + "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
            )
        ]
    }
}
