import Foundation
import SafeIO

/// Finds the spec files a run covers: files named on the command line as they are, folders
/// searched recursively for `.yaml`, `.yml` and `.json` files, in a sorted, stable order
/// (hidden folders, `__Snapshots__` and report folders skipped).
package enum SpecDiscovery {
    static let extensions = ["yaml", "yml", "json"]
    /// Files a folder walk will look at, at most: a run pointed at `/` must stop, not hang.
    static let maxFiles = 100_000

    /// What went wrong finding specs: a path that does not exist, or a file that is not a spec.
    package struct Problem: Error, CustomStringConvertible {
        package var description: String
    }

    /// Spec paths relative to `base` (absolute when outside it), sorted, without duplicates.
    package static func specs(in paths: [String], base: String) throws -> [String] {
        var found: [String] = []
        let fm = FileManager.default
        for path in paths {
            let absolute = absolutePath(path, base: base)
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
                throw Problem(description: "\(path): no such file or folder")
            }
            if !isDirectory.boolValue {
                guard extensions.contains((absolute as NSString).pathExtension.lowercased()) else {
                    throw Problem(description: "\(path): not a spec file (expected .yaml, .yml or .json)")
                }
                found.append(absolute)
                continue
            }
            // Links inside the folder are followed only while they stay in it: a spec (or a
            // folder of specs) linked from elsewhere would be read and quoted into the report,
            // and its folder's `__Snapshots__` written into (a pull request can add a link).
            guard let root = try? ContainedFolder(absolute) else {
                throw Problem(description: "\(path): cannot open the folder")
            }
            var seen = 0
            var stack = [absolute]
            // Folders by device and inode: a link back to a folder already walked (a loop,
            // `specs/again -> ..`) is walked once, not until the file limit.
            var walked: Set<[UInt64]> = []
            while let folder = stack.popLast() {
                var info = stat()
                guard stat(folder, &info) == 0, walked.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted else {
                    continue
                }
                guard let names = try? fm.contentsOfDirectory(atPath: folder) else { continue }
                for name in names.sorted() {
                    seen += 1
                    guard seen <= maxFiles else {
                        throw Problem(description: "\(path): more than \(maxFiles) files under it; name a smaller folder")
                    }
                    if name.hasPrefix(".") || name == "__Snapshots__" { continue }
                    let child = folder + "/" + name
                    var link = stat()
                    if lstat(child, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
                        let target = ResolvedPath(child)
                        guard root.contains(resolvedPath: target.path) else {
                            throw Problem(
                                description: "\(TerminalText.escaped(relativePath(child, base: base))): a link "
                                    + "out of \(TerminalText.escaped(path)) (to \(TerminalText.escaped(target.path))); specs and "
                                    + "their references stay inside the folders named")
                        }
                    }
                    var childIsDirectory: ObjCBool = false
                    guard fm.fileExists(atPath: child, isDirectory: &childIsDirectory) else { continue }
                    if childIsDirectory.boolValue {
                        // A report folder (ours, by its marker) holds results, not specs.
                        if fm.fileExists(atPath: child + "/" + SnapshotReportFolder.marker) { continue }
                        stack.append(child)
                    } else if extensions.contains((name as NSString).pathExtension.lowercased()) {
                        found.append(child)
                    }
                }
            }
        }
        var unique: [String] = []
        for path in found.map({ relativePath($0, base: base) }).sorted() where unique.last != path { unique.append(path) }
        return unique
    }

    static func absolutePath(_ path: String, base: String) -> String {
        let joined = path.hasPrefix("/") ? path : base + "/" + path
        return URL(fileURLWithPath: joined).standardizedFileURL.path
    }

    /// `path` relative to `base` when inside it.
    static func relativePath(_ path: String, base: String) -> String {
        let b = URL(fileURLWithPath: base).standardizedFileURL.path
        let p = URL(fileURLWithPath: path).standardizedFileURL.path
        if b == "/" { return String(p.dropFirst()) }
        return p.hasPrefix(b + "/") ? String(p.dropFirst(b.count + 1)) : p
    }
}
