import Foundation
import ListSpec
import RenderCells
import SnapshotCore

// The design generation a Swift test's lists are drawn in, by the rule `render-cells test`
// follows (`SuiteDesign`, docs/spec.md "Design"): a suite whose references folder
// (swift-snapshot-testing's `__Snapshots__/<test file>/` beside the test) holds none yet
// records in the iOS 26 design, as an app built with Xcode 26 draws; a folder of references
// keeps the design they record (iOS 18 for a picture without a record). The
// `.renderCellsSnapshots` trait decides it around each test, from the folder, unless it
// pins a design (`.renderCellsSnapshots(design: .ios18)`); every strategy then draws a
// list whose traits leave the design at its default in that design.

/// The design generation of the running test's suite, for the picture strategies.
enum SnapshotSuiteDesign {
    /// Set by ``RenderCellsSnapshotsTrait`` around each test; nil outside it (a list then
    /// draws in its own traits' design).
    @TaskLocal static var current: ListDesign?

    /// swift-snapshot-testing's references folder of a test file: `__Snapshots__/<file>`
    /// beside it.
    static func referencesFolder(ofTestFile filePath: String) -> String {
        let file = URL(fileURLWithPath: filePath)
        return file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent).path
    }

    /// The design of the suite of the test file at `filePath`, as `render-cells test`
    /// decides a spec's with no references of its own (`SuiteDesign.design(ofFolder:)`).
    static func design(ofTestFile filePath: String) -> ListDesign {
        SuiteDesign.design(ofFolder: SnapshotPicture.recordedDesign(ofFolder: referencesFolder(ofTestFile: filePath)))
    }

    /// `traits` in the suite's design when they leave the design at its default (iOS 18).
    ///
    /// A trait collection does not store a trait set to its default, so a list set to
    /// iOS 18 explicitly reads as one that says nothing: a suite keeps iOS 18 by its
    /// references, or by pinning it on the trait.
    static func applied(to traits: TraitCollection) -> TraitCollection {
        guard let current, traits.listDesign == TraitListDesign.defaultValue, current != traits.listDesign else {
            return traits
        }
        return traits.modifyingTraits { $0.listDesign = current }
    }
}
