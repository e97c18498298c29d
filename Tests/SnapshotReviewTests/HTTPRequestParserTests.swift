import SnapshotReview
import Testing

/// The review server's request parser: whole requests, requests in pieces, and the limits
/// checked as bytes arrive (#37 R1).
@Suite struct HTTPRequestParserTests {
    static let request = Array(
        ("POST /api/accept?token=abc&x=1 HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n"
            + "Content-Type: application/json\r\nContent-Length: 9\r\n\r\n{\"id\":1}\n").utf8)

    @Test func wholeAndBytewiseReadTheSameRequest() throws {
        var whole = HTTPRequestParser()
        let expected = whole.append(Self.request)
        guard case .request(let request) = expected else {
            Issue.record("not a request: \(expected)")
            return
        }
        #expect(request.method == "POST" && request.path == "/api/accept")
        #expect(request.query == ["token": "abc", "x": "1"])
        #expect(request.headers["content-type"] == "application/json" && request.headers["host"] == "127.0.0.1:8080")
        #expect(request.body == Array("{\"id\":1}\n".utf8))
        var bytewise = HTTPRequestParser()
        var outcome = HTTPRequestParser.Outcome.needMore
        for (i, byte) in Self.request.enumerated() {
            outcome = bytewise.append([byte])
            #expect((outcome == .needMore) == (i < Self.request.count - 1))
        }
        #expect(outcome == expected)
    }

    /// A browser's `URLSearchParams` writes a space as `+`: a spec path with a space must
    /// arrive with its space (it never loaded its pictures with FlyingFox's decoding).
    @Test func plusInAQueryIsASpace() {
        #expect(
            HTTPRequestParser.query(Array("id=my+specs/a+b.yaml%23default&kind=actual&t=%2B".utf8))
                == ["id": "my specs/a b.yaml#default", "kind": "actual", "t": "+"])
        var parser = HTTPRequestParser()
        guard case .request(let r) = parser.append(Array("GET /a%20b?id=x+y HTTP/1.1\r\n\r\n".utf8)) else {
            Issue.record("not a request")
            return
        }
        #expect(r.path == "/a b" && r.query["id"] == "x y")
    }

    /// A 256 KiB header line without a newline, fed as a client sends it (4 KiB at a time), is
    /// refused once the head limit is passed, and nothing past it is kept.
    @Test func aLongHeaderLineIsRefusedAtTheLimit() {
        var parser = HTTPRequestParser()
        var outcome = parser.append(Array("GET / HTTP/1.1\r\nX-Long: ".utf8))
        var fed = 0
        while outcome == .needMore, fed < 256 << 10 {
            outcome = parser.append([UInt8](repeating: 65, count: 4096))
            fed += 4096
        }
        #expect(outcome == .refused(status: 431, message: "the request's header is over 16384 bytes"))
        #expect(fed <= 20 << 10)
    }

    @Test func refusals() {
        func outcome(_ text: String) -> HTTPRequestParser.Outcome {
            var parser = HTTPRequestParser()
            return parser.append(Array(text.utf8))
        }
        func status(_ text: String) -> Int? {
            if case .refused(let status, _) = outcome(text) { return status }
            return nil
        }
        // A body over the limit is refused from its Content-Length, before it is sent.
        #expect(status("POST / HTTP/1.1\r\nContent-Length: 3145728\r\n\r\n") == 413)
        #expect(status("POST / HTTP/1.1\r\nContent-Length: 99999999999999999999999\r\n\r\n") == 400)
        #expect(status("POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n") == 400)
        #expect(status("POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n") == 400)
        #expect(status("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n") == 411)
        #expect(status("GET /\r\n\r\n") == 400)
        #expect(status("GET http://x/ HTTP/1.1\r\n\r\n") == 400)
        #expect(status("GET /%zz HTTP/1.1\r\n\r\n") == 400)
        #expect(status("GET / HTTP/1.1\r\nno colon\r\n\r\n") == 400)
        let fields = (0...100).map { "X-\($0): 1\r\n" }.joined()
        #expect(status("GET / HTTP/1.1\r\n\(fields)\r\n") == 431)
        // A body shorter than announced waits for the rest.
        #expect(outcome("POST / HTTP/1.1\r\nContent-Length: 10\r\n\r\n12345") == .needMore)
    }
}
