import SnapshotTesting
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsTesting
#endif

/// Screens in Swift 6 language mode (this target's), which compile unchanged but for the
/// conditional import now that UIKit's types are `@MainActor` here too.
@MainActor @Suite struct Swift6ScreensTests {
    /// Family selected: its row tinted orange by the cell's `@Sendable` transformer.
    @Test func mailLabels() {
        assertSnapshot(of: MailLabelsViewController(selectedRow: 1), as: .image(on: .iPhone13), named: "iPhone13")
    }
}
