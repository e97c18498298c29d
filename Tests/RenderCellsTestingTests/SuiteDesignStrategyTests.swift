import Foundation
import ListSpec
import RenderCells
import RenderCellsTesting
import SnapshotTesting
import Testing

/// The Swift strategies follow `render-cells test`'s design rule (`SuiteDesign`): a suite
/// whose references folder holds none records in the iOS 26 design; a folder of references
/// keeps the design they record (iOS 18 without a record); the trait can pin one. This
/// file has no `__Snapshots__/SuiteDesignStrategyTests/` folder (its tests keep no
/// references), so its suites are new ones.
@Suite struct SuiteDesignStrategyTests {
    static func list() -> CollectionView<Int, String> {
        ImageStrategyTests.settingsList()
    }

    /// What a strategy makes of `value` (the picture strategies are synchronous).
    static func picture<Value>(_ value: Value, _ strategy: Snapshotting<Value, SnapshotPicture>) throws -> SnapshotPicture {
        var out: SnapshotPicture?
        strategy.snapshot(value).run { out = $0 }
        return try #require(out)
    }

    @Suite(.renderCellsSnapshots) struct ANewSuite {
        @Test func drawsInTheIOS26Design() throws {
            #expect(
                try SuiteDesignStrategyTests.picture(SuiteDesignStrategyTests.list(), .image(width: 320, scale: 1))
                    .design == "ios26")
            #expect(try SuiteDesignStrategyTests.picture(SuiteDesignStrategyTests.list(), .image).design == "ios26")
            var content = ListContentConfiguration.cell()
            content.text = "Wi-Fi"
            #expect(try SuiteDesignStrategyTests.picture(content, .image(width: 320, scale: 1)).design == "ios26")
        }

        @Test func aSpecThatNamesNoDesignDrawsInTheSuitesAndOneThatDoesKeepsIt() throws {
            let unnamed = try ListSpec(yaml: "width: 320\nscale: 1\nsections:\n  - items: [{text: One}]\n")
            #expect(try SuiteDesignStrategyTests.picture(unnamed, .image).design == "ios26")
            let pinned = try ListSpec(yaml: "width: 320\nscale: 1\ndesign: ios18\nsections:\n  - items: [{text: One}]\n")
            #expect(try SuiteDesignStrategyTests.picture(pinned, .image).design == nil)
        }

        /// A matrix's design axis is a pin: its iOS 18 pictures stay iOS 18 in a new suite.
        @Test func aMatrixDesignAxisWins() throws {
            let strategies: [String: Snapshotting<CollectionView<Int, String>, SnapshotPicture>] =
                .matrix(width: 320, scale: 1, designs: [.ios18, .ios26])
            #expect(
                try SuiteDesignStrategyTests.picture(SuiteDesignStrategyTests.list(), try #require(strategies["ios18"]))
                    .design == nil)
            #expect(
                try SuiteDesignStrategyTests.picture(SuiteDesignStrategyTests.list(), try #require(strategies["ios26"]))
                    .design == "ios26")
        }
    }

    @Suite(.renderCellsSnapshots(design: .ios18)) struct APinnedSuite {
        @Test func drawsInThePinnedDesign() throws {
            #expect(
                try SuiteDesignStrategyTests.picture(SuiteDesignStrategyTests.list(), .image(width: 320, scale: 1))
                    .design == nil)
        }
    }

    /// Outside the trait a list draws in its own traits' design, as before.
    @Test func withoutTheTraitTheListsOwnDesign() throws {
        #expect(try Self.picture(Self.list(), .image(width: 320, scale: 1)).design == nil)
    }

    /// The one rule both front ends read a folder by: empty or missing → iOS 26; a picture
    /// without a record → iOS 18; a recorded design → that design.
    @Test func theFolderRule() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("suite-design-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(SuiteDesign.design(ofFolder: SnapshotPicture.recordedDesign(ofFolder: folder)) == .ios26)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(SuiteDesign.design(ofFolder: SnapshotPicture.recordedDesign(ofFolder: folder)) == .ios26)
        let eighteen = try Self.picture(Self.list(), .image(width: 320, scale: 1))
        try Data(eighteen.pngData()).write(to: URL(fileURLWithPath: folder + "/b.png"))
        #expect(SuiteDesign.design(ofFolder: SnapshotPicture.recordedDesign(ofFolder: folder)) == .ios18)
        let traits = TraitCollection.iPhone.modifyingTraits { $0.listDesign = .ios26 }
        let twentySix = try Self.picture(Self.list(), .image(width: 320, scale: 1, traits: traits))
        try Data(twentySix.pngData()).write(to: URL(fileURLWithPath: folder + "/a.png"))
        #expect(SuiteDesign.design(ofFolder: SnapshotPicture.recordedDesign(ofFolder: folder)) == .ios26)
    }
}
