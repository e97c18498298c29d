import Foundation
import ListSpec
import RenderCells
import SpecTesting
import Testing

/// `variants: {accessibility: [false, true]}`: the list and its accessibility snapshot as
/// two references, the second named `…-accessibility`, with the legend beside the list.
@Suite struct AccessibilityVariantTests {
    @Test func theAccessibilitySnapshotIsAVariant() throws {
        let dir = NSTemporaryDirectory() + "spec-a11y-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try """
        width: 200
        scale: 1
        variants: {style: dark, accessibility: [false, true]}
        sections:
          - items:
              - {text: "Wi-Fi", secondaryText: "Home", variant: valueCell, accessibilityHint: Opens the networks}
        """.write(toFile: dir + "/wifi.yaml", atomically: true, encoding: .utf8)
        let spec = try ListSpec(contentsOf: dir + "/wifi.yaml")
        #expect(spec.snapshotVariants.map(\.name) == ["dark", "dark-accessibility"])
        let options = SnapshotTestOptions(
            paths: ["."], outputDirectory: "report", recordMode: .missing, jobs: 1,
            shard: nil, listsOrphans: false, prunesOrphans: false, workingDirectory: dir)
        let run = try SnapshotTestRunner(options: options).run()
        #expect(run.results.map(\.name).sorted() == ["wifi.dark", "wifi.dark-accessibility"])
        #expect(Set(run.results.map(\.status)) == [.new])
        let list = try PNGDecoder.decode(contentsOfFile: dir + "/__Snapshots__/wifi.dark.png")
        let a11y = try PNGDecoder.decode(contentsOfFile: dir + "/__Snapshots__/wifi.dark-accessibility.png")
        #expect(list.width == 200)
        #expect(a11y.width == 200 + 300)
        // A second run passes both.
        var never = options
        never.recordMode = .never
        #expect(Set(try SnapshotTestRunner(options: never).run().results.map(\.status)) == [.passed])
    }
}
