import Foundation
import SafeIO
import SnapshotReview
import Testing

/// The review server under hostile local load (#37 R1, R2, and the busy port): what any local
/// process can send without the token. The waits are hang guards (60 s, far above the
/// milliseconds each answer takes), never timings.
@Suite struct ReviewServerLoadTests {
    /// A raw client connection: sends anything, reads until the server closes.
    final class Connection: Sendable {
        let fd: Int32

        init(port: Int) throws {
            fd = try RawHTTP.connect(port: port, timeout: 60)
        }

        deinit { close(fd) }

        /// Sends `bytes`; stops quietly when the server has closed.
        func send(_ bytes: [UInt8]) {
            var sent = 0
            while sent < bytes.count {
                let n = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                guard n > 0 else { return }
                sent += n
            }
        }

        /// Everything until the server closes (or the 60-s hang guard).
        func readAll() -> [UInt8] {
            var data: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                guard n > 0 else { return data }
                data += buffer[0..<n]
            }
        }

        /// The status of the answer read until the server closes (0: none).
        func status() -> Int {
            let text = String(decoding: readAll().prefix(64), as: UTF8.self)
            let parts = text.split(separator: " ")
            return parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        }
    }

    final class Log: Sendable {
        let lines = Locked<[String]>([])
        func append(_ line: String) { lines.withLock { $0.append(line) } }
        var text: String { lines.withLock { $0.joined(separator: "\n") } }
    }

    static func server(_ f: ReviewFixture, limits: ReviewServer.Limits = .init(), log: Log = Log()) async throws
        -> ReviewServer
    {
        let server = ReviewServer(session: try f.session(), limits: limits) { log.append($0) }
        try await server.start()
        return server
    }

    static func page(_ server: ReviewServer) async throws -> Int {
        let port = try #require(server.port)
        return try await RawHTTP.fetch(port: port, target: "/?token=\(server.token.value)").status
    }

    /// R1: a 256 KiB header line without a newline is refused at the head limit (FlyingFox
    /// re-read its buffer for every byte: 32 s of CPU, and no answer).
    @Test func aLongHeaderLineIsRefused() async throws {
        let f = try ReviewFixture()
        defer { f.remove() }
        let server = try await Self.server(f)
        defer { Task { await server.stop() } }
        let port = try #require(server.port)
        let status = try await RawHTTP.onThread {
            let c = try Connection(port: port)
            c.send(Array("GET / HTTP/1.1\r\nX-Long: ".utf8) + [UInt8](repeating: 65, count: 256 << 10))
            return c.status()
        }
        #expect(status == 431)
        #expect(try await Self.page(server) == 200)
    }

    /// R1: POSTs announcing a body over the limit, sending some of it and holding the socket
    /// open, are answered 413 at once, and the page is still served while they stay open.
    @Test func anOversizedBodyIsRefusedBeforeItArrives() async throws {
        let f = try ReviewFixture()
        defer { f.remove() }
        let server = try await Self.server(f)
        defer { Task { await server.stop() } }
        let port = try #require(server.port)
        let held = try (0..<2).map { _ in try Connection(port: port) }
        let statuses = try await RawHTTP.onThread {
            held.map { c in
                c.send(
                    Array("POST /api/accept HTTP/1.1\r\nContent-Length: 3000000\r\n\r\n".utf8)
                        + [UInt8](repeating: 0, count: 1000))
                // The answer comes while the client still holds its side open.
                var buffer = [UInt8](repeating: 0, count: 256)
                let n = buffer.withUnsafeMutableBytes { recv(c.fd, $0.baseAddress, $0.count, 0) }
                let parts = String(decoding: buffer.prefix(max(n, 0)), as: UTF8.self).split(separator: " ")
                return parts.count > 1 ? Int(parts[1]) ?? 0 : 0
            }
        }
        #expect(statuses == [413, 413])
        #expect(try await Self.page(server) == 200)
        withExtendedLifetime(held) {}
    }

    /// R2: idle connections are closed after the idle timeout; past the connection limit new
    /// ones are answered 503 with one log line; the server keeps answering and never stops on
    /// its own (FlyingFox's accept loop ended, exit 0 and no message, when descriptors ran out).
    @Test func idleConnectionsAreCappedAndClosed() async throws {
        let f = try ReviewFixture()
        defer { f.remove() }
        let log = Log()
        let server = try await Self.server(f, limits: .init(connections: 4, idleTimeout: 10), log: log)
        defer { Task { await server.stop() } }
        let port = try #require(server.port)
        // On a thread of its own, not the concurrency pool, which a full parallel test run
        // keeps busy for seconds: open four idle connections, wait until the server has
        // admitted them (60 s, a hang guard), then six more at once. The idle timeout, 10 s,
        // leaves ample room for the six before the four are closed.
        let (idle, admitted, refused) = try await RawHTTP.onThread {
            let idle = try (0..<4).map { _ in try Connection(port: port) }
            for _ in 0..<6000 where server.openConnections < 4 { usleep(10_000) }
            let admitted = server.openConnections
            return (idle, admitted, try (0..<6).map { _ in try Connection(port: port).status() })
        }
        #expect(admitted == 4)
        #expect(refused == Array(repeating: 503, count: 6))
        #expect(log.text.contains("4 connections open (the limit): refusing new ones (503) until some close"))
        #expect(log.text.components(separatedBy: "(the limit)").count == 2)
        // The idle ones are closed by the server (read returns the end, with no answer).
        let closed = try await RawHTTP.onThread { idle.map { $0.readAll().count } }
        #expect(closed == [0, 0, 0, 0])
        #expect(try await Self.page(server) == 200)
    }

    /// A connection that starts a request and stalls gets 408 after the request timeout.
    @Test func aStalledRequestTimesOut() async throws {
        let f = try ReviewFixture()
        defer { f.remove() }
        let server = try await Self.server(f, limits: .init(requestTimeout: 1))
        defer { Task { await server.stop() } }
        let port = try #require(server.port)
        let status = try await RawHTTP.onThread {
            let c = try Connection(port: port)
            c.send(Array("GET / HTTP/1.1\r\nHost: 127".utf8))
            return c.status()
        }
        #expect(status == 408)
    }

    /// A busy `--port` fails at once, naming the port (it was silent for 300 s, then timed out).
    @Test func aBusyPortFailsAtOnceNamingIt() async throws {
        let f = try ReviewFixture()
        defer { f.remove() }
        let first = try await Self.server(f)
        defer { Task { await first.stop() } }
        let port = try #require(first.port)
        let second = try ReviewServer(session: try f.session(), port: UInt16(port))
        do {
            try await second.start()
            Issue.record("a second server started on the same port \(port)")
        } catch {
            #expect("\(error)".contains("port \(port) on 127.0.0.1 is in use"))
        }
    }

    /// Many clients at once, each a whole exchange: every one answered (hang guard only).
    @Test func manyClientsAtOnceAreAllAnswered() async throws {
        let f = try ReviewFixture()
        defer { f.remove() }
        let server = try await Self.server(f)
        defer { Task { await server.stop() } }
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<40 { group.addTask { try await Self.page(server) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses == Array(repeating: 200, count: 40))
    }
}
