import FuzzSupport
import SnapshotReview

// Fuzz target: bytes as what a local process sends the review server, read by its request
// parser (HTTPRequestParser) whole, one byte at a time and in 7-byte pieces, the way a
// socket may deliver them. Whatever the input, the three readings agree, nothing kept is over
// the limits (a body over its limit is refused, never read), a refusal is a 4xx status, and
// the query decoding of the target gives back only UTF-8.

let limits = HTTPRequestParser.Limits()

func read(_ bytes: [UInt8], pieces: Int) -> HTTPRequestParser.Outcome {
    var parser = HTTPRequestParser(limits: limits)
    var outcome = HTTPRequestParser.Outcome.needMore
    var i = 0
    while i < bytes.count, outcome == .needMore {
        outcome = parser.append(bytes[i..<min(i + pieces, bytes.count)])
        i += pieces
    }
    return outcome
}

func fuzzReviewRequest(_ bytes: [UInt8]) {
    let whole = read(bytes, pieces: max(bytes.count, 1))
    precondition(read(bytes, pieces: 7) == whole, "7-byte pieces read differently")
    if bytes.count <= 4096 { precondition(read(bytes, pieces: 1) == whole, "single bytes read differently") }
    switch whole {
    case .needMore:
        break
    case .request(let request):
        precondition(request.body.count <= limits.bodyBytes, "a body over the limit was kept")
        precondition(request.headers.count <= limits.headerFields, "more header fields than the limit")
        // By bytes: `hasPrefix` compares characters, and a combining mark after the slash
        // (`/\u{031A}ken`, found by this target) makes one character that is not "/".
        precondition(request.path.utf8.first == UInt8(ascii: "/"), "a path not starting with /")
        precondition(request.headers.keys.allSatisfy { $0 == $0.lowercased() }, "a header name not lower-cased")
    case .refused(let status, let message):
        precondition((400..<500).contains(status) && !message.isEmpty, "refused with \(status)")
    }
    _ = HTTPRequestParser.query(bytes)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReviewRequestEntry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzEntry(data, size, fuzzReviewRequest)
}

#if !FUZZING
    @main struct FuzzReviewRequestReplay: FuzzReplay { static func fuzz(_ bytes: [UInt8]) { fuzzReviewRequest(bytes) } }
#endif
