import CellAccessibility
import RenderCells
import SnapshotCore
import SnapshotTesting

// Accessibility in snapshot tests: the accessibility snapshot (each element VoiceOver
// reads outlined, with a legend of what it says) as a PNG reference, and the audit as a
// text reference that fails whenever the audit finds something at or above a severity,
// whatever the reference says, so a finding cannot be recorded away.

extension Snapshotting where Format == SnapshotPicture {
    /// The list's accessibility snapshot, `width` points wide at `scale`, under `traits`
    /// (nil: the view's own): the reference PNG carries the list's layout dump, so a
    /// failure names the elements that moved.
    ///
    /// ```swift
    /// assertSnapshot(of: view, as: .accessibilityImage(width: 390, scale: 2))
    /// ```
    public static func accessibilityImage<Section, Item>(
        width: Double = 390, scale: Double = 3,
        traits: TraitCollection? = nil,
        tolerance: SnapshotTolerance = .exact
    ) -> Snapshotting
    where Value == CollectionView<Section, Item> {
        Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance)) { view in
            if let unusable = RenderDataCheck.failurePicture() { return unusable }
            return view.withTraits(traits) {
                do {
                    let layout = try AccessibilityAudit(view: view, width: width, scale: scale, variants: [ListVariant()])
                        .layout(for: ListVariant())
                    return try AccessibilitySnapshot.picture(layout, fontCatalog: view.fontCatalog)
                } catch {
                    return SnapshotPicture(pixmap: RenderFailurePicture.make(error))
                }
            }
        }
    }
}

extension Snapshotting where Format == String {
    /// The accessibility audit of a list across `variants` (by default every content size,
    /// light and dark, normal and increased contrast), kept as a `.txt` reference of its
    /// summary, info included. The test fails when the audit finds an issue at `failingAt`
    /// or above (not allowed by `options`), even against a reference that lists it; below
    /// that, a changed audit fails as any changed reference does.
    ///
    /// ```swift
    /// assertSnapshot(of: view, as: .accessibilityAudit(width: 390, scale: 2))
    /// ```
    public static func accessibilityAudit<Section, Item>(
        width: Double = 390, scale: Double = 2, variants: [ListVariant] = AccessibilityAudit.defaultVariants,
        options: AuditOptions = AuditOptions(), failingAt threshold: AuditSeverity = .error
    ) -> Snapshotting where Value == CollectionView<Section, Item> {
        var strategy = Snapshotting<String, String>.lines.pullback { (view: CollectionView<Section, Item>) -> String in
            if let unusable = RenderDataCheck.failingTest() { return "cannot audit: \(unusable)\n" }
            do {
                let report = try AccessibilityAudit(
                    view: view, width: width, scale: scale, variants: variants,
                    options: options, subject: "list"
                ).run()
                return report.summary(includingInfo: true) + "\n"
            } catch {
                return "cannot audit: \(error)\n"
            }
        }
        strategy.pathExtension = "txt"
        strategy.diffing = AuditDiffing.failing(at: threshold)
        return strategy
    }
}
