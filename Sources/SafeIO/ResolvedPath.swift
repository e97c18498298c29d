// What a path names once its spelling no longer matters: `sh2`, `./sh2`, `sh2/`, an absolute
// path, `sh1/../sh2` and a link to `sh2` are one folder. Two outputs, or an output and an
// input, are compared by this and never by spelling, so no spelling lets a run write over
// what it reads (merge-reports' shards, render's picture and its layout dump).

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A path with every symbolic link on the way resolved, and the file it names when there is one.
package struct ResolvedPath: Sendable, Equatable {
    /// The absolute path, links resolved; for a path whose end does not exist yet, its
    /// nearest existing folder resolved and the missing components appended (normalised).
    package let path: String
    /// Device and inode of the file there, nil when nothing is there yet.
    package let device: UInt64?
    package let inode: UInt64?

    /// `path` resolved; relative paths are taken from the current folder.
    package init(_ path: String) {
        var missing: [String] = []
        var existing = path.isEmpty ? "." : path
        var real = realpath(existing, nil)
        // Walk up to the nearest existing folder, remembering what is not there yet.
        while real == nil {
            let (directory, name) = AtomicFile.split(existing)
            if !name.isEmpty { missing.insert(name, at: 0) }
            if directory == existing { break }
            existing = directory
            real = realpath(existing, nil)
        }
        var components: [String] = []
        if let real {
            components = String(cString: real).split(separator: "/").map(String.init)
            free(real)
        }
        for name in missing {
            switch name {
            case "", ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(name)
            }
        }
        self.path = "/" + components.joined(separator: "/")
        var info = stat()
        if missing.isEmpty, stat(self.path, &info) == 0 {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        } else {
            device = nil
            inode = nil
        }
    }

    /// Whether both name the same file: the same device and inode (a hard link too), or the
    /// same resolved path when neither exists yet.
    package func isSameFile(as other: ResolvedPath) -> Bool {
        if let device, let inode, let otherDevice = other.device, let otherInode = other.inode {
            return device == otherDevice && inode == otherInode
        }
        return path == other.path
    }

    /// Whether `other` is this path or lies anywhere under it.
    package func contains(_ other: ResolvedPath) -> Bool {
        isSameFile(as: other) || path == "/" || other.path.hasPrefix(path + "/")
    }

    /// Whether one of the two lies in the other (or they are the same): writing or emptying
    /// one touches the other.
    package func overlaps(_ other: ResolvedPath) -> Bool {
        contains(other) || other.contains(self)
    }
}
