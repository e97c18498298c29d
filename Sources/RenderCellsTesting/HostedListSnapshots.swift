import CellAccessibility
import RenderCells
import Sheets
import SnapshotCore

/// What the sheet, matrix and accessibility strategies do with a list, reachable through a
/// UIKit screen: the screen's collection view hosts a `CollectionView` of its data source's
/// section and item types, which the screen does not name. The hosted list is cast to this
/// protocol, so one set of strategies serves every screen.
protocol HostedListSnapshots: AnyObject {
    /// The list in one `variant` of its traits, layout and state, `width` points wide at `scale`.
    func variantPicture(_ variant: ListVariant, width: Double, scale: Double, height: Double?) -> SnapshotPicture
    /// The same, with `finishing` drawing over the list's display list (a screen's bars).
    func variantPicture(
        _ variant: ListVariant, width: Double, scale: Double, height: Double?,
        finishing: (DisplayList) -> DisplayList
    ) -> SnapshotPicture
    /// The list's variants as one comparison sheet.
    func sheetPicture(_ sheet: ComparisonSheet) throws -> SnapshotPicture
    /// The migration sheet from one design generation to another.
    func migrationPicture(_ sheet: ComparisonSheet, from old: ListDesign, to new: ListDesign) throws -> SnapshotPicture
    /// VoiceOver's elements drawn over the list.
    func accessibilityPicture(width: Double, scale: Double) throws -> SnapshotPicture
    /// The accessibility audit's summary.
    func accessibilitySummary(
        width: Double, scale: Double, variants: [ListVariant], options: AuditOptions,
        subject: String
    ) throws -> String
}

extension CollectionView: HostedListSnapshots {
    func variantPicture(_ variant: ListVariant, width: Double, scale: Double, height: Double?) -> SnapshotPicture {
        withVariant(variant) { snapshotPicture(width: width, scale: scale, height: height) }
    }

    func variantPicture(
        _ variant: ListVariant, width: Double, scale: Double, height: Double?,
        finishing: (DisplayList) -> DisplayList
    ) -> SnapshotPicture {
        withVariant(variant) {
            SnapshotPicture.rendering(fontCatalog: fontCatalog) {
                finishing(try displayList(width: width, scale: scale, height: height))
            }
        }
    }

    func sheetPicture(_ sheet: ComparisonSheet) throws -> SnapshotPicture {
        try sheet.render(self).snapshotPicture(catalog: fontCatalog)
    }

    func migrationPicture(_ sheet: ComparisonSheet, from old: ListDesign, to new: ListDesign) throws -> SnapshotPicture {
        try sheet.render(migrating: self, from: old, to: new).snapshotPicture(catalog: fontCatalog)
    }

    func accessibilityPicture(width: Double, scale: Double) throws -> SnapshotPicture {
        let layout = try AccessibilityAudit(view: self, width: width, scale: scale, variants: [ListVariant()])
            .layout(for: ListVariant())
        return try AccessibilitySnapshot.picture(layout, fontCatalog: fontCatalog)
    }

    func accessibilitySummary(
        width: Double, scale: Double, variants: [ListVariant], options: AuditOptions,
        subject: String
    ) throws -> String {
        try AccessibilityAudit(
            view: self, width: width, scale: scale, variants: variants, options: options,
            subject: subject
        ).run().summary(includingInfo: true) + "\n"
    }
}
