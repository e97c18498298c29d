import Foundation

/// One HTTP/1.1 exchange over a plain socket to 127.0.0.1, with every header as written:
/// so a test can send what a browser never would (another Host, a forged Origin).
enum RawHTTP {
    struct Answer {
        var status: Int
        var headers: [String: String]
        var body: [UInt8]
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// ``send(port:method:target:host:headers:body:)`` on a thread of its own: a test's blocking
    /// socket read must not hold one of the few threads the in-process server answers on.
    static func fetch(
        port: Int, method: String = "GET", target: String, host: String? = nil,
        headers: [String: String] = [:], body: [UInt8] = []
    ) async throws -> Answer {
        try await onThread { try send(port: port, method: method, target: target, host: host, headers: headers, body: body) }
    }

    /// Runs `body` on a new thread (not the concurrency pool) and returns what it returns.
    static func onThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try body() }) }.start()
        }
    }

    /// A socket connected to 127.0.0.1:`port`, its reads and writes timing out after
    /// `timeout` seconds (a hang guard).
    static func connect(port: Int, timeout seconds: Int) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.EIO) }
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(fd)
            throw POSIXError(.ECONNREFUSED)
        }
        return fd
    }

    static func send(
        port: Int, method: String = "GET", target: String, host: String? = nil,
        headers: [String: String] = [:], body: [UInt8] = []
    ) throws -> Answer {
        // A hang guard far above the few milliseconds an answer takes (the server answers on
        // the concurrency pool, which the rest of a parallel test run may keep busy).
        let fd = try connect(port: port, timeout: 300)
        defer { close(fd) }
        var head = "\(method) \(target) HTTP/1.1\r\n"
        head += "Host: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n"
        for (k, v) in headers { head += "\(k): \(v)\r\n" }
        if method == "POST" { head += "Content-Length: \(body.count)\r\n" }
        let request = Array((head + "\r\n").utf8) + body
        _ = request.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { break }
            data += buffer[0..<n]
        }
        guard let split = data.indices.first(where: { data[$0...].starts(with: [13, 10, 13, 10]) }) else {
            throw POSIXError(.EBADMSG)
        }
        let lines = String(decoding: data[..<split], as: UTF8.self).components(separatedBy: "\r\n")
        let status = Int(lines[0].split(separator: " ")[1]) ?? 0
        var fields: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Answer(status: status, headers: fields, body: Array(data[(split + 4)...]))
    }
}
