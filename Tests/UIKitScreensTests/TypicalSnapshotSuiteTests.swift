import SnapshotTesting
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsTesting
    import RenderCellsUIKit
#endif

/// A snapshot test file as an iOS team writes it for swift-snapshot-testing on a simulator:
/// several strategies and precisions, a view controller on devices, a collection view on
/// its own, `.recursiveDescription`, `assertSnapshots` with a dictionary and an array, and
/// Swift Testing's `.snapshots(record:diffTool:)` trait. Only the import is conditional
/// (docs/uikit.md); every call below is swift-snapshot-testing's own signature, so the
/// same file runs on an iOS simulator. On Linux the pictures are `<test>.<n>.linux.png`
/// and the texts `<test>.<n>.linux.txt`, recorded here and looked at.
@MainActor
@Suite(.snapshots(record: .missing, diffTool: .ksdiff))
struct TypicalSnapshotSuiteTests {
    @Test func inboxOnDevices() {
        let inbox = InboxViewController()
        assertSnapshot(of: inbox, as: .image(on: .iPhone13))
        assertSnapshot(of: inbox, as: .image(on: .iPhone13, precision: 0.99, perceptualPrecision: 0.98), named: "tolerant")
        assertSnapshot(of: inbox, as: .image(on: .iPhone13ProMax(.landscape), precision: 0.995), named: "landscape")
    }

    @Test func settingsInTraits() {
        assertSnapshots(
            of: SettingsViewController(),
            as: [
                "light": .image(on: .iPhone13),
                "dark": .image(on: .iPhone13, perceptualPrecision: 0.98, traits: .init(userInterfaceStyle: .dark)),
                "xxxl": .image(on: .iPhoneSe, precision: 0.99, traits: .init(preferredContentSizeCategory: .extraExtraExtraLarge))
            ])
    }

    @Test func settingsRecursiveDescription() {
        assertSnapshot(of: SettingsViewController(), as: .recursiveDescription(on: .iPhone13))
    }

    @Test func collectionViewAlone() {
        let settings = SettingsViewController()
        settings.loadViewIfNeeded()
        let collectionView: UICollectionView = settings.collectionView
        collectionView.frame = CGRect(x: 0, y: 0, width: 375, height: 560)
        assertSnapshot(of: collectionView, as: .image)
        assertSnapshot(of: collectionView, as: .image(precision: 0.98, size: CGSize(width: 320, height: 480)), named: "small")
        assertSnapshot(of: collectionView, as: .recursiveDescription)
    }

    @Test func outlineOnTwoPhones() {
        assertSnapshots(of: OutlineViewController(), as: [.image(on: .iPhone13Mini), .image(on: .iPhone8)])
    }
}
