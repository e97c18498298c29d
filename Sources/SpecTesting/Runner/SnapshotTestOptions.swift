import RenderCells
import SnapshotCore

/// What a `render-cells test` run is asked to do.
public struct SnapshotTestOptions: Sendable {
    /// Spec files and folders of specs (searched recursively, `__Snapshots__` and hidden
    /// folders skipped).
    public var paths: [String]
    /// Where references live instead of `__Snapshots__/` beside each spec: the spec's
    /// folder (relative to the run's folder) mirrored under it.
    public var referencesDirectory: String?
    /// The report folder: cleaned at the start of a run (only if this tool made it).
    public var outputDirectory: String
    public var recordMode: SnapshotRecordMode
    public var tolerance: SnapshotTolerance
    /// Snapshots rendered at once.
    public var jobs: Int
    /// This run's part of the suite, `(index, count)` with 1 ≤ index ≤ count.
    public var shard: (index: Int, count: Int)?
    /// List references no spec produces.
    public var listsOrphans: Bool
    /// Delete references no spec produces (implies listing them).
    public var prunesOrphans: Bool
    /// The folder relative paths are taken from (and shown relative to).
    public var workingDirectory: String
    /// Whether a failure also gets its three-pane picture (reference | difference | actual in
    /// one PNG). Off unless asked: the report and the review page compare the separate
    /// pictures, and composing and encoding a 3x screen's three panes was half the cost of a
    /// failure (a picture three screens wide, mostly text, the slowest kind to deflate).
    public var writesThreePane: Bool
    /// A folder of fonts that stands in for every spec's own `fontsDir:` (nil: each spec's).
    public var fontsDirectory: String?
    /// A folder of SF Symbols templates that stands in for every spec's own `symbols:`.
    public var symbolsDirectory: String?
    /// Design generations every spec is tested in, as its `variants: {design: …}` axis
    /// (`test --design ios18,ios26`); empty: each spec's own variants.
    public var designs: [ListDesign] = []

    public init(
        paths: [String], referencesDirectory: String? = nil, outputDirectory: String = "render-cells-report",
        recordMode: SnapshotRecordMode = .missing, tolerance: SnapshotTolerance = .exact, jobs: Int = 1,
        shard: (index: Int, count: Int)? = nil, listsOrphans: Bool = false, prunesOrphans: Bool = false,
        workingDirectory: String, writesThreePane: Bool = false
    ) {
        self.paths = paths
        self.referencesDirectory = referencesDirectory
        self.outputDirectory = outputDirectory
        self.recordMode = recordMode
        self.tolerance = tolerance
        self.jobs = max(1, jobs)
        self.shard = shard
        self.listsOrphans = listsOrphans || prunesOrphans
        self.prunesOrphans = prunesOrphans
        self.workingDirectory = workingDirectory
        self.writesThreePane = writesThreePane
    }
}
