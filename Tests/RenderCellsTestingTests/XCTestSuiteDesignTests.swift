import Foundation
import RenderCells
import RenderCellsTesting
import SnapshotTesting
import XCTest

/// `withRenderCellsSnapshots` follows the suite design rule of the `.renderCellsSnapshots`
/// trait. This file has no `__Snapshots__/XCTestSuiteDesignTests/` folder (its tests keep no
/// references), so it is a new suite and draws in the iOS 26 design; `design:` pins one.
/// (A file whose references record iOS 18 keeps it: XCTestStrategyTests passes against its
/// iOS 18 references under the same scope.)
final class XCTestSuiteDesignTests: XCTestCase {
    /// The design recorded in the picture `strategy` makes of the settings list.
    private func design(_ strategy: Snapshotting<CollectionView<Int, String>, SnapshotPicture>) -> String? {
        var out: SnapshotPicture?
        strategy.snapshot(ImageStrategyTests.settingsList()).run { out = $0 }
        return out?.design
    }

    func testAFileWithNoReferencesDrawsInIOS26() {
        var drawn: String?
        withRenderCellsSnapshots { drawn = design(.image(width: 320, scale: 1)) }
        XCTAssertEqual(drawn, "ios26")
    }

    func testDesignPinsOne() {
        var drawn: String? = "unset"
        withRenderCellsSnapshots(design: .ios18) { drawn = design(.image(width: 320, scale: 1)) }
        XCTAssertNil(drawn, "an iOS 18 picture records no design")
    }

    func testOutsideTheScopeAListDrawsInItsOwnTraitsDesign() {
        XCTAssertNil(design(.image(width: 320, scale: 1)))
    }
}
