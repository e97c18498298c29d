import Foundation

/// Reads one HTTP/1.1 request from bytes as they arrive, with every limit checked before the
/// bytes it guards are kept: the review server's own parser (FlyingFox's decoder re-read its
/// line buffer on every byte: a 256 KiB header line without a newline cost 32 s of CPU, #37 R1).
///
/// Linear in the bytes fed: each byte is looked at once while the end of the head
/// (`CR LF CR LF`) is searched for, once more when the head is split into fields, and a body is
/// only counted. Nothing is kept past ``Limits/headBytes`` of head or a body's announced
/// `Content-Length` (refused at once when over ``Limits/bodyBytes``, before any of it is read).
package struct HTTPRequestParser: Sendable {
    /// What a request may weigh.
    package struct Limits: Sendable {
        /// The request line and header fields together, in bytes (a browser's are under 2 KiB).
        package var headBytes = 16 << 10
        /// A body, in bytes (a POST names one id).
        package var bodyBytes = ReviewSession.maxBodySize
        /// Header fields (a browser sends about 15).
        package var headerFields = 100

        package init(headBytes: Int = 16 << 10, bodyBytes: Int = ReviewSession.maxBodySize, headerFields: Int = 100) {
            self.headBytes = headBytes
            self.bodyBytes = bodyBytes
            self.headerFields = headerFields
        }
    }

    /// Where reading stands after the bytes fed so far.
    package enum Outcome: Sendable, Equatable {
        /// The request is not complete yet.
        case needMore
        /// A whole request.
        case request(ReviewRequest)
        /// A request the server answers with `status` and `message`, then closes the connection.
        case refused(status: Int, message: String)
    }

    package let limits: Limits
    /// The head, and then the body, as received.
    private var buffer: [UInt8] = []
    /// Where the search for the head's end resumes (bytes before it hold no `CR LF CR LF`).
    private var scanned = 0
    /// The parsed head and the body length it announced, once the head is complete.
    private var head: (request: ReviewRequest, bodyStart: Int, bodyLength: Int)?
    private var outcome = Outcome.needMore

    package init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// Takes the next bytes from the connection. Once the outcome is a request or a refusal,
    /// further bytes are ignored (the server answers and closes: one request a connection).
    package mutating func append(_ bytes: some Collection<UInt8>) -> Outcome {
        guard outcome == .needMore else { return outcome }
        if let head {
            // Only as many body bytes as announced are kept.
            let wanted = head.bodyStart + head.bodyLength - buffer.count
            buffer.append(contentsOf: bytes.prefix(wanted))
        } else {
            buffer.append(contentsOf: bytes.prefix(limits.headBytes + 4 - buffer.count))
            // `CR LF CR LF` may straddle the previous chunk: back up three bytes.
            var i = max(scanned - 3, 0)
            var end: Int?
            while i + 3 < buffer.count {
                if buffer[i] == 13, buffer[i + 1] == 10, buffer[i + 2] == 13, buffer[i + 3] == 10 {
                    end = i
                    break
                }
                i += 1
            }
            scanned = buffer.count
            guard let end else {
                if buffer.count > limits.headBytes {
                    outcome = .refused(status: 431, message: "the request's header is over \(limits.headBytes) bytes")
                }
                return outcome
            }
            guard end <= limits.headBytes else {
                outcome = .refused(status: 431, message: "the request's header is over \(limits.headBytes) bytes")
                return outcome
            }
            switch parseHead(buffer[..<end]) {
            case .failure(let refusal):
                outcome = refusal.outcome
                return outcome
            case .success((let request, let length)):
                head = (request, end + 4, length)
                // Bytes past the announced body are not kept (no pipelining).
                if buffer.count > end + 4 + length { buffer.removeSubrange((end + 4 + length)...) }
            }
        }
        if let head, buffer.count >= head.bodyStart + head.bodyLength {
            var request = head.request
            request.body = Array(buffer[head.bodyStart...])
            outcome = .request(request)
        }
        return outcome
    }

    struct Refusal: Error { var outcome: Outcome }

    /// The request line and fields: the request without its body, and the body's length.
    private func parseHead(_ head: ArraySlice<UInt8>) -> Result<(ReviewRequest, Int), Refusal> {
        func refuse(_ status: Int, _ message: String) -> Result<(ReviewRequest, Int), Refusal> {
            .failure(Refusal(outcome: .refused(status: status, message: message)))
        }
        let lines = head.split(separator: 10, omittingEmptySubsequences: false).map { line in
            line.last == 13 ? line.dropLast() : line
        }
        guard lines.count - 1 <= limits.headerFields else {
            return refuse(431, "the request has over \(limits.headerFields) header fields")
        }
        let parts = lines[0].split(separator: 32, omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy({ (65...90).contains($0) }),
            parts[2].starts(with: Array("HTTP/1.".utf8)), parts[1].first == UInt8(ascii: "/")
        else {
            return refuse(400, "not an HTTP/1.1 request line")
        }
        let method = String(decoding: parts[0], as: UTF8.self)
        let target = parts[1]
        let pathBytes = target.prefix { $0 != UInt8(ascii: "?") }
        guard let path = Self.percentDecoded(pathBytes, plusIsSpace: false) else {
            return refuse(400, "the request's path is not percent-encoded UTF-8")
        }
        let query = Self.query(target.dropFirst(pathBytes.count + 1))
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex else {
                return refuse(400, "a header line without a name and a colon")
            }
            let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingCharacters(in: [" ", "\t"])
            if name == "content-length", let earlier = headers[name], earlier != value {
                return refuse(400, "two different Content-Length fields")
            }
            headers[name] = value
        }
        guard headers["transfer-encoding"] == nil else { return refuse(411, "send a Content-Length, not chunks") }
        var length = 0
        if let field = headers["content-length"] {
            // Digits only, at most 19 of them (no sign, no overflow).
            guard !field.isEmpty, field.utf8.count <= 18, field.utf8.allSatisfy({ (48...57).contains($0) }),
                let value = Int(field)
            else {
                return refuse(400, "the Content-Length is not a number of bytes")
            }
            length = value
        }
        guard length <= limits.bodyBytes else { return refuse(413, "the request body is over \(limits.bodyBytes) bytes") }
        return .success((ReviewRequest(method: method, path: path, query: query, headers: headers), length))
    }
}
