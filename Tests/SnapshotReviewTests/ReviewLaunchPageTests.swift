import Foundation
import SnapshotReview
import Testing

/// The browser is handed a private file, never the token URL on a command line (#37 R3).
@Suite struct ReviewLaunchPageTests {
    @Test func theTokenIsInAnOwnerOnlyFileAndNotInItsPath() throws {
        let url = "http://127.0.0.1:8123/?token=0123456789abcdef"
        let page = try ReviewLaunchPage(url: url)
        defer { page.remove() }
        #expect(!page.path.contains("0123456789abcdef"))
        let attributes = try FileManager.default.attributesOfItem(atPath: page.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let folder = (page.path as NSString).deletingLastPathComponent
        #expect((try FileManager.default.attributesOfItem(atPath: folder)[.posixPermissions] as? Int) == 0o700)
        let html = try String(contentsOfFile: page.path, encoding: .utf8)
        #expect(html.contains("content=\"0; url=\(url)\""))
        page.remove()
        #expect(!FileManager.default.fileExists(atPath: folder))
    }
}
