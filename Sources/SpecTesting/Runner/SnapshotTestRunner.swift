import Foundation
import ListSpec
import RenderCells
import SafeIO
import SnapshotCore

// `render-cells test`: spec files as snapshot tests. Plan every snapshot (specs found,
// variants expanded, the shard picked), render them on `jobs` threads, compare each with
// its reference through the comparison core the Swift library uses, record as the record
// mode says, and return the results in a stable order, whatever the scheduling was.

/// Runs spec files as snapshot tests.
public struct SnapshotTestRunner: Sendable {
    public var options: SnapshotTestOptions
    let artifactGate = ArtifactGate()

    /// Bounds how many failures make their pictures at once (see its use).
    final class ArtifactGate: Sendable {
        /// Four failures at 3x hold about 0.5 GB of pictures and buffers between them.
        static let width = 4
        let semaphore = DispatchSemaphore(value: width)
        func pass<R>(_ body: () -> R) -> R {
            semaphore.wait()
            defer { semaphore.signal() }
            return body()
        }
    }

    public init(options: SnapshotTestOptions) {
        self.options = options
    }

    /// A problem with the run itself (not with a snapshot): a path that does not exist, a
    /// report folder that is not ours to clean. The command line exits 64 on it.
    public struct UsageError: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// Progress as snapshots finish: how many are done of how many, and the last result.
    public struct Progress: Sendable {
        public var done: Int
        public var total: Int
        public var result: SnapshotTestResult
    }

    /// Runs the suite: returns every result (orphans too when asked), sorted by id.
    /// `progress` is called once per snapshot, from the worker that finished it, one call
    /// at a time. `finished` is called once per snapshot too, on the same worker after its
    /// `progress` call, alongside the other workers' calls: for work on each result that
    /// should be done while the other workers draw (the report's pieces:
    /// `SnapshotReportPieces`), not after the last snapshot.
    public func run(
        progress: @escaping @Sendable (Progress) -> Void = { _ in },
        finished: @escaping @Sendable (SnapshotTestResult) -> Void = { _ in }
    ) throws -> SnapshotTestRun {
        let start = Date()
        let base = options.workingDirectory
        let specPaths: [String]
        do {
            specPaths = try SpecDiscovery.specs(in: options.paths, base: base)
        } catch {
            throw UsageError(description: "\(error)")
        }
        // A path typo on CI must not pass green with "0 snapshots".
        guard !specPaths.isEmpty else {
            throw UsageError(
                description: options.paths.map { TerminalText.escaped($0) }.joined(separator: ", ")
                    + ": no spec file (.yaml, .yml, .json) in it; name the folder that holds the specs")
        }
        // `options.shard` is public: a library caller's 0/0 or 5/4 is a usage error, not the
        // dealing rule's trap.
        if let shard = options.shard, !(shard.count >= 1 && (1...shard.count).contains(shard.index)) {
            throw UsageError(description: "shard must be I/N with 1 <= I <= N (got \(shard.index)/\(shard.count))")
        }
        let manifests = ManifestCache()
        let plans: [PlannedSnapshot]
        let results: [SnapshotTestResult]
        let changes: [ManifestChange]
        if options.jobs > 1, options.shard == nil,
            !Self.referencesMayClash(specPaths, referencesDirectory: options.referencesDirectory)
        {
            (plans, results, changes) = planAndExecute(
                specPaths, manifests: manifests, progress: progress, finished: finished)
        } else {
            var planned = try plan(specPaths)
            if let shard = options.shard {
                planned = ShardAssignment.part(shard.index, of: shard.count, planned, id: \.id)
            }
            plans = planned
            (results, changes) = executeAll(plans, manifests: manifests, progress: progress, finished: finished)
        }
        try applyManifestChanges(changes)
        var all = results
        if options.listsOrphans {
            // The specs this run read, so the orphan search does not read them again.
            let read = Dictionary(
                plans.compactMap { p in p.spec.map { (absolute(p.specPath), $0) } },
                uniquingKeysWith: { first, _ in first })
            all += try orphans(specPaths: specPaths, read: read)
        }
        all = SnapshotTestRun.inOrder(all)
        var run = SnapshotTestRun(
            tool: "render-cells \(RenderCellsVersion.current)", recordMode: options.recordMode.rawValue,
            tolerance: options.tolerance.description,
            shards: options.shard.map { ["\($0.index)/\($0.count)"] } ?? [], results: all,
            milliseconds: (Date().timeIntervalSince(start) * 1000).rounded())
        run.warnings = manifests.problems
        return run
    }

    /// Executes `plans` on `options.jobs` threads: the results in plan order and the
    /// manifest changes. `progress` and `finished` are called as ``run(progress:finished:)``
    /// says.
    func executeAll(
        _ plans: [PlannedSnapshot], manifests: ManifestCache, progress: @escaping @Sendable (Progress) -> Void,
        finished: @escaping @Sendable (SnapshotTestResult) -> Void = { _ in }
    ) -> (results: [SnapshotTestResult], changes: [ManifestChange]) {
        let total = plans.count
        let state = Locked<(done: Int, manifest: [ManifestChange])>((0, []))
        // A shared queue, not fixed halves: a worker takes the next snapshot when it is free.
        let results = InOrder.map(count: total, threads: options.jobs) { i -> SnapshotTestResult in
            let (result, change) = execute(plans[i], manifests: manifests)
            state.withLock { s in
                if let change { s.manifest.append(change) }
                s.done += 1
                progress(Progress(done: s.done, total: total, result: result))
            }
            finished(result)
            return result
        }
        return (results, state.withLock { $0.manifest })
    }

    // MARK: Planning

    /// Every snapshot of every spec, in spec order then variant order; a spec that cannot be
    /// read becomes one plan that reports why.
    ///
    /// The specs are read and their designs resolved on up to `jobs` threads (a spec's
    /// planning reads and parses it, and reads its references' design records: serial, it
    /// was 16 ms of every 200 snapshots that no worker could share), then joined in spec
    /// order, where the one check that spans specs (two specs making one reference) runs, so
    /// the plans and the first clash named are the same on any number of threads.
    ///
    /// On more than one job, one of those threads first readies the run's font catalog
    /// (fontconfig's configuration read, the system face opened): the first snapshot did
    /// that while the other workers waited for it, about 20 ms of every run on one thread.
    /// It only moves work earlier: every picture is the same.
    func plan(_ specPaths: [String]) throws -> [PlannedSnapshot] {
        let warms = options.jobs > 1 ? 1 : 0
        let perSpec = InOrder.map(count: warms + specPaths.count, threads: options.jobs) { i -> [PlannedSnapshot] in
            guard i >= warms else {
                warmFontCatalog()
                return []
            }
            return planSpec(specPaths[i - warms])
        }.dropFirst(warms)
        var plans: [PlannedSnapshot] = []
        var references: [String: String] = [:]
        for (path, specPlans) in zip(specPaths, perSpec) {
            for plan in specPlans where plan.spec != nil {
                if let other = references[plan.referencePath] {
                    throw UsageError(
                        description: "\(path) and \(other) both make the reference \(plan.referencePath); "
                            + "rename one of them")
                }
                references[plan.referencePath] = path
            }
            plans += specPlans
        }
        return plans
    }

    /// Readies the font catalog the run draws with unless a spec names its own: the work its
    /// first use does (`unusableFontsMessage`, which every render checks; the system face at
    /// body size, opened), which then costs no worker a wait. Not the face's file hash: only
    /// a picture's font record needs it, which a passing snapshot never reads (hashing it
    /// here was 0.15 % of a passing two-job run's CPU, 200 full screens); the first failure
    /// or recording hashes it once for the run.
    func warmFontCatalog() {
        let catalog = options.fontsDirectory.map { SpecFolderCatalogs.fontCatalog(for: $0) } ?? FontCatalog.shared
        guard catalog.unusableFontsMessage == nil else { return }
        _ = try? catalog.systemFace(weight: .regular, italic: false, pointSize: 17)
    }

    /// The snapshots of one spec in variant order (one plan saying why when it cannot be
    /// read or its design cannot be resolved); other specs are not looked at.
    func planSpec(_ path: String) -> [PlannedSnapshot] {
        let specName = Self.specName(path)
        let absolute = SpecDiscovery.absolutePath(path, base: options.workingDirectory)
        var spec: ListSpec
        do {
            spec = try ListSpec(contentsOf: absolute, symbolsFolder: options.symbolsDirectory)
        } catch {
            var failed = PlannedSnapshot(
                spec: nil, specPath: path, variant: SpecVariant(), name: specName,
                referencePath: referencePath(specPath: path, name: specName))
            var e = error
            e.file = path
            // One line, as `render` prints it: a key or value in it may hold a line break.
            failed.problem = TerminalText.escaped(e.description)
            return [failed]
        }
        // The run's folders stand in for the spec's own (`test --fonts-dir/--symbols-dir`).
        if let fonts = options.fontsDirectory { spec.fontsDirectory = fonts }
        if let symbols = options.symbolsDirectory { spec.symbolsFolder = symbols }
        // `test --design`: the run's design axis stands in for the spec's own.
        if !options.designs.isEmpty { spec.variants.designs = options.designs }
        // The design it is drawn in: pinned, else its references' (docs/spec.md, "Design").
        switch designed(spec, path: path) {
        case .success(let resolved): spec = resolved
        case .failure(let mismatch):
            var failed = PlannedSnapshot(
                spec: nil, specPath: path, variant: SpecVariant(), name: specName,
                referencePath: referencePath(specPath: path, name: specName))
            failed.problem = mismatch.description
            return [failed]
        }
        let specHash = SHA256.hexDigest(ofFileAt: absolute) ?? path
        // The folder once for all the spec's variants (a hundred, with a few axes).
        let folder = referenceFolder(specPath: path)
        let absoluteFolder = self.absolute(folder)
        return spec.snapshotVariants.map { variant in
            let name = Self.snapshotName(specName, variant)
            var plan = PlannedSnapshot(
                spec: spec, specPath: path, variant: variant, name: name,
                referencePath: Self.referencePath(folder: folder, name: name), specHash: specHash)
            if let absolute = absoluteReference(plan.referencePath, folder: folder, absoluteFolder: absoluteFolder) {
                plan.absoluteReference = (absolute, absoluteFolder)
            }
            return plan
        }
    }

    /// The absolute path of `reference`, a file in the references folder `folder` (whose
    /// absolute path is `absoluteFolder`): the folder's and the file's name, where
    /// standardizing each of a suite's thousands of paths through `URL` (several times per
    /// snapshot) was a tenth of planning 10,000 snapshots and a twentieth of checking each.
    /// Nil when the name is not one plain component (a slash, `.` or `..`) or the folder is
    /// the root, where the path is worked out whole.
    package func absoluteReference(_ reference: String, folder: String, absoluteFolder: String) -> String? {
        // In bytes: a slash followed by a combining mark is one Character, not a slash.
        let prefix = (folder + "/").utf8
        guard absoluteFolder != "/", reference.utf8.starts(with: prefix) else { return nil }
        let name = reference.utf8.dropFirst(prefix.count)
        guard !name.isEmpty, !name.contains(UInt8(ascii: "/")), !name.elementsEqual(".".utf8), !name.elementsEqual("..".utf8)
        else { return nil }
        return absoluteFolder + "/" + String(Substring(name))
    }

    /// A plan's reference, absolute.
    func absoluteReference(of plan: PlannedSnapshot) -> String {
        plan.absoluteReference?.path ?? absolute(plan.referencePath)
    }

    /// The folder of a plan's reference, absolute.
    func absoluteReferenceFolder(of plan: PlannedSnapshot) -> String {
        plan.absoluteReference?.folder ?? (absolute(plan.referencePath) as NSString).deletingLastPathComponent
    }

    /// `spec` with the design generation its snapshots are drawn in (``SuiteDesign``), read
    /// from its references' design records.
    func designed(_ spec: ListSpec, path: String) -> Result<ListSpec, SuiteDesignMismatch> {
        let relativeFolder = referenceFolder(specPath: path)
        let folder = absolute(relativeFolder)
        let specName = Self.specName(path)
        return SuiteDesign.resolve(
            spec, specPath: path,
            referencePath: { Self.referencePath(folder: relativeFolder, name: Self.snapshotName(specName, $0)) },
            recorded: { reference in
                SnapshotPicture.recordedDesign(
                    ofFile: absoluteReference(reference, folder: relativeFolder, absoluteFolder: folder)
                        ?? absolute(reference))
            },
            folderDesign: { SnapshotPicture.recordedDesign(ofFolder: folder) },
            rerecords: options.recordMode == .all)
    }

    /// The references folder of a spec, relative to the run's folder (or absolute):
    /// `__Snapshots__` beside it, or its folder mirrored under `referencesDirectory`.
    public static func referenceFolder(specPath: String, referencesDirectory: String?) -> String {
        let folder = (specPath as NSString).deletingLastPathComponent
        if let root = referencesDirectory {
            return folder.isEmpty || folder.hasPrefix("/") ? root : root + "/" + folder
        }
        return folder.isEmpty ? "__Snapshots__" : folder + "/__Snapshots__"
    }

    /// The reference PNG of one of a spec's variants.
    public static func referencePath(specPath: String, variant: SpecVariant, referencesDirectory: String?) -> String {
        referencePath(
            folder: referenceFolder(specPath: specPath, referencesDirectory: referencesDirectory),
            name: snapshotName(specName(specPath), variant))
    }

    /// A spec's name: its file's name without the extension.
    static func specName(_ specPath: String) -> String {
        ((specPath as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// A snapshot's name: the spec's, then its variant's unless it is the only one.
    static func snapshotName(_ specName: String, _ variant: SpecVariant) -> String {
        variant.name == "default" ? specName : specName + "." + variant.name
    }

    /// The reference PNG named `name` in the references folder `folder`.
    static func referencePath(folder: String, name: String) -> String { folder + "/" + name + ".png" }

    func referenceFolder(specPath: String) -> String {
        Self.referenceFolder(specPath: specPath, referencesDirectory: options.referencesDirectory)
    }

    func referencePath(specPath: String, name: String) -> String {
        Self.referencePath(folder: referenceFolder(specPath: specPath), name: name)
    }

    package func absolute(_ path: String) -> String { SpecDiscovery.absolutePath(path, base: options.workingDirectory) }

    // MARK: One snapshot

    /// A manifest entry to set (or remove, with nil) once all snapshots are done.
    struct ManifestChange: Sendable {
        var folder: String
        var name: String
        var entry: SnapshotManifest.Entry?
    }

    /// The manifests of the reference folders, each read once.
    final class ManifestCache: Sendable {
        /// Each folder's manifest and what was wrong with its file, and the folders a
        /// snapshot has consulted: only theirs are the run's problems, whether or not a
        /// manifest was read ahead (on more than one job), so the warnings are the same on
        /// any number of jobs.
        let cache = Locked<(manifests: [String: (manifest: SnapshotManifest, problem: String?)], consulted: Set<String>)>(
            ([:], []))
        func entry(folder: String, name: String) -> SnapshotManifest.Entry? {
            cache.withLock { c in
                Self.load(folder, into: &c.manifests)
                c.consulted.insert(folder)
                return c.manifests[folder]?.manifest.snapshots[name]
            }
        }
        /// Reads the manifest of `folder` now, unless it has been read: what the first
        /// snapshot checked there would otherwise do while the other jobs wait on the lock
        /// (a 10,000-entry manifest takes tens of milliseconds to decode).
        func load(folder: String) { cache.withLock { Self.load(folder, into: &$0.manifests) } }
        private static func load(_ folder: String, into manifests: inout [String: (manifest: SnapshotManifest, problem: String?)])
        {
            guard manifests[folder] == nil else { return }
            let (manifest, problem) = SnapshotManifest.load(from: folder)
            manifests[folder] = (manifest, problem)
        }
        var problems: [String] { cache.withLock { c in c.consulted.compactMap { c.manifests[$0]?.problem }.sorted() } }
    }

    /// Where a snapshot's pictures go: the report folder, the spec's folder mirrored under it,
    /// then the snapshot's name (`<name>.png`, `<name>.diff.png`, …); relative to the report
    /// folder and absolute.
    func outputBase(_ plan: PlannedSnapshot) -> (relative: String, absolute: String) {
        let folder = (plan.specPath as NSString).deletingLastPathComponent
        let relative = (folder.isEmpty || folder.hasPrefix("/") ? "" : folder + "/") + plan.name
        return (relative, absolute(options.outputDirectory) + "/" + relative)
    }

    /// The render as `<name>.png` in the report folder, with the command that makes it the
    /// reference; false (and the message saying why) when it could not be written.
    @discardableResult
    func writeActual(_ plan: PlannedSnapshot, picture: SnapshotPicture, into result: inout SnapshotTestResult) -> Bool {
        noteActual(plan, written: writeActualFile(plan, picture: picture), into: &result)
    }

    /// Writes `<name>.png` (its folder too); the error, if it could not. `rowRepeats`: what the
    /// comparison learnt of which of the picture's rows repeat the row above.
    func writeActualFile(
        _ plan: PlannedSnapshot, picture: SnapshotPicture, rowRepeats: RowRepeats? = nil
    ) -> (any Error)? {
        let actualPath = outputBase(plan).absolute + ".png"
        do {
            try FileManager.default.createDirectory(
                atPath: (actualPath as NSString).deletingLastPathComponent,
                withIntermediateDirectories: true)
            // A report file: atomic, not flushed (AtomicFile.writeReplaceable says why), and
            // at the fast setting, since a person only looks at it: accepting it writes the
            // reference from its pixels and records as `--record` does (acceptReference).
            try AtomicFile.writeReplaceable(
                try picture.pngData(encoder: PNGEncoder(compression: .fastLevel1), rowRepeats: rowRepeats),
                to: actualPath)
            return nil
        } catch {
            return error
        }
    }

    /// Puts the written `<name>.png` and the command that makes it the reference into the
    /// result, or why it could not be written; whether it was.
    func noteActual(_ plan: PlannedSnapshot, written error: (any Error)?, into result: inout SnapshotTestResult) -> Bool {
        if let error {
            result.message = (result.message ?? "") + "\n(writing the picture failed: \(error))"
            return false
        }
        result.actual = outputBase(plan).relative + ".png"
        // `render-cells accept` on the report, not `cp`: the picture is written at the fast
        // setting, and accepting writes the reference as `--record` would.
        result.acceptCommand = SnapshotTestRun.acceptCommand(
            reportFolder: SpecDiscovery.relativePath(absolute(options.outputDirectory), base: options.workingDirectory),
            id: plan.id, references: options.referencesDirectory)
        return true
    }

    /// The actual picture, a copy of the reference (its bytes as read), the difference and (when
    /// asked) the three-pane picture of a failure, under the report folder mirroring the spec's
    /// folder.
    ///
    /// The actual picture (with its layout record) is encoded on one thread while the
    /// difference picture is encoded and the reference copied on others: a failure's time to
    /// its last file on disk is the slowest encoding instead of the sum. `difference` is the
    /// picture the comparison's pass made (nil: made here); `reference` the decoded reference,
    /// nil when the comparison read it from its file row by row (then without a three-pane
    /// picture). `actualRows`: what the comparison learnt of which of the picture's rows
    /// repeat the row above (its encoder then does not read those again). Every file's bytes
    /// depend only on the pictures, never on which thread wrote it.
    func writeArtifacts(
        _ plan: PlannedSnapshot, picture: SnapshotPicture, reference: Pixmap?,
        referencePNG: [UInt8], difference: IndexedPicture?, actualRows: RowRepeats?,
        into result: inout SnapshotTestResult
    ) {
        let (relative, base) = outputBase(plan)
        do {
            try FileManager.default.createDirectory(
                atPath: (base as NSString).deletingLastPathComponent,
                withIntermediateDirectories: true)
        } catch {
            result.message = (result.message ?? "") + "\n(writing the picture failed: \(error))"
            return
        }
        let artifacts = SnapshotArtifacts(referencePath: absolute(plan.referencePath), actualPath: base + ".png")
        let errors = Locked<(actual: (any Error)?, artifacts: (any Error)?)>((nil, nil))
        let tolerance = options.tolerance.channel
        let threePane = options.writesThreePane
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            if i == 0 {
                let error = writeActualFile(plan, picture: picture, rowRepeats: actualRows)
                errors.withLock { $0.actual = error }
            } else {
                do {
                    try artifacts.write(
                        actual: picture.pixmap, reference: reference, tolerance: tolerance,
                        referencePNG: referencePNG, threePane: threePane, difference: difference)
                } catch {
                    errors.withLock { $0.artifacts = error }
                }
            }
        }
        let (actualError, artifactsError) = errors.withLock { ($0.actual, $0.artifacts) }
        guard noteActual(plan, written: actualError, into: &result) else { return }
        if let artifactsError {
            result.message = (result.message ?? "") + "\n(writing the failure pictures failed: \(artifactsError))"
            return
        }
        result.referenceCopy = relative + ".reference.png"
        result.diff = relative + ".diff.png"
        if threePane { result.threePane = relative + ".three-pane.png" }
    }

    /// What the reference is made from, hashed: the spec's text, the variant, the renderer's
    /// version and the font files.
    func inputsHash(specHash: String, variant: SpecVariant, fonts: SnapshotFontRecord?) -> String {
        var text = "\(RenderCellsVersion.current)\n\(variant.name)\n\(specHash)\n"
        for f in fonts?.fonts ?? [] { text += "\(f.file) \(f.faceIndex) \(f.sha256)\n" }
        return SHA256.hexDigest(of: Array(text.utf8))
    }

    func applyManifestChanges(_ changes: [ManifestChange]) throws {
        let byFolder = Dictionary(grouping: changes, by: \.folder)
        for folder in byFolder.keys.sorted() {
            var manifest = SnapshotManifest.load(from: folder).manifest
            for change in byFolder[folder]! { manifest.snapshots[change.name] = change.entry }
            try manifest.write(to: folder)
        }
    }

    // MARK: Orphans

    /// The message of an orphan that `--prune` deleted.
    public static let prunedMessage = "no spec in this folder makes this reference; removed (--prune)"

    /// References in the folders this run's specs use that no spec of those folders makes.
    /// Expected names come from every spec in each folder, whatever the shard or the paths
    /// named, so a shard or a single spec never calls another spec's references orphans.
    func orphans(specPaths: [String], read: [String: ListSpec]) throws -> [SnapshotTestResult] {
        let fm = FileManager.default
        var specFolders: [String: Set<String>] = [:]  // reference folder → expected names
        for path in specPaths {
            let folder = referenceFolder(specPath: path)
            guard specFolders[folder] == nil else { continue }
            let specFolder = (path as NSString).deletingLastPathComponent
            let absoluteFolder = absolute(specFolder.isEmpty ? "." : specFolder)
            var expected: Set<String> = []
            for name in (try? fm.contentsOfDirectory(atPath: absoluteFolder)) ?? []
            where SpecDiscovery.extensions.contains((name as NSString).pathExtension.lowercased()) {
                let specName = (name as NSString).deletingPathExtension
                let path = URL(fileURLWithPath: absoluteFolder + "/" + name).standardizedFileURL.path
                // A run with `--design` planned its specs with the run's design axis: read
                // the spec's own variants again.
                guard let spec = (options.designs.isEmpty ? read[path] : nil) ?? (try? ListSpec(contentsOf: path)) else {
                    // A spec that cannot be read still owns its default name: never prune it.
                    expected.insert(specName)
                    continue
                }
                // With `--design`, the run's design variants and the spec's own: neither is an orphan.
                var designed = spec
                if !options.designs.isEmpty { designed.variants.designs = options.designs }
                for variant in spec.snapshotVariants + designed.snapshotVariants {
                    expected.insert(Self.snapshotName(specName, variant))
                }
            }
            specFolders[folder] = expected
        }
        var out: [SnapshotTestResult] = []
        for folder in specFolders.keys.sorted() {
            let absoluteFolder = absolute(folder)
            var manifest = SnapshotManifest.load(from: absoluteFolder).manifest
            var pruned = false
            for file in ((try? fm.contentsOfDirectory(atPath: absoluteFolder)) ?? []).sorted() where file.hasSuffix(".png") {
                let name = String(file.dropLast(4))
                guard !specFolders[folder]!.contains(name) else { continue }
                var result = SnapshotTestResult(
                    id: "~orphan:" + folder + "/" + file, name: name, spec: nil, variant: "",
                    status: .orphaned, reference: folder + "/" + file,
                    message: "no spec in this folder makes this reference")
                if options.prunesOrphans {
                    try fm.removeItem(atPath: absoluteFolder + "/" + file)
                    manifest.snapshots[name] = nil
                    pruned = true
                    result.message = Self.prunedMessage
                }
                out.append(result)
            }
            if pruned { try manifest.write(to: absoluteFolder) }
        }
        return out
    }
}
