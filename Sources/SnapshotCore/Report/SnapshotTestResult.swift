/// One snapshot of a `render-cells test` run: which spec and variant, what happened, and
/// the files and numbers behind it. Part of `results.json` (schema in docs/test-results.md).
public struct SnapshotTestResult: Codable, Sendable, Equatable {
    /// Stable across runs and machines: `<spec path>#<variant name>`, the spec path relative
    /// to the folder the run started in.
    public var id: String
    /// The reference's base name: `<spec name>.<variant name>` (`settings.insetGrouped-dark`),
    /// or the spec's name alone without variants.
    public var name: String
    /// The spec file, relative to the folder the run started in (nil for an orphan).
    public var spec: String?
    /// The variant's name (`insetGrouped-dark-AX3-rtl`), "default" without variants.
    public var variant: String
    public var status: SnapshotTestStatus
    /// The reference PNG, relative to the folder the run started in.
    public var reference: String
    /// Files this run wrote into the output folder, relative to it: the actual picture, the
    /// difference, the three-pane picture and a copy of the reference (for a failure); nil
    /// when not written.
    public var actual: String?
    public var diff: String?
    public var threePane: String?
    public var referenceCopy: String?
    /// Why it failed or could not run, in words.
    public var message: String?
    /// The pixel comparison (for failed and passed snapshots that were compared).
    public var difference: DifferenceSummary?
    /// The elements whose frame, font, colour or text changed (failed snapshots whose
    /// reference carries a layout).
    public var layoutChanges: [LayoutChange]?
    /// The font file that differs, in words, when that may be the cause.
    public var fontMismatch: String?
    /// A shell command that makes the actual picture the reference.
    public var acceptCommand: String?
    /// Whether the render's pixel hash matched the manifest, so the reference was not decoded.
    public var matchedByHash: Bool
    /// Wall time spent on this snapshot, in milliseconds.
    public var milliseconds: Double

    public init(
        id: String, name: String, spec: String?, variant: String, status: SnapshotTestStatus,
        reference: String, message: String? = nil, milliseconds: Double = 0
    ) {
        self.id = id
        self.name = name
        self.spec = spec
        self.variant = variant
        self.status = status
        self.reference = reference
        self.message = message
        self.matchedByHash = false
        self.milliseconds = milliseconds
    }

    /// The numbers of a pixel comparison, as `SnapshotDifference` found them.
    public struct DifferenceSummary: Codable, Sendable, Equatable {
        public var differingPixels: Int
        public var totalPixels: Int
        public var maxChannelDifference: Int
        /// [x, y, width, height] in device pixels, nil when no pixel differs.
        public var boundingBox: [Int]?
        public var densestWindowShare: Double
        /// [width, height] of each picture.
        public var actualSize: [Int]
        public var referenceSize: [Int]

        public init(_ d: SnapshotDifference) {
            differingPixels = d.differingPixels
            totalPixels = d.actualSize.width * d.actualSize.height
            maxChannelDifference = d.maxChannelDifference
            boundingBox = d.boundingBox.map { [$0.x, $0.y, $0.width, $0.height] }
            densestWindowShare = d.densestWindowShare
            actualSize = [d.actualSize.width, d.actualSize.height]
            referenceSize = [d.referenceSize.width, d.referenceSize.height]
        }
    }
}
