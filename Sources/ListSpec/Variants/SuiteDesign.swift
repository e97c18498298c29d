import RenderCells

// How `render-cells test` decides which design generation a spec's snapshots are drawn in,
// so that upgrading never breaks a suite silently (docs/spec.md, "Design"):
//
//   pinned (the spec's `design:`, or a `design` variant)  → that design; a reference
//       recorded in another fails the spec once, naming the pin and the re-record command
//       (unless the run re-records);
//   not pinned, the spec has references                   → the references' design (a
//       reference without a design record is iOS 18: it was recorded before designs existed);
//   not pinned, no references of its own                  → its references folder's design,
//       else iOS 26, what an app built with Xcode 26 draws (`ListDesign.newSuite`).

/// The design generation a test run draws a spec in, from what it pins and what its
/// references record.
public enum SuiteDesign {
    /// What a reference file records: nil when there is no file, `.some(nil)` for a picture
    /// without a design record (iOS 18), else the recorded name (`ios26`).
    public typealias Recorded = String??

    /// `spec` with its design decided (unchanged when it pins one), or why it cannot be
    /// tested against its references.
    ///
    /// - Parameters:
    ///   - spec: the spec as read, pinning a design (its `design:` field or a `design` variant) or not.
    ///   - specPath: the spec as the run names it, for the message.
    ///   - referencePath: where a variant's reference lives.
    ///   - recorded: what the file at a reference path records.
    ///   - folderDesign: what the spec's references folder records, for a spec without
    ///     references of its own (the first picture there with or without a record; nil
    ///     when it holds none).
    ///   - rerecords: whether the run re-records every reference (`--record all`), so a
    ///     pinned design replaces the recorded one instead of failing.
    public static func resolve(
        _ spec: ListSpec, specPath: String, referencePath: (SpecVariant) -> String,
        recorded: (String) -> Recorded, folderDesign: () -> Recorded,
        rerecords: Bool
    ) -> Result<ListSpec, SuiteDesignMismatch> {
        var found: [(variant: SpecVariant, path: String, design: ListDesign?)] = []
        for variant in spec.snapshotVariants {
            let path = referencePath(variant)
            guard let record = recorded(path) else { continue }
            let design = record.map { ListDesign(rawValue: $0) } ?? ListDesign.unrecorded
            found.append((variant, path, design))
        }
        // A record this version does not know is a mismatch whatever the spec pins.
        if let unknown = found.first(where: { $0.design == nil }) {
            return .failure(
                SuiteDesignMismatch(
                    specPath: specPath, reference: unknown.path, recorded: (recorded(unknown.path) ?? nil) ?? "?",
                    pinned: nil, pin: "a design this version of render-cells does not know"))
        }
        var spec = spec
        if let pinned = spec.traits.listDesign {
            if !rerecords, let other = found.first(where: { ($0.variant.list.design ?? pinned) != $0.design }) {
                let byVariant = other.variant.list.design != nil
                return .failure(
                    SuiteDesignMismatch(
                        specPath: specPath, reference: other.path, recorded: other.design!.rawValue,
                        pinned: other.variant.list.design ?? pinned,
                        pin: byVariant
                            ? "its variants' design: \(other.variant.list.design!.rawValue)"
                            : "its design: \(pinned.rawValue)"))
            }
            return .success(spec)
        }
        if !rerecords, let other = found.first(where: { $0.variant.list.design != nil && $0.variant.list.design != $0.design }) {
            return .failure(
                SuiteDesignMismatch(
                    specPath: specPath, reference: other.path, recorded: other.design!.rawValue,
                    pinned: other.variant.list.design, pin: "its variants' design: \(other.variant.list.design!.rawValue)"))
        }
        let unpinned = found.filter { $0.variant.list.design == nil }
        if let first = unpinned.first {
            if !rerecords, let other = unpinned.first(where: { $0.design != first.design }) {
                return .failure(
                    SuiteDesignMismatch(
                        specPath: specPath, reference: other.path, recorded: other.design!.rawValue,
                        pinned: first.design, pin: "the design of its reference \(first.path)"))
            }
            spec.traits.listDesign = first.design
        } else {
            spec.traits.listDesign = design(ofFolder: folderDesign())
        }
        return .success(spec)
    }

    /// The design a suite with no reference of its own draws in, from what its references
    /// folder records (`SnapshotPicture.recordedDesign(ofFolder:)`): the folder's design
    /// (iOS 18 for a picture without a record), else, for an empty or missing folder, iOS 26
    /// (`ListDesign.newSuite`). `render-cells test` and the Swift strategies'
    /// `.renderCellsSnapshots` trait both decide here.
    public static func design(ofFolder recorded: Recorded) -> ListDesign {
        guard let recorded else { return ListDesign.newSuite }
        return recorded.flatMap { ListDesign(rawValue: $0) } ?? ListDesign.unrecorded
    }
}

/// A spec whose pinned design differs from the one its references were recorded in.
public struct SuiteDesignMismatch: Error, Sendable, Equatable, CustomStringConvertible {
    /// The spec as the run names it.
    public var specPath: String
    /// The first reference in another design.
    public var reference: String
    /// The design that reference records (`ios18` for a picture without a record).
    public var recorded: String
    /// The design the run would draw in.
    public var pinned: ListDesign?
    /// What pins it, in words (`its design: ios26`).
    public var pin: String

    public var description: String {
        let recordedWords =
            recorded == ListDesign.unrecorded.rawValue
            ? "the iOS 18 design (it has no design record, so it predates designs)" : "design \(recorded)"
        guard let pinned else {
            return "\(reference) records \(recordedWords), \(pin); re-record it with "
                + "render-cells test \(specPath) --record all"
        }
        let keep = "design: \(recorded == "?" ? ListDesign.unrecorded.rawValue : recorded)"
        return "\(specPath) pins \(pinned.rawValue) (\(pin)), but its reference \(reference) was recorded in "
            + "\(recordedWords): set \(keep) in the spec to test against the references as they are, or re-record "
            + "them in \(pinned.rawValue) with render-cells test \(specPath) --record all (then look at them)"
    }
}
