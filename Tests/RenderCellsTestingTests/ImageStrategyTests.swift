import Foundation
import ListSpec
import RenderCells
import RenderCellsTesting
import SnapshotTesting
import Testing

/// The strategies as a user's test writes them: `assertSnapshot(of:as:)` with references
/// under `__Snapshots__/ImageStrategyTests/` beside this file.
@Suite(.renderCellsSnapshots) struct ImageStrategyTests {
    static func settingsList() -> CollectionView<Int, String> {
        let registration = CellRegistration<ListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.image = .systemName("star")
            content.text = title
            content.secondaryText = "On"
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
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

    @Test func aList() {
        assertSnapshot(of: Self.settingsList(), as: .image(width: 320, scale: 2))
    }

    @Test func aListInDarkMode() {
        let dark = TraitCollection.iPhone.modifyingTraits { $0.userInterfaceStyle = .dark }
        assertSnapshot(of: Self.settingsList(), as: .image(width: 320, scale: 2, traits: dark))
    }

    @Test func aSingleCell() {
        var content = ListContentConfiguration.subtitleCell()
        content.text = "Ready. Set. Code."
        content.secondaryText = "WWDC20"
        content.image = .systemName("hammer")
        var sidebar = ListContentConfiguration.sidebarCell()
        sidebar.text = "Hello WWDC!"
        sidebar.image = .systemName("star")
        var selected = CellConfigurationState(traitCollection: .iPhone)
        selected.isSelected = true
        assertSnapshot(of: content, as: .image(width: 320, scale: 2))
        // Styled for the state by updated(for:): white text and symbol on the tint.
        assertSnapshot(
            of: sidebar, as: .image(width: 320, scale: 2, appearance: .sidebar, state: selected),
            named: "sidebar-selected")
    }

    @Test func aSingleCellInADragOrDropState() {
        var content = ListContentConfiguration.cell()
        content.text = "Drafts"
        content.image = .systemName("folder")
        var drop = CellConfigurationState(traitCollection: .iPhone)
        drop.cellDropState = .targeted
        var dragged = CellConfigurationState(traitCollection: .iPhone)
        dragged.cellDragState = .dragging
        // The drop target filled systemGray2; the dragged source at half opacity.
        assertSnapshot(of: content, as: .image(width: 320, scale: 2, state: drop), named: "drop-target")
        assertSnapshot(of: content, as: .image(width: 320, scale: 2, state: dragged), named: "dragging")
    }

    @Test func theLayoutAsText() {
        assertSnapshot(of: Self.settingsList(), as: .layout(width: 320, scale: 2))
    }

    /// A layout reference that no longer matches leads with the elements that changed.
    @Test func aLayoutFailureNamesTheChange() throws {
        let folder = NSTemporaryDirectory() + "snapshots-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let view = Self.settingsList()
        _ = verifySnapshot(of: view, as: .layout(width: 320, scale: 2), named: "layout", snapshotDirectory: folder)
        let larger = TraitCollection.iPhone.modifyingTraits { $0.preferredContentSizeCategory = .extraLarge }
        let failure = try #require(
            verifySnapshot(
                of: view, as: .layout(width: 320, scale: 2, traits: larger), named: "layout",
                record: .never, snapshotDirectory: folder))
        #expect(failure.contains("Layout changes ("), "\(failure)")
        #expect(failure.contains("sections[0].items[0] (cell): height 60 → 64.5"), "\(failure)")
        #expect(failure.contains("font body 17pt weight 0 → body 19pt weight 0"), "\(failure)")
        #expect(failure.contains("@@"), "swift-snapshot-testing's line diff follows")
    }

    @Test func aSpecFile() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let spec = try ListSpec(contentsOf: root.appendingPathComponent("examples/hammer.yaml").path)
        assertSnapshot(of: spec, as: .image)
        assertSnapshot(of: spec, as: .layout)
    }

    /// Record, pass, fail: the cycle a user goes through, in a folder of its own.
    @Test func recordThenPassThenFailWithTheDifference() throws {
        let folder = NSTemporaryDirectory() + "snapshots-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let view = Self.settingsList()
        let recorded = verifySnapshot(
            of: view, as: .image(width: 320, scale: 1), named: "cycle",
            snapshotDirectory: folder)
        #expect(recorded?.contains("No reference was found on disk") == true)
        #expect(FileManager.default.fileExists(atPath: folder + "/recordThenPassThenFailWithTheDifference.cycle.png"))
        #expect(
            verifySnapshot(
                of: view, as: .image(width: 320, scale: 1), named: "cycle", record: .never,
                snapshotDirectory: folder) == nil)
        // One word changed.
        var snapshot = DataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Wi-Fi", "Bluetoot"])
        view.apply(snapshot)
        let failure = try withSnapshotTesting(diffTool: .renderCells) {
            try #require(
                verifySnapshot(
                    of: view, as: .image(width: 320, scale: 1), named: "cycle", record: .never,
                    snapshotDirectory: folder))
        }
        #expect(failure.contains("56 of 55360 pixels differ (0.1 %) by up to 255/255; the first at (137, 110)"))
        // The layout behind the pixels: the one text element whose string changed.
        #expect(
            failure.hasSuffix(
                """
                different.
                Layout changes (1 element):
                  sections[0].items[1].text (text): string Bluetooth → Bluetoot
                """), "\(failure)")
        // The artefacts the message names exist, and its accept command makes the test pass.
        func path(after label: String) throws -> String {
            let line = try #require(failure.split(separator: "\n").first { $0.hasPrefix(label) })
            return line.dropFirst(label.count).trimmingCharacters(in: .whitespaces)
        }
        let reference = try path(after: "reference:")
        let actual = try path(after: "actual:")
        #expect(reference == folder + "/recordThenPassThenFailWithTheDifference.cycle.png")
        let threePath = try path(after: "three-pane:")
        let three = try PNGDecoder.decode(contentsOfFile: threePath)
        // Under a 20-pt caption strip ("Reference", "Difference", "Actual"), at 1x here.
        #expect(three.width == 3 * 320 + 4 * 8 && three.height == 173 + 2 * 8 + 20)
        // Linux commands, not swift-snapshot-testing's macOS ones (`open`, ksdiff).
        #if os(Linux)
            #expect(try path(after: "look:") == "xdg-open '\(threePath)'")
        #endif
        let artifactsRoot = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        #expect(
            try path(after: "review:")
                == "render-cells review '\(artifactsRoot)' (Accept or Reject each failure in a browser)")
        #expect(!failure.contains("ksdiff"))
        let diff = try PNGDecoder.decode(contentsOfFile: try path(after: "difference:"))
        #expect(diff[137, 110] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        let accept = try path(after: "accept:")
        #expect(accept == "cp '\(actual)' '\(reference)'")
        try FileManager.default.removeItem(atPath: reference)
        try FileManager.default.copyItem(atPath: actual, toPath: reference)
        #expect(
            verifySnapshot(
                of: view, as: .image(width: 320, scale: 1), named: "cycle", record: .never,
                snapshotDirectory: folder) == nil)
        // A different size says both sizes.
        let taller = try #require(
            verifySnapshot(
                of: view, as: .image(width: 320, scale: 1, height: 200), named: "cycle",
                record: .never, snapshotDirectory: folder))
        #expect(taller.contains("The picture is 320 x 200 pixels, the reference 320 x 173"))
    }

    /// The diff tool reuses the test's own comparison: its result file says what the test
    /// said, under the test's tolerance (it once decoded both files again and compared them
    /// exactly), and the difference picture marks only pixels beyond the channel tolerance.
    @Test func theDiffToolKeepsTheTestsTolerance() throws {
        let folder = NSTemporaryDirectory() + "snapshots-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let view = Self.settingsList()
        let tolerance = SnapshotTolerance(channel: 2, pixels: 10, window: 1)
        _ = verifySnapshot(
            of: view, as: .image(width: 320, scale: 1, tolerance: tolerance), named: "tolerant",
            snapshotDirectory: folder)
        var snapshot = DataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Wi-Fi", "Bluetoot"])
        view.apply(snapshot)
        let failure = try withSnapshotTesting(diffTool: .renderCells) {
            try #require(
                verifySnapshot(
                    of: view, as: .image(width: 320, scale: 1, tolerance: tolerance), named: "tolerant",
                    record: .never, snapshotDirectory: folder))
        }
        #expect(failure.contains("(tolerance: channel ≤ 2/255, at most 10 pixels"), "\(failure)")
        let line = try #require(failure.split(separator: "\n").first { $0.hasPrefix("result:") })
        let resultPath = try #require(
            line.dropFirst("result:".count).trimmingCharacters(in: .whitespaces)
                .components(separatedBy: " (").first)
        let result = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: resultPath))) as? [String: Any]
        let message = try #require(result?["message"] as? String)
        #expect(message.contains("(tolerance: channel ≤ 2/255, at most 10 pixels"), "\(message)")
        #expect(failure.contains(message), "the result's message is the test's")
    }

    /// Re-recording what fails (`SNAPSHOT_TESTING_RECORD=failed`) writes the new reference
    /// and nothing else: no actual, reference copy, difference or three-pane picture.
    @Test func recordingFailuresWritesOnlyTheNewReferences() throws {
        let folder = NSTemporaryDirectory() + "snapshots-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let view = Self.settingsList()
        _ = verifySnapshot(of: view, as: .image(width: 320, scale: 1), named: "rerecord", snapshotDirectory: folder)
        _ = verifySnapshot(of: view, as: .layout(width: 320, scale: 1), named: "rerecord", snapshotDirectory: folder)
        var snapshot = DataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Wi-Fi", "Bluetoot"])
        view.apply(snapshot)
        let artifacts =
            (ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory())
            + "/ImageStrategyTests"
        func leftovers() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: artifacts)) ?? [])
                .filter { $0.hasPrefix("recordingFailuresWritesOnlyTheNewReferences.rerecord") }
        }
        for name in leftovers() { try FileManager.default.removeItem(atPath: artifacts + "/" + name) }
        let reference = folder + "/recordingFailuresWritesOnlyTheNewReferences.rerecord.png"
        let image = try withSnapshotTesting(diffTool: .renderCells) {
            try #require(
                verifySnapshot(
                    of: view, as: .image(width: 320, scale: 1), named: "rerecord", record: .failed,
                    snapshotDirectory: folder))
        }
        let layout = try withSnapshotTesting(diffTool: .renderCells) {
            try #require(
                verifySnapshot(
                    of: view, as: .layout(width: 320, scale: 1), named: "rerecord", record: .failed,
                    snapshotDirectory: folder))
        }
        #expect(image.contains("A new snapshot was automatically recorded.") && image.contains("recorded: \(reference)"))
        #expect(layout.contains("A new snapshot was automatically recorded."))
        #expect(leftovers() == [])
        // The new references are the new render.
        #expect(
            verifySnapshot(
                of: view, as: .image(width: 320, scale: 1), named: "rerecord", record: .never,
                snapshotDirectory: folder) == nil)
        #expect(
            verifySnapshot(
                of: view, as: .layout(width: 320, scale: 1), named: "rerecord", record: .never,
                snapshotDirectory: folder) == nil)
    }

    /// The three tolerance numbers, each able to fail a comparison on its own, all reported.
    @Test func toleranceIsReportedAndEnforced() throws {
        let reference = try #require(Pixmap(width: 64, height: 64, color: .white))
        var nearly = reference
        nearly[1, 1] = PremultipliedRGBA8(r: 250, g: 255, b: 255, a: 255)
        // Channel: a difference of 5 passes at 5, fails at 4.
        #expect(Diffing<Pixmap>.image(tolerance: SnapshotTolerance(channel: 5)).diffV2(reference, nearly) == nil)
        let strict = try #require(Diffing<Pixmap>.image.diffV2(reference, nearly))
        #expect(
            strict.0 == "1 of 4096 pixels differ (0.02 %) by up to 5/255; the first at (1, 1); all within x 1–1, "
                + "y 1–1 (1 × 1); the densest 16×16 window is 0.39 % different.")
        let channel = try #require(
            Diffing<Pixmap>.image(tolerance: SnapshotTolerance(channel: 4, pixels: 0, window: 1))
                .diffV2(reference, nearly))
        #expect(channel.0.contains("(tolerance: channel ≤ 4/255, at most 0 pixels, at most 100.0 % of any 16×16 window)"))
        // Pixels: a 3 × 3 change passes with 9 allowed, fails with 8.
        var block = reference
        for y in 40..<43 { for x in 40..<43 { block[x, y] = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255) } }
        #expect(Diffing<Pixmap>.image(tolerance: SnapshotTolerance(pixels: 9, window: 1)).diffV2(reference, block) == nil)
        #expect(Diffing<Pixmap>.image(tolerance: SnapshotTolerance(pixels: 8, window: 1)).diffV2(reference, block) != nil)
        // Window: the same 9 pixels are 9/256 of a window: pass at 3.6 %, fail at 3.5 %.
        #expect(
            Diffing<Pixmap>.image(tolerance: SnapshotTolerance(pixels: 100, window: 0.036))
                .diffV2(reference, block) == nil)
        let window = try #require(
            Diffing<Pixmap>.image(tolerance: SnapshotTolerance(pixels: 100, window: 0.035))
                .diffV2(reference, block))
        #expect(window.0.contains("the densest 16×16 window is 3.52 % different"))
        #expect(window.0.contains("all within x 40–42, y 40–42 (3 × 3)"))
    }
}

/// A matrix of configurations from one declaration: one reference per combination, named
/// by its axes.
@Suite struct MatrixStrategyTests {
    @Test func eachCombinationGetsItsOwnName() {
        let strategies: [String: Snapshotting<CollectionView<Int, String>, SnapshotPicture>] =
            .matrix(
                appearances: [.plain, .insetGrouped], styles: [.light, .dark],
                contentSizes: [.large, .accessibilityExtraLarge], directions: [.leftToRight, .rightToLeft])
        #expect(strategies.count == 16)
        #expect(strategies["insetGrouped-dark-AX3-rtl"] != nil)
        #expect(strategies["plain-light-L-ltr"] != nil)
        #expect(
            Set(ListVariant.matrix(appearances: [.plain, .insetGrouped], styles: [.light, .dark]).map(\.name))
                == ["plain-light", "plain-dark", "insetGrouped-light", "insetGrouped-dark"])
    }

    /// The same matrix as one labelled sheet; a failure names the panel and the element.
    @Test func aMatrixAsOneSheet() throws {
        let view = ImageStrategyTests.settingsList()
        let sheet = ComparisonSheet.matrix(
            width: 320, scale: 1, appearances: [.grouped, .insetGrouped],
            styles: [.light, .dark], states: [.normal, .selected])
        #expect(sheet.columns == [.appearance([.grouped, .insetGrouped])])
        #expect(sheet.rows == [.style([.light, .dark]), .state([.normal, .selected])])
        assertSnapshot(of: view, as: .sheet(sheet))
        let folder = NSTemporaryDirectory() + "snapshots-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = verifySnapshot(of: view, as: .sheet(sheet), named: "sheet", snapshotDirectory: folder)
        var snapshot = DataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Wi-Fi", "Bluetoot"])
        view.apply(snapshot)
        let failure = try #require(
            verifySnapshot(
                of: view, as: .sheet(sheet), named: "sheet", record: .never,
                snapshotDirectory: folder))
        #expect(
            failure.contains(
                "Layout changes (8 elements):\n  grouped-light-normal/sections[0].items[1].text (text): string Bluetooth → Bluetoot"
            ), "\(failure)")
    }

    @Test func aMatrixOfTheSettingsList() {
        let view = ImageStrategyTests.settingsList()
        assertSnapshots(
            of: view,
            as: .matrix(
                width: 320, scale: 1, appearances: [.grouped, .insetGrouped],
                styles: [.light, .dark], directions: [.rightToLeft]))
        // The view is put back as it was.
        #expect(view.traitCollection == .iPhone)
    }
}

/// What a reference carries besides its pixels, and what a failure makes of it.
@Suite(.renderCellsSnapshots) struct ReferenceRecordTests {
    /// A reference recorded with another font file: the failure names the font; the same
    /// pixels from other font files still pass (pixels are the contract, fonts explain).
    @Test func aFontFileMismatchIsNamed() throws {
        let folder = NSTemporaryDirectory() + "snapshots-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let view = ImageStrategyTests.settingsList()
        _ = verifySnapshot(of: view, as: .image(width: 320, scale: 1), named: "fonts", snapshotDirectory: folder)
        let path = folder + "/aFontFileMismatchIsNamed.fonts.png"
        var reference = try SnapshotPicture(contentsOfFile: path)
        #expect(reference.layout?.contains("\"string\" : \"Bluetooth\"") == true)
        var record = try #require(reference.fonts)
        let inter = try #require(record.fonts.firstIndex { $0.family == "Inter" && $0.style == "Regular" })
        #expect(record.fonts[inter].file == "Inter-Regular.otf")
        record.fonts[inter].sha256 = String(repeating: "0", count: 64)
        reference.fonts = record
        try Data(reference.pngData()).write(to: URL(fileURLWithPath: path))
        #expect(
            verifySnapshot(
                of: view, as: .image(width: 320, scale: 1), named: "fonts", record: .never,
                snapshotDirectory: folder) == nil)
        // Another file draws a glyph differently: here, one pixel.
        reference.pixmap[30, 30] = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)
        try Data(reference.pngData()).write(to: URL(fileURLWithPath: path))
        let failure = try #require(
            verifySnapshot(
                of: view, as: .image(width: 320, scale: 1), named: "fonts",
                record: .never, snapshotDirectory: folder))
        #expect(
            failure.contains(
                "The fonts differ, which may be the whole cause: font Inter Regular differs: the "
                    + "reference used Inter-Regular.otf with SHA-256 000000000000…, this render Inter-Regular.otf with "))
        #expect(failure.contains("The layout is unchanged"))
    }

    /// A reference from before references carried their layout (or from another tool)
    /// still compares on pixels, and the failure says how to get layout changes.
    @Test func aReferenceWithoutLayoutComparesOnPixels() throws {
        let folder = NSTemporaryDirectory() + "snapshots-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let view = ImageStrategyTests.settingsList()
        let picture = try view.render(width: 320, scale: 1)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/aReferenceWithoutLayoutComparesOnPixels.plain.png"
        try PNGEncoder().write(picture, toFile: path)
        #expect(
            verifySnapshot(
                of: view, as: .image(width: 320, scale: 1), named: "plain", record: .never,
                snapshotDirectory: folder) == nil)
        var changed = picture
        changed[5, 5] = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)
        try PNGEncoder().write(changed, toFile: path)
        let failure = try #require(
            verifySnapshot(
                of: view, as: .image(width: 320, scale: 1), named: "plain",
                record: .never, snapshotDirectory: folder))
        #expect(failure.contains("The reference has no layout record; re-record it to see which elements changed."))
    }

    /// Old artefacts of a test go when it runs again; other tests' stay.
    @Test func staleArtifactsOfATestAreRemoved() throws {
        let root = NSTemporaryDirectory() + "artifacts-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = root + "/SettingsTests"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let names = [
            "wifiRow.1.png", "wifiRow.1.diff.png", "wifiRow.1.three-pane.png", "wifiRow.dark.reference.png",
            "wifiRowDark.1.png", "bluetoothRow.1.png"
        ]
        for name in names { FileManager.default.createFile(atPath: folder + "/" + name, contents: Data([1])) }
        let removed = SnapshotArtifacts.removeStale(
            testName: "wifiRow()", filePath: "/src/Tests/SettingsTests.swift",
            environment: ["SNAPSHOT_ARTIFACTS": root])
        #expect(removed == 4)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["bluetoothRow.1.png", "wifiRowDark.1.png"])
        #expect(
            SnapshotArtifacts.removeStale(
                testName: "nothing()", filePath: "/src/Tests/Missing.swift",
                environment: ["SNAPSHOT_ARTIFACTS": root]) == 0)
    }
}
