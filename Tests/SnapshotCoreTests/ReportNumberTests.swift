import SnapshotCore
import Testing

/// A results.json number that no Swift type holds (an integer past Int64, `1e400`) is
/// refused naming its field, though Foundation's decoder names none; a large integer in a
/// field that holds it is not blamed.
@Suite struct ReportNumberTests {
    static func results(schemaVersion: String = "1", milliseconds: String = "455", pixels: String = "3") -> [UInt8] {
        Array(
            """
            {"milliseconds": \(milliseconds), "recordMode": "missing", "schemaVersion": \(schemaVersion),
             "shards": [], "tolerance": "exact", "tool": "render-cells 0.9.0", "warnings": [],
             "results": [{"id": "s/a.yaml#default", "matchedByHash": false, "milliseconds": 1.5, "name": "a",
               "reference": "s/__Snapshots__/a.png", "spec": "s/a.yaml", "status": "failed", "variant": "default",
               "difference": {"differingPixels": \(pixels), "totalPixels": 100, "maxChannelDifference": 9,
                 "densestWindowShare": 0.5, "actualSize": [10, 10], "referenceSize": [10, 10]}}]}
            """.utf8)
    }

    static func message(_ bytes: [UInt8]) -> String {
        do {
            _ = try SnapshotTestRun.decode(bytes, file: "r/results.json")
            return "decoded"
        } catch {
            return "\(error)"
        }
    }

    @Test func theReportReadsAsWritten() {
        #expect(Self.message(Self.results()) == "decoded")
    }

    @Test func anOverLargeIntegerNamesItsField() {
        #expect(
            Self.message(Self.results(pixels: "99999999999999999999"))
                == "r/results.json: not a render-cells test result: results[0].difference.differingPixels: "
                + "99999999999999999999 is out of range for this field.")
        #expect(
            Self.message(Self.results(schemaVersion: "9223372036854775808"))
                == "r/results.json: not a render-cells test result: schemaVersion: 9223372036854775808 is out of range for this field."
        )
    }

    @Test func anOverflowingDoubleNamesItsField() {
        #expect(
            Self.message(Self.results(milliseconds: "1e400"))
                == "r/results.json: not a render-cells test result: milliseconds: 1e400 is out of range for this field.")
    }

    /// A Double field holds an integer past Int64 (as 1e20): the run reads, and when another
    /// field is out of range, that one is named.
    @Test func onlyTheFieldThatCannotHoldItIsNamed() {
        #expect(Self.message(Self.results(milliseconds: "99999999999999999999")) == "decoded")
        #expect(
            Self.message(Self.results(milliseconds: "99999999999999999999", pixels: "-99999999999999999999"))
                == "r/results.json: not a render-cells test result: results[0].difference.differingPixels: "
                + "-99999999999999999999 is out of range for this field.")
    }
}
