import FlyingFox
import FlyingSocks
import Foundation
import Synchronization

/// The review's HTTP server: FlyingFox (a small server library with no dependencies of its
/// own; see docs/review.md for why it and not Hummingbird) listening on 127.0.0.1 only,
/// every request turned into a ``ReviewRequest`` and answered by the session through the
/// gate. The library parses HTTP; this file only translates.
public final class ReviewServer: Sendable {
    public let session: ReviewSession
    public let token: ReviewToken
    let server: HTTPServer
    /// The gate, once the port is known (requests before then are answered 503).
    let listening = Box<ReviewGate?>(nil)
    let task = Box<Task<Void, any Error>?>(nil)

    /// A value shared between the server's handler and this object, behind a lock.
    final class Box<Value: Sendable>: Sendable {
        let mutex: Mutex<Value>
        init(_ value: sending Value) { mutex = Mutex(value) }
        func withLock<R: Sendable>(_ body: (inout Value) -> R) -> R { mutex.withLock { body(&$0) } }
    }

    /// A server for `session` on 127.0.0.1:`port` (0: a free port the system picks).
    public init(session: ReviewSession, port: UInt16 = 0, token: ReviewToken = ReviewToken()) throws {
        self.session = session
        self.token = token
        let gate = listening
        let address = try sockaddr_in.inet(ip4: "127.0.0.1", port: port)
        // Requests are small (a POST names one id): a body over the limit is refused
        // before it is read (see `review(_:)`).
        server = HTTPServer(config: .init(address: address, timeout: 30, logger: .disabled), handler: ClosureHTTPHandler { request in
            guard let gate = gate.withLock({ $0 }) else {
                return HTTPResponse(statusCode: HTTPStatusCode(503, phrase: "Service Unavailable"))
            }
            return await ReviewServer.respond(to: request, session: session, gate: gate)
        })
    }

    /// Starts listening and returns once the port is known. The wait is a hang guard far above
    /// the milliseconds listening takes: the server starts on the concurrency pool, which a
    /// busy process (a parallel test suite) may keep for seconds.
    public func start() async throws {
        let server = self.server
        task.withLock { $0 = Task { try await server.run() } }
        try await server.waitUntilListening(timeout: 300)
        guard case let .ip4(_, port)? = await server.listeningAddress else {
            throw ReviewError(500, "the review server is not listening on an IPv4 address")
        }
        listening.withLock { $0 = ReviewGate(token: token, port: Int(port)) }
    }

    /// The port listened on (nil before ``start()``).
    public var port: Int? { listening.withLock { $0?.port } }

    /// The address to open: the page, with the token.
    public var url: String? { port.map { "http://127.0.0.1:\($0)/?token=\(token.value)" } }

    /// Waits until the server stops (``stop()``, or the task is cancelled).
    public func wait() async throws {
        try await task.withLock { $0 }?.value
    }

    public func stop() async {
        await server.stop(timeout: 1)
        task.withLock { $0?.cancel() }
    }

    static func respond(to request: HTTPRequest, session: ReviewSession, gate: ReviewGate) async -> HTTPResponse {
        var headers: [String: String] = [:]
        for (key, value) in request.headers { headers[key.rawValue.lowercased()] = value }
        var body: [UInt8] = []
        if request.method == .POST {
            guard headers["transfer-encoding"] == nil else { return response(.text(411, "send a Content-Length, not chunks")) }
            let length = Int(headers["content-length"] ?? "0") ?? Int.max
            guard length <= ReviewSession.maxBodySize else {
                return response(.text(413, "the request body is over \(ReviewSession.maxBodySize) bytes"))
            }
            body = (try? await Array(request.bodyData)) ?? []
        }
        let query = Dictionary(request.query.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
        let review = ReviewRequest(method: request.method.rawValue, path: request.path, query: query, headers: headers,
                                   body: body)
        return response(session.handle(review, gate: gate))
    }

    static func response(_ r: ReviewResponse) -> HTTPResponse {
        var headers = HTTPHeaders()
        for (name, value) in r.headers { headers[HTTPHeader(name)] = value }
        return HTTPResponse(statusCode: HTTPStatusCode(r.status, phrase: phrase(r.status)), headers: headers, body: Data(r.body))
    }

    static func phrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 409: "Conflict"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 415: "Unsupported Media Type"
        case 422: "Unprocessable Content"
        default: "Error"
        }
    }
}
