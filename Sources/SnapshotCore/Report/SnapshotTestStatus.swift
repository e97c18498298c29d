/// What became of one snapshot in a `render-cells test` run.
public enum SnapshotTestStatus: String, Codable, Sendable, CaseIterable {
    /// The render matched its reference.
    case passed
    /// The render differs from its reference beyond the tolerance.
    case failed
    /// There was no reference; the render was recorded as the new one (record mode
    /// `missing`, `failed` or `all`).
    case new
    /// There was no reference and recording was off (record mode `never`, the default on CI).
    case missing
    /// The reference existed and was replaced by this render (record mode `all`, or
    /// `failed` for a render that differed).
    case recorded
    /// The spec could not be read or rendered; ``SnapshotTestResult/message`` says why.
    case error
    /// A reference that no spec (with its variants) produces.
    case orphaned

    /// Whether this status fails a run (exit 1).
    public var failsRun: Bool { self == .failed || self == .missing || self == .error }
}
