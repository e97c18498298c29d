import CellAccessibility
import Foundation
import ListSpec
import RenderCells
import SafeIO
import SnapshotCore

// One snapshot of `render-cells test`, in named steps: draw the picture; record it, or read
// the reference and check it before decoding (the manifest's fast path, the header's size);
// compare, and write the failure's pictures. Each step fills the result it is given and
// returns the manifest entry to set, if any, once every snapshot is done.

extension SnapshotTestRunner {
    /// Why a reference is not compared with the render (it is failed, or re-recorded under
    /// `--record failed`).
    struct UnusableReference: Error {
        var message: String
    }

    /// Runs one snapshot: its result, timed, and the manifest change it makes.
    func execute(_ plan: PlannedSnapshot, manifests: ManifestCache) -> (SnapshotTestResult, ManifestChange?) {
        let start = Date()
        var result = SnapshotTestResult(
            id: plan.id, name: plan.name, spec: plan.specPath, variant: plan.variant.name,
            status: .error, reference: plan.referencePath)
        let change = check(plan, manifests: manifests, into: &result)
        result.milliseconds = (Date().timeIntervalSince(start) * 100_000).rounded() / 100
        return (result, change)
    }

    /// Draws the snapshot, then records it or compares it with its reference, as the record
    /// mode says and whether a reference is there.
    func check(_ plan: PlannedSnapshot, manifests: ManifestCache, into result: inout SnapshotTestResult) -> ManifestChange? {
        guard let spec = plan.spec else {
            result.message = plan.problem
            return nil
        }
        guard let drawn = draw(plan, spec: spec, into: &result) else { return nil }
        // Whatever is there counts (a link too, which the read below refuses by name).
        var info = stat()
        let exists = lstat(absoluteReference(of: plan), &info) == 0
        let mode = options.recordMode
        if mode == .all { return record(drawn, of: plan, as: exists ? .recorded : .new, into: &result) }
        guard exists else {
            if mode == .never {
                result.status = .missing
                result.message =
                    "no reference at \(plan.referencePath) (record it with --record missing, "
                    + "then look at it before committing it)"
                // The picture it would record, in the report, so it can be looked at and
                // accepted from there (the report's command, or render-cells review).
                writeActual(plan, picture: drawn.pictureWithLayout, into: &result)
                return nil
            }
            return record(drawn, of: plan, as: .new, into: &result)
        }
        guard let bytes = readReference(of: plan, into: &result) else { return nil }
        if case .matched(let upgrade) = matchesManifest(drawn, referencePNG: bytes, of: plan, manifests: manifests) {
            result.status = .passed
            result.matchedByHash = true
            return upgrade
        }
        return compare(drawn, withReferencePNG: bytes, of: plan, into: &result)
    }

    /// The picture with its font record, as the Swift strategies render it (VoiceOver's
    /// picture for an accessibility variant); nil, and the result's message saying why, when
    /// the spec cannot be drawn.
    func draw(_ plan: PlannedSnapshot, spec: ListSpec, into result: inout SnapshotTestResult) -> DrawnSnapshot? {
        do {
            let (displayList, catalog) = try spec.displayList(for: plan.variant)
            guard plan.variant.accessibility else {
                return DrawnSnapshot(
                    picture: try SnapshotPicture(rendering: displayList, fontCatalog: catalog, withLayout: false),
                    list: displayList)
            }
            // The list with what VoiceOver reads (the layout dump and fonts are the list's).
            let (view, width, scale, _) = spec.makeCollectionView(for: plan.variant)
            view.fontCatalog = catalog
            let picture = try AccessibilitySnapshot.picture(
                view.layout(width: width, scale: scale), fontCatalog: catalog,
                withLayout: false)
            return DrawnSnapshot(picture: picture, list: displayList)
        } catch let error as SpecError {
            var e = error
            e.file = plan.specPath
            result.message = e.description
        } catch let error as RenderError {
            result.message = SpecError(error, file: plan.specPath).description
        } catch let error as DisplayListError {
            result.message = SpecError(error, file: plan.specPath).description
        } catch {
            result.message = "\(plan.specPath): cannot render: \(error)"
        }
        return nil
    }

    /// Writes the render as the reference, with its manifest entry.
    func record(
        _ drawn: DrawnSnapshot, of plan: PlannedSnapshot, as status: SnapshotTestStatus,
        into result: inout SnapshotTestResult
    ) -> ManifestChange? {
        let referencePath = absoluteReference(of: plan)
        let folder = absoluteReferenceFolder(of: plan)
        // The references stay where the user's folders are: a `__Snapshots__` (or a folder
        // under --references) that is a link elsewhere is not written into.
        let specFolder = (plan.specPath as NSString).deletingLastPathComponent
        let root = ResolvedPath(absolute(options.referencesDirectory ?? (specFolder.isEmpty ? "." : specFolder)))
        guard root.contains(ResolvedPath(folder)) else {
            result.status = .error
            result.message =
                "cannot record \(plan.referencePath): its folder leads out of \(root.path) through a link; "
                + "nothing was written"
            return nil
        }
        do {
            // Names what is in the way (`__Snapshots__` as a file) in words.
            try AtomicFile.makeFolders(folder)
            let png = try drawn.pictureWithLayout.pngData()
            try AtomicFile.write(png, to: referencePath)
            result.status = status
            let entry = SnapshotManifest.Entry(
                inputs: inputsHash(of: drawn, plan), pixels: drawn.pixels,
                file: PixelHash.hex(ofBytes: png))
            return ManifestChange(folder: folder, name: plan.name, entry: entry)
        } catch {
            result.status = .error
            result.message = "cannot record \(plan.referencePath): \(error)"
            return nil
        }
    }

    /// The reference's bytes: a regular file in its folder, never a link (a link to a
    /// secret would otherwise be decoded, or fail naming it, and end up in the report); nil,
    /// and the result's message saying why, when it cannot be read.
    func readReference(of plan: PlannedSnapshot, into result: inout SnapshotTestResult) -> [UInt8]? {
        let referencePath = absoluteReference(of: plan)
        do {
            return try ContainedFolder(absoluteReferenceFolder(of: plan))
                .read(
                    (referencePath as NSString).lastPathComponent, field: plan.referencePath,
                    maxBytes: PNGDecoder.maxFileSize, what: "a reference PNG")
        } catch {
            result.message = "cannot read the reference: \(error)"
            return nil
        }
    }

    /// What the manifest's fast path found.
    enum ManifestMatch {
        /// No entry, or one whose pixels or file differ: the reference is decoded.
        case unmatched
        /// The same pixels as recorded, from an unchanged file; with the entry in the current
        /// version's fingerprints when it was a version-1 entry and the run writes manifests.
        case matched(upgrade: ManifestChange?)
    }

    /// The manifest's fast path: the same pixels as recorded, from an unchanged file. A
    /// version-1 entry is checked with the fingerprint it was written with
    /// (`LegacyPixelHash`) and, outside `--record never`, re-derived in the current
    /// version: the render's pixels, equal to the reference's, and the file's bytes are both
    /// here, so no decode is needed (SnapshotManifest says why it is not done otherwise).
    func matchesManifest(
        _ drawn: DrawnSnapshot, referencePNG bytes: [UInt8], of plan: PlannedSnapshot,
        manifests: ManifestCache
    ) -> ManifestMatch {
        let folder = absoluteReferenceFolder(of: plan)
        guard let entry = manifests.entry(folder: folder, name: plan.name) else { return .unmatched }
        guard entry.version == 1 else {
            return entry.file == PixelHash.hex(ofBytes: bytes) && entry.pixels == drawn.pixels
                ? .matched(upgrade: nil) : .unmatched
        }
        guard entry.file == LegacyPixelHash.hex(ofBytes: bytes), entry.pixels == LegacyPixelHash.hex(of: drawn.pixmap) else {
            return .unmatched
        }
        guard options.recordMode != .never else { return .matched(upgrade: nil) }
        // The entry a pass found by comparing would remember (compare), so a manifest is the
        // same bytes whichever way its entries came.
        let current = SnapshotManifest.Entry(
            inputs: inputsHash(of: drawn, plan), pixels: drawn.pixels, file: PixelHash.hex(ofBytes: bytes))
        return .matched(upgrade: ManifestChange(folder: folder, name: plan.name, entry: current))
    }

    /// The reference decoded, checking its header first: a reference larger than the render
    /// cannot match it, and decoding one (2 MB of file can claim 16384 x 16384 pixels at
    /// 16 bits: 2.1 GB, 13 s) only to find that out is what a hostile reference would ask for.
    func decodedReference(
        _ bytes: [UInt8], of plan: PlannedSnapshot,
        renderedAs pixmap: Pixmap
    ) -> Result<SnapshotPicture, UnusableReference> {
        if let size = PNGDecoder.headerSize(of: bytes), size.width != pixmap.width || size.height != pixmap.height,
            case (let pixels, let overflow) = size.width.multipliedReportingOverflow(by: size.height),
            overflow || pixels > pixmap.width * pixmap.height
        {
            return .failure(
                UnusableReference(
                    message: "the reference \(plan.referencePath) is \(size.width) x \(size.height) pixels and the render "
                        + "\(pixmap.width) x \(pixmap.height); a reference larger than the render is not decoded"))
        }
        do {
            return .success(try SnapshotPicture(png: bytes))
        } catch {
            return .failure(UnusableReference(message: "the reference \(plan.referencePath) is not a readable PNG: \(error)"))
        }
    }

    /// Compares the render with the reference file `bytes` (which the manifest did not
    /// match): read row by row into the comparison, or decoded first when the report needs
    /// the reference as a picture (the three-pane picture) or the direct reader does not
    /// take the file, which then also says what is wrong with it.
    func compare(
        _ drawn: DrawnSnapshot, withReferencePNG bytes: [UInt8], of plan: PlannedSnapshot,
        into result: inout SnapshotTestResult
    ) -> ManifestChange? {
        // A failing 3x screen's reference decoded is 12 MB of pixels written only to be read
        // back by the comparison; its scanlines go straight into it instead.
        if !options.writesThreePane {
            let records = SnapshotPicture.records(png: bytes)
            if let comparison = SnapshotComparison(
                actual: drawn.picture, referencePNG: bytes, referenceFonts: records.fonts,
                tolerance: options.tolerance)
            {
                return conclude(
                    drawn, comparison, referenceLayout: records.layout, reference: nil, referencePNG: bytes, of: plan,
                    into: &result)
            }
        }
        switch decodedReference(bytes, of: plan, renderedAs: drawn.pixmap) {
        case .failure(let problem):
            if options.recordMode == .failed { return record(drawn, of: plan, as: .recorded, into: &result) }
            result.status = .failed
            result.message = problem.message
            return nil
        case .success(let reference):
            // The difference picture comes out of the comparison's one pass over the pixels:
            // a failure needs it, and making it apart read both pictures again.
            let comparison = SnapshotComparison(
                actual: drawn.picture, reference: reference, tolerance: options.tolerance,
                makesDifferencePicture: true)
            return conclude(
                drawn, comparison, referenceLayout: reference.layout, reference: reference.pixmap,
                referencePNG: bytes, of: plan, into: &result)
        }
    }

    /// What a comparison of the render with its reference comes to under the run's
    /// tolerance: a pass remembers the pixels in the manifest, a failure is re-recorded
    /// (`--record failed`) or explained, with its pictures in the report folder
    /// (`reference`, the decoded reference, only when the three-pane picture is asked for).
    func conclude(
        _ drawn: DrawnSnapshot, _ comparison: SnapshotComparison, referenceLayout: String?, reference: Pixmap?,
        referencePNG bytes: [UInt8], of plan: PlannedSnapshot, into result: inout SnapshotTestResult
    ) -> ManifestChange? {
        var comparison = comparison
        result.difference = .init(comparison.difference)
        if comparison.passes {
            result.status = .passed
            // Remember the pixels, so the next run skips decoding (never on a read-only run).
            guard options.recordMode != .never, comparison.difference.differingPixels == 0 else { return nil }
            let entry = SnapshotManifest.Entry(
                inputs: inputsHash(of: drawn, plan), pixels: drawn.pixels,
                file: PixelHash.hex(ofBytes: bytes))
            return ManifestChange(folder: absoluteReferenceFolder(of: plan), name: plan.name, entry: entry)
        }
        if options.recordMode == .failed { return record(drawn, of: plan, as: .recorded, into: &result) }
        let actual = drawn.pictureWithLayout
        // The render's layout dump is made only for a failure, which compares it and writes
        // it in its picture.
        comparison.compareLayouts(actual: drawn.list, reference: referenceLayout)
        result.status = .failed
        result.message = comparison.failureMessage()
        result.layoutChanges = comparison.layoutChanges?.changes
        result.fontMismatch = comparison.fontMismatch
        // A few failures' pictures at a time: each holds the actual, the reference, the
        // difference and a three-pane picture three times as wide, plus their PNG buffers,
        // about 130 MB at 3x, and memory is what a CI machine runs out of; one at a time
        // (as before) left every other worker waiting behind the one writing.
        artifactGate.pass {
            writeArtifacts(
                plan, picture: actual, reference: reference, referencePNG: bytes,
                difference: comparison.differencePicture, actualRows: comparison.actualRowRepeats, into: &result)
        }
        return nil
    }

    /// ``inputsHash(specHash:variant:fonts:)`` of a drawn snapshot.
    func inputsHash(of drawn: DrawnSnapshot, _ plan: PlannedSnapshot) -> String {
        inputsHash(specHash: plan.specHash, variant: plan.variant, fonts: drawn.picture.fonts)
    }
}
