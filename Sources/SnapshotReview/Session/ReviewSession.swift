import Foundation
import ListSpec
import Raster
import SafeIO
import SnapshotCore
import SpecTesting

// `render-cells review`: a report folder from CI reviewed inside the developer's checkout.
// The session holds the report, where the checkout is, and the decisions; it answers the
// page's requests (ReviewSession+Routes) after the gate has let them through. A snapshot
// is always named by its id in results.json: the report's paths are read only inside the
// report folder, by ContainedFolder's rule as every report reader does (SnapshotReport), and
// the reference written is the one the test runner computes for the spec and variant (or,
// for a `swift test` failure, swift-snapshot-testing's place beside its test file), inside
// the checkout (ReviewSession+Paths).

/// A review of one report in one checkout.
public final class ReviewSession: Sendable {
    public let report: SnapshotReport
    /// The checkout: spec paths in the report are relative to it (absolute, resolved).
    public let checkout: String
    /// `render-cells test --references`, when the run used it.
    public let referencesDirectory: String?
    let state = Locked<(decisions: [String: ReviewDecision], errors: [String: String])>(([:], [:]))
    /// Held while a reference and its folder's manifest are written: the server answers
    /// requests concurrently, and a manifest is read, changed and written back.
    let writing = Locked(())

    /// The largest picture read from the report (PNG files of full 3x screens are a few MB).
    public static let maxPictureSize = 256 << 20
    /// The most pixels an accepted picture may decode to, read from its header before any
    /// decode: 64 Mpx (256 MiB of RGBA8), a 3x list 1,290 pixels wide and 52,000 tall. A
    /// 2 MB 16384² 16-bit PNG is within `Pixmap`'s own limits and took 1.07 GB to accept.
    public static let maxAcceptedPixels = 1 << 26

    /// Throws unless `png`'s header names a picture of at most ``maxAcceptedPixels``: the
    /// decode budget of an Accept, spent before a byte is decoded.
    static func checkDecodeBudget(_ png: [UInt8], id: String) throws(ReviewError) {
        guard let size = PNGDecoder.headerSize(of: png) else {
            throw ReviewError(422, "\(id): the report's picture is not a PNG file")
        }
        guard size.width * size.height <= maxAcceptedPixels, Pixmap.isValidSize(width: size.width, height: size.height) else {
            throw ReviewError(
                422,
                "\(id): the report's picture is \(size.width) x \(size.height) pixels, over the "
                    + "review's limit of \(maxAcceptedPixels) pixels; it is not decoded (record it with render-cells test)")
        }
    }

    public init(report: SnapshotReport, checkout: String, referencesDirectory: String? = nil) throws(ReviewError) {
        guard let root = try? ContainedFolder(checkout) else { throw ReviewError(404, "\(checkout): no such folder") }
        self.report = report
        self.checkout = root.resolved
        self.referencesDirectory = referencesDirectory
    }

    /// The folders references may be written in: the checkout, and the references folder when
    /// the person named one outside it.
    var writableRoots: [String] {
        var roots = [checkout]
        if let referencesDirectory, referencesDirectory.hasPrefix("/") { roots.append(referencesDirectory) }
        return roots
    }

    /// The listed snapshots with their decisions, in the report's order.
    var items: [ReviewItem] {
        state.withLock { s in
            report.run.results.filter(ReviewItem.listed).map {
                ReviewItem($0, kind: report.kind, decision: s.decisions[$0.id] ?? .pending, error: s.errors[$0.id])
            }
        }
    }

    /// The listed snapshots in words: "2 to review (failed), 1 missing without a picture".
    public var summary: String {
        let listed = items
        let acceptable = listed.filter(\.acceptable).count
        var parts = ["\(acceptable) to review"]
        let others = Dictionary(grouping: listed.filter { !$0.acceptable }, by: \.status)
        for status in others.keys.sorted() { parts.append("\(others[status]!.count) \(status) (nothing to accept)") }
        return parts.joined(separator: ", ")
    }

    public func decision(_ id: String) -> ReviewDecision { state.withLock { $0.decisions[id] ?? .pending } }

    /// Where accepting `result` writes, checked: the spec is a file inside the checkout whose
    /// variants include the result's, the reference is the one the runner computes for them
    /// (and the one the report names), and it lies inside the checkout.
    func destination(for result: SnapshotTestResult) throws(ReviewError) -> (path: String, specFile: String, variant: SpecVariant)
    {
        guard let spec = result.spec else { throw ReviewError(409, "\(result.id): no spec makes this reference") }
        let specPath = try Self.relative(spec, field: "results.json: \(result.id): spec")
        guard let specFile = existingFile(specPath) else {
            throw ReviewError(
                409,
                "\(specPath): no such spec in this checkout (\(checkout)); review the report "
                    + "in the checkout of the branch it was made from")
        }
        let listSpec: ListSpec
        do {
            listSpec = try ListSpec(contentsOf: specFile)
        } catch {
            throw ReviewError(409, "\(specPath): the spec in this checkout cannot be read: \(error)")
        }
        guard let variant = listSpec.snapshotVariants.first(where: { $0.name == result.variant }) else {
            throw ReviewError(409, "\(result.id): the spec \(specPath) in this checkout has no variant '\(result.variant)'")
        }
        let reference = SnapshotTestRunner.referencePath(
            specPath: specPath, variant: variant,
            referencesDirectory: referencesDirectory)
        guard reference == result.reference else {
            throw ReviewError(
                409,
                "\(result.id): the report names the reference \(result.reference), but the runner keeps "
                    + "it at \(reference)" + (referencesDirectory == nil ? " (was the run made with --references?)" : ""))
        }
        let absolute = URL(fileURLWithPath: reference.hasPrefix("/") ? reference : checkout + "/" + reference)
            .standardizedFileURL.path
        try Self.checkDestination(absolute, inside: writableRoots)
        return (absolute, specFile, variant)
    }

    /// Where accepting a `swift test` failure writes, checked: swift-snapshot-testing's own
    /// place for it, `<folder>/__Snapshots__/<test file>/<file>.png`, where
    /// `<folder>/<test file>.swift` is a test file in the checkout and `<file>.png` is the
    /// failure picture's own name (swift-snapshot-testing names both alike), inside the checkout.
    func swiftTestDestination(for result: SnapshotTestResult) throws(ReviewError) -> String {
        let reference = try Self.relative(result.reference, field: "\(result.id).result.json: reference")
        let parts = reference.split(separator: "/").map(String.init)
        let actualName = ((result.actual ?? "") as NSString).lastPathComponent
        guard parts.count >= 3, parts[parts.count - 3] == "__Snapshots__", reference.hasSuffix(".png"),
            parts[parts.count - 1] == actualName
        else {
            throw ReviewError(
                409,
                "\(result.id): the reference \(reference) is not swift-snapshot-testing's "
                    + "__Snapshots__/<test file>/\(actualName) (a snapshotDirectory of its own cannot be reviewed here)")
        }
        let testFile = (parts[..<(parts.count - 3)] + [parts[parts.count - 2] + ".swift"]).joined(separator: "/")
        let targets = try testFolders()
        guard targets.contains(testFile) else {
            throw ReviewError(
                409,
                "\(result.id): \(testFile) is not in a test target's folder of this package ("
                    + (targets.folders.isEmpty
                        ? "Package.swift declares no test target" : targets.folders.joined(separator: ", "))
                    + "); a swift test reference is written only beside a test file")
        }
        guard existingFile(testFile) != nil else {
            throw ReviewError(
                409,
                "\(result.id): no test file \(testFile) in this checkout (\(checkout)); review the "
                    + "artefacts in the checkout of the branch that made them")
        }
        let absolute = checkout + "/" + reference
        try Self.checkDestination(absolute, inside: [checkout])
        return absolute
    }

    /// The test targets' folders the checkout's Package.swift declares.
    func testFolders() throws(ReviewError) -> PackageTestFolders {
        do {
            let bytes = try ContainedFolder(checkout).read(
                "Package.swift", field: "Package.swift",
                maxBytes: PackageTestFolders.maxManifestBytes, what: "a manifest")
            return PackageTestFolders(manifest: String(decoding: bytes, as: UTF8.self))
        } catch {
            throw ReviewError(
                409,
                "no readable Package.swift in this checkout (\(checkout)): \(error); a swift test "
                    + "reference is written only in a test target's folder")
        }
    }

    /// Writes the report's picture of `id` as its reference (with its manifest entry, for a
    /// spec's). Returns the reference written, relative to the checkout.
    @discardableResult
    public func accept(_ id: String) throws(ReviewError) -> String {
        do {
            let written = try writing.withLock { _ throws(ReviewError) in try acceptUnrecorded(id) }
            state.withLock {
                $0.decisions[id] = .accepted
                $0.errors[id] = nil
            }
            return written
        } catch {
            if report.result(id: id) != nil { state.withLock { $0.errors[id] = error.description } }
            throw error
        }
    }

    /// ``accept(_:)`` without recording the decision; called with `writing` held.
    func acceptUnrecorded(_ id: String) throws(ReviewError) -> String {
        guard let result = report.result(id: id) else { throw ReviewError(404, "no snapshot '\(id)' in results.json") }
        let (acceptable, note) = ReviewItem.acceptability(result, kind: report.kind)
        guard acceptable, let actual = result.actual else {
            throw ReviewError(
                409, "\(id): cannot be accepted" + (note.map { ": \($0)" } ?? " (status \(result.status.rawValue))"))
        }
        if report.kind == .swiftTests {
            let target = try swiftTestDestination(for: result)
            let png = try picture(at: actual, field: "\(id).result.json: actual")
            try Self.checkDecodeBudget(png, id: id)
            do {
                // Decoded first: bytes that are not a readable PNG are never written.
                _ = try PNGDecoder.decode(png)
                try FileManager.default.createDirectory(
                    atPath: (target as NSString).deletingLastPathComponent,
                    withIntermediateDirectories: true)
                try AtomicFile.write(png, to: target)
            } catch {
                throw ReviewError(422, "\(id): cannot write \(result.reference): \(error)")
            }
            return result.reference
        }
        let target = try destination(for: result)
        let png = try picture(at: actual, field: "results.json: \(id): actual")
        try Self.checkDecodeBudget(png, id: id)
        do {
            try SnapshotTestRunner.acceptReference(
                png: png, referencePath: target.path, specFile: target.specFile,
                variant: target.variant)
        } catch {
            throw ReviewError(422, "\(id): cannot write \(result.reference): \(error)")
        }
        return result.reference
    }

    /// Marks `id` as kept as it is: nothing is written.
    public func reject(_ id: String) throws(ReviewError) {
        guard report.result(id: id) != nil else { throw ReviewError(404, "no snapshot '\(id)' in results.json") }
        state.withLock {
            $0.decisions[id] = .rejected
            $0.errors[id] = nil
        }
    }

    /// The ids of the snapshots the report holds a picture to accept for, in its order: what
    /// Accept all and `render-cells accept` take.
    public var acceptableIDs: [String] {
        report.run.results.filter { ReviewItem.acceptability($0, kind: report.kind).0 }.map(\.id)
    }

    /// Accepts every acceptable snapshot not yet decided (rejected ones stay as they are).
    /// Returns the ids accepted and the ids that could not be, with why.
    public func acceptAll() -> (accepted: [String], failed: [(id: String, error: String)]) {
        var accepted: [String] = []
        var failed: [(String, String)] = []
        for r in report.run.results where ReviewItem.acceptability(r, kind: report.kind).0 && decision(r.id) == .pending {
            do {
                try accept(r.id)
                accepted.append(r.id)
            } catch {
                failed.append((r.id, error.description))
            }
        }
        return (accepted, failed)
    }

    /// The report's `kind` picture (reference, actual or diff) of `id`.
    public func picture(_ id: String, kind: String) throws(ReviewError) -> [UInt8] {
        guard let result = report.result(id: id) else { throw ReviewError(404, "no snapshot '\(id)' in results.json") }
        let path: String?
        switch kind {
        case "reference": path = result.referenceCopy
        case "actual": path = result.actual
        case "diff": path = result.diff
        default: throw ReviewError(400, "kind must be reference, actual or diff (got '\(kind)')")
        }
        guard let path else { throw ReviewError(404, "\(id): the report has no \(kind) picture") }
        let bytes = try picture(at: path, field: "results.json: \(id): \(kind)")
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw ReviewError(422, "\(id): the report's \(kind) picture is not a PNG file")
        }
        return bytes
    }
}
