import Foundation

extension ReviewSession {
    /// The largest request body taken (a POST names one id).
    public static let maxBodySize = 64 << 10

    /// Answers `request`: the gate's checks first (Host, Origin, token), then the route.
    ///
    /// | method | path | answer |
    /// |---|---|---|
    /// | GET | `/` | the page |
    /// | GET | `/review.css`, `/review.js` | its style and script |
    /// | GET | `/api/snapshots` | the listed snapshots and decisions (JSON) |
    /// | GET | `/api/picture?id=…&kind=reference\|actual\|diff` | a picture from the report |
    /// | POST | `/api/accept`, `/api/reject` with `{"id": …}` | the decision, after writing for an accept |
    /// | POST | `/api/accept-all` | accepts every snapshot still pending |
    public func handle(_ request: ReviewRequest, gate: ReviewGate) -> ReviewResponse {
        if let refusal = gate.refusal(of: request) { return refusal }
        let reads = ["/", "/review.css", "/review.js", "/api/snapshots", "/api/picture"]
        let writes = ["/api/accept", "/api/reject", "/api/accept-all"]
        let isRead = request.method == "GET" || request.method == "HEAD"
        if reads.contains(request.path) {
            guard isRead else { return .text(405, "\(request.path) takes GET only") }
        } else if writes.contains(request.path) {
            guard request.method == "POST" else { return .text(405, "\(request.path) takes POST only (writes are POSTs)") }
        } else {
            return .text(404, "no such page: \(request.path)")
        }
        do throws(ReviewError) {
            switch request.path {
            case "/":
                return ReviewResponse(
                    status: 200, contentType: "text/html; charset=utf-8",
                    body: Array(ReviewPage.html(token: gate.token).utf8))
            case "/review.css":
                return ReviewResponse(
                    status: 200, contentType: "text/css; charset=utf-8",
                    body: Array(ReviewPage.style.utf8))
            case "/review.js":
                return ReviewResponse(
                    status: 200, contentType: "text/javascript; charset=utf-8",
                    body: Array(ReviewPage.script.utf8))
            case "/api/snapshots": return try json(Listing(report: title, checkout: checkout, snapshots: items))
            case "/api/picture":
                let png = try picture(request.query["id"] ?? "", kind: request.query["kind"] ?? "")
                return ReviewResponse(status: 200, contentType: "image/png", body: png)
            case "/api/accept-all":
                let (accepted, failed) = acceptAll()
                return try json(
                    AcceptAll(
                        accepted: accepted, failed: failed.map { .init(id: $0.id, error: $0.error) },
                        snapshots: items))
            default:
                let id = try Self.id(in: request)
                if request.path == "/api/accept" {
                    let written = try accept(id)
                    return try json(Decided(id: id, decision: .accepted, wrote: written))
                }
                try reject(id)
                return try json(Decided(id: id, decision: .rejected, wrote: nil))
            }
        } catch {
            return .text(error.status, error.description)
        }
    }

    /// What the page's title says: the report folder's name.
    var title: String { (report.folder.path as NSString).lastPathComponent }

    /// The id a POST names, from a small JSON body (`{"id": "…"}`).
    static func id(in request: ReviewRequest) throws(ReviewError) -> String {
        guard request.headers["content-type"]?.lowercased().hasPrefix("application/json") == true else {
            throw ReviewError(415, "a POST must send JSON (Content-Type: application/json)")
        }
        guard request.body.count <= maxBodySize else { throw ReviewError(413, "the request body is over \(maxBodySize) bytes") }
        struct Body: Decodable { var id: String }
        guard let body = try? JSONDecoder().decode(Body.self, from: Data(request.body)) else {
            throw ReviewError(400, "the request body must be {\"id\": \"<snapshot id from results.json>\"}")
        }
        return body.id
    }

    struct Listing: Encodable {
        var report: String
        var checkout: String
        var snapshots: [ReviewItem]
    }
    struct Decided: Encodable {
        var id: String
        var decision: ReviewDecision
        var wrote: String?
    }
    struct AcceptAll: Encodable {
        struct Failure: Encodable {
            var id: String
            var error: String
        }
        var accepted: [String]
        var failed: [Failure]
        var snapshots: [ReviewItem]
    }

    func json(_ value: some Encodable) throws(ReviewError) -> ReviewResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { throw ReviewError(500, "cannot encode the answer") }
        return ReviewResponse(status: 200, contentType: "application/json", body: Array(data))
    }
}
