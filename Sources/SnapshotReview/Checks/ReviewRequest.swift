/// One HTTP request as the review's checks and routes see it: plain values, whatever
/// server library parsed it, so every check is tested without a socket.
public struct ReviewRequest: Sendable, Equatable {
    /// `GET`, `POST`, … as sent.
    public var method: String
    /// The path without the query, percent-decoded and standardized by the server (`/api/accept`).
    public var path: String
    /// Query items by name (the last one wins), percent-decoded.
    public var query: [String: String]
    /// Header fields by lower-cased name.
    public var headers: [String: String]
    public var body: [UInt8]

    public init(
        method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:],
        body: [UInt8] = []
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
        self.body = body
    }
}
