import ListSpec

/// One snapshot a run will render: a spec's variant and where its reference lives.
struct PlannedSnapshot: Sendable {
    /// The spec, as read (nil when it could not be read: the plan is then an error).
    var spec: ListSpec?
    /// The spec file relative to the run's folder.
    var specPath: String
    var variant: SpecVariant
    /// `<spec name>` or `<spec name>.<variant name>`.
    var name: String
    /// The reference PNG, relative to the run's folder.
    var referencePath: String
    /// The reference PNG's absolute path and its folder, when worked out at planning (once
    /// per spec for the folder): `SnapshotTestRunner.absoluteReference(of:)` and
    /// `absoluteReferenceFolder(of:)` read them, else work them out.
    var absoluteReference: (path: String, folder: String)?
    /// `<spec path>#<variant name>`.
    var id: String { specPath + "#" + variant.name }
    /// SHA-256 of the spec file, for the manifest's record of inputs.
    var specHash: String = ""
    /// Why the spec could not be read, for an error result.
    var problem: String?
}
