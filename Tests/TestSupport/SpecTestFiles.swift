import Foundation

/// Temporary folders for the tests that write specs and run the command on them
/// (ListSpecTests, RenderCellsCLITests).
package enum SpecTestFiles {
    /// A new empty folder under the system's temporary directory.
    package static func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("spec-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The names of the files in `directory`.
    package static func contents(of directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }
}
