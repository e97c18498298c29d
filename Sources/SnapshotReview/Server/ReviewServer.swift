import Foundation
import SafeIO

/// The review's HTTP server, listening on 127.0.0.1 only: every request read by
/// ``HTTPRequestParser`` and answered by the session through the gate, one request a
/// connection (`Connection: close`).
///
/// Any local process can reach the port without the token, so the server is built to hold
/// under hostile load (#37 R1, R2): limits are checked as bytes arrive (``HTTPRequestParser``),
/// a connection that sends nothing is closed after ``Limits/idleTimeout`` and one whose request
/// is not complete after ``Limits/requestTimeout`` gets 408, at most ``Limits/connections`` are
/// open at once (the next get 503 and one log line a burst), and running out of file
/// descriptors is logged and waited out, never the end of the process. A request is answered
/// when the session has answered it, however long that takes (an Accept all of thousands of
/// pictures), never cut off by a handler timeout.
///
/// Plain POSIX sockets and one thread a connection: the session's work is synchronous file
/// work, the connections are few and local, and a blocking read with a deadline is the
/// simplest code that bounds every wait. FlyingFox, the library used before, parsed
/// quadratically, had no size limits, answered 500 after its 30-s handler timeout even when
/// the work had been done, and ended its accept loop silently on `EMFILE` (docs/review.md).
public final class ReviewServer: Sendable {
    public let session: ReviewSession
    public let token: ReviewToken
    let requested: UInt16
    let limits: Limits
    let log: @Sendable (String) -> Void
    let state = Locked(State())

    /// What the server's threads share.
    struct State {
        var gate: ReviewGate?
        var listener: Int32 = -1
        var open = 0
        var stopped = false
        var refusing = false
        var starving = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    /// A server for `session` on 127.0.0.1:`port` (0: a free port the system picks). Nothing
    /// is opened until ``start()``.
    public convenience init(session: ReviewSession, port: UInt16 = 0, token: ReviewToken = ReviewToken()) throws {
        self.init(session: session, port: port, token: token, limits: Limits()) { line in
            FileHandle.standardError.write(Data(("review: " + line + "\n").utf8))
        }
    }

    /// A server with its own limits and log (tests use small ones).
    package init(
        session: ReviewSession, port: UInt16 = 0, token: ReviewToken = ReviewToken(), limits: Limits,
        log: @escaping @Sendable (String) -> Void
    ) {
        self.session = session
        self.token = token
        self.requested = port
        self.limits = limits
        self.log = log
    }

    /// Binds and starts listening; throws at once when the port is taken (naming it) or cannot
    /// be opened.
    public func start() async throws {
        let listener = try Self.listen(port: requested)
        let port = try Self.port(of: listener)
        state.withLock {
            $0.listener = listener
            $0.gate = ReviewGate(token: token, port: port)
        }
        let thread = Thread { [self] in acceptLoop(listener) }
        thread.name = "review accept"
        thread.start()
    }

    /// The port listened on (nil before ``start()``).
    public var port: Int? { state.withLock { $0.gate?.port } }

    /// The address of the page, with the token. Show it to the user or hand it to a browser
    /// through a file (``ReviewLaunchPage``), never on a command line: any local user can read
    /// another's command lines (`ps`).
    public var url: String? { port.map { "http://127.0.0.1:\($0)/?token=\(token.value)" } }

    /// Waits until the server stops (``stop()``).
    public func wait() async throws {
        await withCheckedContinuation { continuation in
            let done = state.withLock { state -> Bool in
                if state.stopped { return true }
                state.waiters.append(continuation)
                return false
            }
            if done { continuation.resume() }
        }
    }

    /// Stops accepting; open connections end within a read slice (a quarter of a second).
    public func stop() async {
        let waiters = state.withLock { state in
            state.stopped = true
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    var isStopped: Bool { state.withLock { $0.stopped } }

    /// The connections open now (tests wait on it).
    package var openConnections: Int { state.withLock { $0.open } }
}
