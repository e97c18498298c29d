import ListSpec
import RenderCells
import Testing

/// Upgrading never breaks a suite silently (issue #35.3): how a run picks an unpinned
/// spec's design from its references, and how a pinned one that differs fails.
@Suite struct SuiteDesignTests {
    static let plain = "sections: [{items: [{text: Wi-Fi}]}]"

    /// Resolves `yaml` against references that record `recorded` (by reference path; a
    /// missing key is no file) and a folder recording `folder`.
    static func resolve(
        _ yaml: String, recorded: [String: String?] = [:], folder: SuiteDesign.Recorded = nil,
        rerecords: Bool = false
    ) throws -> Result<ListSpec, SuiteDesignMismatch> {
        SuiteDesign.resolve(
            try ListSpec(yaml: yaml), specPath: "s.yaml",
            referencePath: { "__Snapshots__/s\($0.name == "default" ? "" : "." + $0.name).png" },
            recorded: { path in recorded.keys.contains(path) ? .some(recorded[path]!) : nil },
            folderDesign: { folder }, rerecords: rerecords)
    }

    @Test func aReferenceWithoutARecordIsIOS18() throws {
        let spec = try Self.resolve(Self.plain, recorded: ["__Snapshots__/s.png": nil]).get()
        #expect(spec.traits.listDesign == .ios18)
    }

    @Test func aSuiteWithoutReferencesRecordsInIOS26() throws {
        #expect(try Self.resolve(Self.plain).get().traits.listDesign == .ios26)
        // A new spec in a folder of iOS 18 references follows the folder.
        #expect(try Self.resolve(Self.plain, folder: .some(nil)).get().traits.listDesign == .ios18)
    }

    @Test func aRecordedDesignIsKept() throws {
        let spec = try Self.resolve(Self.plain, recorded: ["__Snapshots__/s.png": "ios26"]).get()
        #expect(spec.traits.listDesign == .ios26)
    }

    @Test func aPinnedDesignThatDiffersFailsNamingTheFieldAndTheCommand() throws {
        let result = try Self.resolve("design: ios26\n" + Self.plain, recorded: ["__Snapshots__/s.png": nil])
        guard case .failure(let mismatch) = result else {
            Issue.record("expected a mismatch")
            return
        }
        #expect(mismatch.description.contains("design: ios26"))
        #expect(mismatch.description.contains("design: ios18"))
        #expect(mismatch.description.contains("render-cells test s.yaml --record all"))
        // Re-recording replaces the references instead.
        #expect(
            try Self.resolve(
                "design: ios26\n" + Self.plain, recorded: ["__Snapshots__/s.png": nil],
                rerecords: true
            ).get().traits.listDesign == .ios26)
    }

    @Test func designVariantsAreCheckedOneByOne() throws {
        let yaml = "variants: {design: [ios18, ios26]}\n" + Self.plain
        let matching = ["__Snapshots__/s.ios18.png": nil, "__Snapshots__/s.ios26.png": "ios26"] as [String: String?]
        #expect((try? Self.resolve(yaml, recorded: matching).get()) != nil)
        let swapped = ["__Snapshots__/s.ios18.png": nil, "__Snapshots__/s.ios26.png": nil] as [String: String?]
        guard case .failure(let mismatch) = try Self.resolve(yaml, recorded: swapped) else {
            Issue.record("expected a mismatch")
            return
        }
        #expect(mismatch.description.contains("variants' design: ios26"))
    }

    @Test func anUnknownRecordFails() throws {
        guard case .failure(let mismatch) = try Self.resolve(Self.plain, recorded: ["__Snapshots__/s.png": "ios99"]) else {
            Issue.record("expected a mismatch")
            return
        }
        #expect(mismatch.description.contains("ios99"))
    }
}
