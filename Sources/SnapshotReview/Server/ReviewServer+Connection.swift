import Foundation

extension ReviewServer {
    /// Reads one request from `fd` within the deadlines, answers it, and returns (the caller
    /// closes). Reads are sliced (a quarter of a second) so the deadlines and ``stop()`` are
    /// looked at even while a client sends nothing.
    func serve(_ fd: Int32) {
        Self.configure(fd, timeout: 0.25)
        var parser = HTTPRequestParser(limits: limits.request)
        let opened = Date()
        var started: Date?
        var chunk = [UInt8](repeating: 0, count: 16 << 10)
        var outcome = HTTPRequestParser.Outcome.needMore
        while outcome == .needMore {
            if isStopped { return }
            let now = Date()
            if let started {
                if now.timeIntervalSince(started) > limits.requestTimeout {
                    outcome = .refused(status: 408, message: "the request did not arrive within \(Int(limits.requestTimeout)) s")
                    break
                }
            } else if now.timeIntervalSince(opened) > limits.idleTimeout {
                return
            }
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n == 0 { return }
            if n < 0 {
                if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { continue }
                return
            }
            if started == nil { started = now }
            outcome = parser.append(chunk[..<n])
        }
        let response: ReviewResponse
        var head = false
        switch outcome {
        case .needMore: return
        case .refused(let status, let message): response = .text(status, message)
        case .request(let request):
            head = request.method == "HEAD"
            if let gate = state.withLock({ $0.gate }) {
                response = session.handle(request, gate: gate)
            } else {
                response = .text(503, "the review server is starting")
            }
        }
        guard Self.write(Self.encode(response, head: head), to: fd, deadline: Date().addingTimeInterval(limits.writeTimeout))
        else { return }
        Self.linger(fd)
    }

    /// Ends the sending side and reads what the client still sends, for a second and 1 MiB at
    /// most, before the caller closes: closing with unread bytes makes the system reset the
    /// connection, and a client still sending a refused request would lose the answer.
    static func linger(_ fd: Int32) {
        shutdown(fd, Int32(SHUT_WR))
        let deadline = Date().addingTimeInterval(1)
        var drained = 0
        var chunk = [UInt8](repeating: 0, count: 16 << 10)
        while drained < 1 << 20, Date() < deadline {
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n == 0 { return }
            if n < 0 {
                if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { continue }
                return
            }
            drained += n
        }
    }

    /// Receive and send timeouts on `fd`, in seconds.
    static func configure(_ fd: Int32, timeout: Double) {
        var t = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1_000_000))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &t, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &t, socklen_t(MemoryLayout<timeval>.size))
    }

    /// The status line, the headers (the response's protective ones, its length, and
    /// `Connection: close`) and the body (left out for HEAD).
    static func encode(_ r: ReviewResponse, head: Bool) -> [UInt8] {
        var text = "HTTP/1.1 \(r.status) \(phrase(r.status))\r\n"
        for (name, value) in r.headers { text += "\(name): \(value)\r\n" }
        text += "Content-Length: \(r.body.count)\r\nConnection: close\r\n\r\n"
        return Array(text.utf8) + (head ? [] : r.body)
    }

    /// Sends `bytes` by `deadline`; false when the client went away or did not read in time.
    /// `MSG_NOSIGNAL`: a client that closes early must not end the process with SIGPIPE.
    static func write(_ bytes: [UInt8], to fd: Int32, deadline: Date) -> Bool {
        var sent = 0
        while sent < bytes.count {
            guard Date() < deadline else { return false }
            let n = bytes[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n < 0 {
                if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { continue }
                return false
            }
            sent += n
        }
        return true
    }

    static func phrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 415: "Unsupported Media Type"
        case 422: "Unprocessable Content"
        case 431: "Request Header Fields Too Large"
        case 503: "Service Unavailable"
        default: "Error"
        }
    }
}
