import Foundation
import SafeIO
import SnapshotCore

// Planning and drawing at once, on more than one job: a worker that finds no spec left to
// plan draws the snapshots of the specs already planned, instead of waiting at a join for
// the slowest spec (and the font catalog's set-up) on another thread. Only when no two of
// the run's specs can make one reference (the one check that needs every plan), and
// without a shard (which deals the whole suite's ids): otherwise the run plans everything
// first, as on one job. Results, manifests and the report are the same either way.

extension SnapshotTestRunner {
    /// Whether two of `specPaths` might make the same reference, judged from the paths
    /// alone: a reference is `<reference folder>/<spec name>[.<variant>].png`, so two specs
    /// can only collide when those folder-and-name stems are equal or one is the other's
    /// followed by a dot. When this is false the check in ``plan(_:)`` cannot fire, so the
    /// snapshots may be drawn while other specs are still being planned.
    static func referencesMayClash(_ specPaths: [String], referencesDirectory: String?) -> Bool {
        var stems = Set<String>()
        for path in specPaths {
            let specName = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            let stem = referenceFolder(specPath: path, referencesDirectory: referencesDirectory) + "/" + specName
            guard stems.insert(stem).inserted else { return true }
        }
        for stem in stems {
            var prefix = ""
            for character in stem {
                if character == ".", stems.contains(prefix) { return true }
                prefix.append(character)
            }
        }
        return false
    }

    /// What one worker does next.
    private enum PipelineStep {
        /// Readies the font catalog (the first step of a run on more than one job).
        case warm
        case plan(spec: Int)
        case execute(spec: Int, index: Int)
        /// Nothing to take now, but a spec is being planned: wait for it.
        case wait
        case done
    }

    /// The workers' shared state.
    private struct PipelineState {
        /// The next step of the planning ones: 0 the font catalog, then spec `i` at `i + 1`.
        var nextPlanStep = 0
        var planning = 0
        var plans: [[PlannedSnapshot]?]
        var results: [[SnapshotTestResult?]]
        /// Snapshots planned and not yet taken, in spec then variant order, from `head`.
        var ready: [(spec: Int, index: Int)] = []
        var head = 0
        /// Workers blocked in `.wait`, each to be woken once when a spec is planned.
        var waiting = 0
        /// The number of snapshots, once every spec is planned.
        var total: Int?
        var done = 0
        /// Results finished before `total` was known, reported once it is.
        var unreported: [SnapshotTestResult] = []
        var changes: [ManifestChange] = []
    }

    /// Plans `specPaths` and executes their snapshots on `options.jobs` threads at once
    /// (the caller has checked ``referencesMayClash(_:referencesDirectory:)``): the plans
    /// in spec order, the results in the same order, and the manifest changes. `progress`
    /// is called as ``run(progress:finished:)`` says; calls for snapshots finished before the
    /// last spec was planned wait for it, since they give the total. `finished` is called
    /// as ``run(progress:finished:)`` says.
    func planAndExecute(
        _ specPaths: [String], manifests: ManifestCache, progress: @escaping @Sendable (Progress) -> Void,
        finished: @escaping @Sendable (SnapshotTestResult) -> Void = { _ in }
    ) -> (plans: [PlannedSnapshot], results: [SnapshotTestResult], changes: [ManifestChange]) {
        let specCount = specPaths.count
        let state = Locked(
            PipelineState(
                plans: [[PlannedSnapshot]?](repeating: nil, count: specCount),
                results: [[SnapshotTestResult?]](repeating: [], count: specCount)))
        let wake = DispatchSemaphore(value: 0)
        // Called under the lock, so progress is reported one call at a time.
        @Sendable func report(_ result: SnapshotTestResult, _ s: inout PipelineState) {
            guard let total = s.total else {
                s.unreported.append(result)
                return
            }
            s.done += 1
            progress(Progress(done: s.done, total: total, result: result))
        }
        // Every job, not one per spec: a suite of one spec of 100 variants draws on them all
        // (a worker with nothing left returns at once).
        DispatchQueue.concurrentPerform(iterations: max(1, options.jobs)) { _ in
            while true {
                let step = state.withLock { s -> PipelineStep in
                    if s.nextPlanStep <= specCount {
                        defer { s.nextPlanStep += 1 }
                        guard s.nextPlanStep > 0 else { return .warm }
                        s.planning += 1
                        return .plan(spec: s.nextPlanStep - 1)
                    }
                    if s.head < s.ready.count {
                        defer { s.head += 1 }
                        return .execute(spec: s.ready[s.head].spec, index: s.ready[s.head].index)
                    }
                    if s.planning > 0 {
                        s.waiting += 1
                        return .wait
                    }
                    return .done
                }
                switch step {
                case .warm:
                    warmFontCatalog()
                    // The reference folders' manifests, read while the other jobs plan,
                    // as the folder of each spec is known from its path alone (the key is
                    // the one its plans consult: `absoluteReferenceFolder(of:)`).
                    var folders = Set<String>()
                    for path in specPaths where folders.insert(referenceFolder(specPath: path)).inserted {
                        manifests.load(folder: absolute(referenceFolder(specPath: path)))
                    }
                case .plan(let spec):
                    let planned = planSpec(specPaths[spec])
                    let woken = state.withLock { s -> Int in
                        s.plans[spec] = planned
                        s.results[spec] = [SnapshotTestResult?](repeating: nil, count: planned.count)
                        s.ready += planned.indices.map { (spec, $0) }
                        s.planning -= 1
                        if s.planning == 0, s.nextPlanStep > specCount {
                            s.total = s.plans.reduce(0) { $0 + ($1?.count ?? 0) }
                            let early = s.unreported
                            s.unreported = []
                            for result in early { report(result, &s) }
                        }
                        defer { s.waiting = 0 }
                        return s.waiting
                    }
                    for _ in 0..<woken { wake.signal() }
                case .execute(let spec, let index):
                    let plan = state.withLock { $0.plans[spec]![index] }
                    let (result, change) = execute(plan, manifests: manifests)
                    state.withLock { s in
                        s.results[spec][index] = result
                        if let change { s.changes.append(change) }
                        report(result, &s)
                    }
                    finished(result)
                case .wait:
                    wake.wait()
                case .done:
                    return
                }
            }
        }
        return state.withLock { s in
            (s.plans.flatMap { $0! }, s.results.flatMap { $0.map { $0! } }, s.changes)
        }
    }
}
