import Foundation

/// A small page that sends the browser on to the review's URL, in a folder only this user can
/// read: the opener (`xdg-open`, `open`) is given this file's path, so the token never appears
/// on a command line, where any local user could read it with `ps` (#37 R3).
///
/// The folder is made by `mkdtemp` (mode 0700, a fresh unguessable name) and the file is
/// created with `O_CREAT | O_EXCL | O_NOFOLLOW` and mode 0600, so no other user can read it,
/// replace it beforehand or point it elsewhere. ``remove()`` deletes both when the review stops.
public struct ReviewLaunchPage: Sendable {
    /// The page's path (in a folder named `render-cells-review.XXXXXX` in the temporary folder).
    public let path: String

    /// Writes the page for `url` (the server's ``ReviewServer/url``).
    public init(url: String, temporaryFolder: String = NSTemporaryDirectory()) throws {
        var template = Array(((temporaryFolder as NSString).appendingPathComponent("render-cells-review.XXXXXX")).utf8CString)
        guard
            let folder = template.withUnsafeMutableBufferPointer({ buffer in
                buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
            })
        else { throw ReviewError(500, "cannot make a private folder in \(temporaryFolder) for the review's page") }
        path = folder + "/review.html"
        // The URL is ours (digits and hex), but is escaped as an attribute all the same.
        let escaped = url.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;")
        let html = """
            <!doctype html>
            <meta charset="utf-8">
            <meta name="referrer" content="no-referrer">
            <meta http-equiv="refresh" content="0; url=\(escaped)">
            <title>render-cells review</title>
            <p><a href="\(escaped)">Open the review</a></p>

            """
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            rmdir(folder)
            throw ReviewError(500, "cannot write the review's page \(path): \(String(cString: strerror(errno)))")
        }
        let bytes = Array(html.utf8)
        let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
        guard written == bytes.count else {
            unlink(path)
            rmdir(folder)
            throw ReviewError(500, "cannot write the review's page \(path)")
        }
    }

    /// Deletes the page and its folder.
    public func remove() {
        unlink(path)
        rmdir((path as NSString).deletingLastPathComponent)
    }
}
