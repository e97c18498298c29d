/// When a snapshot check writes the reference image (swift-snapshot-testing's vocabulary).
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Rewrite every reference, and fail so the run is not mistaken for a check.
    case all
    /// Rewrite references that do not match, and fail.
    case failed
    /// Write references that do not exist yet, and fail; compare the rest. The default.
    case missing
    /// Never write; a missing reference fails. What CI uses.
    case never

    /// The mode named by `RENDER_CELLS_RECORD` (all, failed, missing, never); otherwise
    /// `never` under CI (`CI` set) and `missing` elsewhere.
    public static func fromEnvironment(_ env: [String: String]) -> SnapshotRecordMode {
        if let v = env["RENDER_CELLS_RECORD"], let m = SnapshotRecordMode(rawValue: v.lowercased()) { return m }
        if let v = env["RENDER_CELLS_RECORD"], ["1", "true", "yes"].contains(v.lowercased()) { return .all }
        return isContinuousIntegration(env) ? .never : .missing
    }

    /// Whether `CI` says this is a CI job: set, and not empty, `0` or `false` (GitHub
    /// Actions, GitLab, Buildkite and CircleCI set `CI=true`).
    public static func isContinuousIntegration(_ env: [String: String]) -> Bool {
        guard let ci = env["CI"] else { return false }
        return !ci.isEmpty && ci != "0" && ci.lowercased() != "false"
    }
}
