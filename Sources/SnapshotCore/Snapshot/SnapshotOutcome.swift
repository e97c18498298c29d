import Raster
import Typesetting

/// What a snapshot check found.
public enum SnapshotOutcome: Sendable, Equatable {
    /// The picture equals the reference within the tolerance.
    case matched
    /// A reference was written; the check counts as failed so the new image gets looked at.
    case recorded(referencePath: String)
    /// No reference exists and the mode forbids writing one.
    case missingReference(referencePath: String)
    /// Pixels differ; the actual and diff images were written for inspection.
    case mismatched(message: String, actualPath: String, diffPath: String)
    /// The render used different font files than the reference; pixels were not compared.
    case fontMismatch(message: String)
    /// Something could not be read or written.
    case failed(message: String)

    public var isSuccess: Bool { self == .matched }

    /// A sentence for a test failure.
    public var message: String {
        switch self {
        case .matched: return "snapshot matched"
        case .recorded(let p): return "recorded a new reference at \(p); open it, check it against iOS, and run again"
        case .missingReference(let p): return "no reference image at \(p) (record with RENDER_CELLS_RECORD=missing)"
        case .mismatched(let m, let a, let d): return "\(m); actual image: \(a); difference image: \(d)"
        case .fontMismatch(let m): return m
        case .failed(let m): return m
        }
    }
}
