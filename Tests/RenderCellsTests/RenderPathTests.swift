import RenderCells
import Testing

/// The one checked render path (`CollectionView.displayList(width:scale:height:)`): every
/// check runs before any pixel, in the same order for every caller, and each failure says
/// which element or size is at fault.
@Suite struct RenderPathTests {
    static func rows(_ count: Int) -> CollectionView<Int, Int> {
        let registration = CellRegistration<ListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            cell.contentConfiguration = content
        }
        return TestList.make(registration, items: Array(0..<count))
    }

    /// 1,000 rows of 44 pt at 3x are 132,000 device pixels tall, over the 32,768 limit: the
    /// layout stops early and the size is refused as a lower bound, with how to crop it.
    @Test func aListTallerThanThePixelLimitsIsRefusedBeforeDrawing() throws {
        let view = Self.rows(1000)
        do {
            _ = try view.displayList(width: 390, scale: 3)
            Issue.record("laid out a picture over the limit")
        } catch {
            guard case .listTooLarge(let width, let height, let scale, let heightGiven, let isLowerBound) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(width == 390 && scale == 3 && !heightGiven && isLowerBound)
            #expect(height * 3 > 32768)
            #expect(error.description.hasPrefix("the picture would be at least 1170 x "))
            #expect(error.description.hasSuffix("give a height (in points) to crop the picture"))
        }
        // Cropped to a height, the same list draws.
        let cropped = try view.displayList(width: 390, scale: 3, height: 844)
        #expect(cropped.pixelSize == (1170, 2532))
    }

    @Test func aWidthOverThePixelLimitsIsRefusedWithoutTheCropHint() {
        #expect(
            throws: RenderError.listTooLarge(
                width: 20000, height: 100, scale: 2, heightGiven: true,
                isLowerBound: false)
        ) {
            try Self.rows(1).displayList(width: 20000, scale: 2, height: 100)
        }
    }

    @Test func badArgumentsAreRefusedFirst() {
        #expect(throws: RenderError.invalidArgument("scale must be 1, 2 or 3, got 4.0")) {
            try Self.rows(1).displayList(width: 390, scale: 4)
        }
    }
}
