import Foundation
import RenderCells
import RenderCellsTesting
import SnapshotTesting
import Testing

/// The accessibility strategies as a user's test writes them.
@Suite(.renderCellsSnapshots) struct AccessibilityStrategyTests {
    static func list(textColor: Color? = nil) -> CollectionView<Int, String> {
        let registration = CellRegistration<ListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.image = .systemName("star")
            content.text = title
            if let textColor { content.textProperties.color = textColor }
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
            cell.accessibilityHint = "Opens \(title)"
        }
        let view = CollectionView<Int, String>(
            layout: .list(using: ListConfiguration(appearance: .insetGrouped)),
            cellRegistration: registration)
        var snapshot = DataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Wi-Fi", "Bluetooth"])
        view.apply(snapshot)
        return view
    }

    @Test func anAccessibilitySnapshot() {
        assertSnapshot(of: Self.list(), as: .accessibilityImage(width: 320, scale: 2))
    }

    static let variants = ListVariant.matrix(styles: [.light, .dark], contentSizes: [.large, .accessibilityExtraLarge])

    /// A passing audit is kept as its summary; an app colour under AA fails the test even
    /// against a reference recorded with it, so a finding cannot be recorded away.
    @Test func anAuditFailsOnFindingsWhateverTheReference() throws {
        let folder = NSTemporaryDirectory() + "snapshots-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let passing = Self.list()
        _ = verifySnapshot(
            of: passing, as: .accessibilityAudit(width: 320, scale: 1, variants: Self.variants),
            named: "audit", snapshotDirectory: folder)
        #expect(
            verifySnapshot(
                of: passing, as: .accessibilityAudit(width: 320, scale: 1, variants: Self.variants),
                named: "audit", record: .never, snapshotDirectory: folder) == nil)
        let reference = try String(
            contentsOfFile: folder + "/anAuditFailsOnFindingsWhateverTheReference.audit.txt",
            encoding: .utf8)
        #expect(reference.hasPrefix("list: 4 variants, 0 errors, 0 warnings, "))

        let grey = Self.list(textColor: Color(white: 0.7))
        _ = verifySnapshot(
            of: grey, as: .accessibilityAudit(width: 320, scale: 1, variants: Self.variants),
            named: "grey", record: .all, snapshotDirectory: folder)
        let failure = try #require(
            verifySnapshot(
                of: grey,
                as: .accessibilityAudit(
                    width: 320, scale: 1,
                    variants: Self.variants),
                named: "grey", record: .never, snapshotDirectory: folder))
        #expect(failure.contains("The accessibility audit finds 2 issues at error or above:"), "\(failure)")
        #expect(failure.contains("error   text-contrast    sections[0].items[0].text"), "\(failure)")
        // Lowered to a warning by the team, the same finding is only recorded.
        let lowered = AuditOptions(severities: [.textContrast: .warning])
        _ = verifySnapshot(
            of: grey,
            as: .accessibilityAudit(
                width: 320, scale: 1, variants: Self.variants,
                options: lowered),
            named: "lowered", snapshotDirectory: folder)
        #expect(
            verifySnapshot(
                of: grey,
                as: .accessibilityAudit(
                    width: 320, scale: 1, variants: Self.variants,
                    options: lowered),
                named: "lowered", record: .never, snapshotDirectory: folder) == nil)
    }
}
