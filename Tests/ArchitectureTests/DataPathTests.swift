import Foundation
import Testing

// Portable by construction: fonts and symbols come from the data folder found at run time
// (Sources/Typesetting/Data/DataLocation.swift) or one the user names, so no other source
// file may spell a machine path such as Debian's font folders. A path literal elsewhere
// would be one more place a release archive silently reads the build machine's files.

@Suite struct DataPathTests {
    /// The one file that names the machine's own data paths.
    static let allowed = "Sources/Typesetting/Data/DataLocation.swift"

    @Test func onlyTheDataLocationNamesMachinePaths() throws {
        let root = ModuleImportTests.root
        let sources = root.appendingPathComponent("Sources")
        var offenders: [String] = []
        let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard ["swift", "c", "h"].contains(url.pathExtension) else { continue }
            let relative = String(url.path.dropFirst(root.path.count + 1))
            guard relative != Self.allowed else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("\"/usr/") || line.contains("\"/etc/") || line.contains("\"/opt/") {
                offenders.append("\(relative):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(offenders.isEmpty, "machine paths outside \(Self.allowed):\n\(offenders.joined(separator: "\n"))")
        let location = try String(contentsOf: root.appendingPathComponent(Self.allowed), encoding: .utf8)
        #expect(location.contains("\"/usr/local/share/render-cells\""), "the check looks at the right file")
    }
}
