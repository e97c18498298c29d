import SnapshotCore

/// One snapshot of the report as the page shows it (`GET /api/snapshots`): the report's
/// words and the review's decision. Never a file path the page could send back: pictures
/// and decisions are asked for by ``id``.
struct ReviewItem: Codable, Sendable {
    var id: String
    var name: String
    var status: String
    var message: String?
    /// The reference the runner keeps for it, relative to the checkout (the report's word:
    /// accepting checks it against the spec before writing).
    var reference: String
    /// Whether the report holds a picture to accept, and if not, why not.
    var acceptable: Bool
    var note: String?
    var decision: ReviewDecision
    /// The last accept's error, in words.
    var error: String?
    /// Which pictures the report holds: reference, actual, diff.
    var pictures: [String]

    init(_ r: SnapshotTestResult, kind: SnapshotReport.Kind, decision: ReviewDecision, error: String?) {
        id = r.id
        name = r.name
        status = r.status.rawValue
        message = r.message
        reference = r.reference
        (acceptable, note) = Self.acceptability(r, kind: kind)
        self.decision = decision
        self.error = error
        pictures = [("reference", r.referenceCopy), ("actual", r.actual), ("diff", r.diff)].compactMap {
            $0.1 == nil ? nil : $0.0
        }
    }

    /// Whether `r` can be accepted from the report: a failure, or a snapshot missing its
    /// reference, with its actual picture and (in a `render-cells test` report) its spec.
    static func acceptability(_ r: SnapshotTestResult, kind: SnapshotReport.Kind) -> (Bool, String?) {
        switch r.status {
        case .failed where r.actual != nil && (r.spec != nil || kind == .swiftTests): return (true, nil)
        case .missing where r.actual != nil && (r.spec != nil || kind == .swiftTests): return (true, nil)
        case .failed: return (false, "the report holds no picture for it")
        case .missing:
            return (
                false,
                "no reference and no picture in the report: record it in the checkout "
                    + "(render-cells test --record missing), then look at it"
            )
        case .error: return (false, "the spec could not be rendered")
        case .orphaned: return (false, "no spec makes this reference (render-cells test --prune removes it)")
        case .passed, .new, .recorded: return (false, nil)
        }
    }

    /// Whether the page lists `r`: what failed the run or needs a decision.
    static func listed(_ r: SnapshotTestResult) -> Bool { r.status.failsRun || r.status == .orphaned }
}
