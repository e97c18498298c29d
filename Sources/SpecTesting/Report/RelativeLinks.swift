import Foundation
import SafeIO

/// The page's links from the report folder to files elsewhere (the references in the
/// checkout), each exactly what ``SnapshotReportFolder/relativeURL(from:to:)-(_,URL)``
/// gives, with the folder part worked out once per folder.
///
/// A page of 10,000 passing snapshots links 10,000 references in a few folders. Working out
/// each link through `URL` (standardizing the path, splitting it, percent-encoding every
/// component) was a third of what the run did after its last snapshot (`perf record` of
/// 10,000 small snapshots, docs/performance.md); here a link is its folder's link, looked
/// up, and its file name, which is kept as it is when it holds only letters, digits and
/// `-._~` (never percent-encoded), else encoded as the whole link was.
package final class RelativeLinks: Sendable {
    /// The report folder's standardized path components.
    let from: [String]
    /// Per folder (the text before a link's last slash): its link, and whether that folder
    /// lies on the report folder's own path (every component a prefix of it), where a file
    /// name could continue the shared prefix and the whole link is worked out instead.
    private let folders = Locked<[String: (link: String, onOwnPath: Bool)]>([:])

    package init(from: [String]) { self.from = from }

    /// The link to `path` (absolute).
    package func link(to path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return whole(path) }
        let folder = String(path[..<slash])
        let name = path[path.utf8.index(after: slash)...]
        guard !folder.isEmpty, Self.isPlain(name) else { return whole(path) }
        let known = folders.withLock { $0[folder] }
        let entry: (link: String, onOwnPath: Bool)
        if let known {
            entry = known
        } else {
            let url = URL(fileURLWithPath: folder)
            let components = url.standardizedFileURL.pathComponents
            let onOwnPath = components.count <= from.count && from.starts(with: components)
            entry = (SnapshotReportFolder.relativeURL(from: from, to: url), onOwnPath)
            folders.withLock { $0[folder] = entry }
        }
        if entry.onOwnPath { return whole(path) }
        return entry.link.isEmpty ? String(name) : entry.link + "/" + name
    }

    private func whole(_ path: String) -> String {
        SnapshotReportFolder.relativeURL(from: from, to: URL(fileURLWithPath: path))
    }

    /// A name `URL` keeps as one component and percent-encoding leaves alone: not empty, not
    /// `.` or `..`, and only ASCII letters, digits and `-._~` (unreserved in every URL
    /// component, so never encoded).
    static func isPlain(_ name: Substring) -> Bool {
        guard !name.isEmpty, name != ".", name != ".." else { return false }
        return name.utf8.allSatisfy { b in
            (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) || b == 0x2D || b == 0x2E
                || b == 0x5F || b == 0x7E
        }
    }
}
