// The C library under one name for the whole module, and its error text.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C library's text for an errno value.
func systemMessage(_ code: Int32) -> String {
    String(cString: strerror(code))
}

// open(2), read(2) and write(2) under names of their own: `RegularFile.open`/`.read` and
// `AtomicFile.write` shadow the C names inside those types. Declared at file scope, where
// nothing in this module shadows them, so one unqualified call serves Glibc, Musl and Darwin.

/// open(2).
func systemOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }

/// read(2).
func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(fd, buffer, count) }

/// lstat(2) of `path`: its file type bits (`S_IFREG`, `S_IFLNK`, …), or nil when nothing is there.
func fileType(atPath path: String) -> mode_t? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return info.st_mode & S_IFMT
}

/// The entries of the folder `path` but `.` and `..`: each name and its type as readdir(3)
/// gives it (`DT_REG`, `DT_DIR`, `DT_LNK`, … or `DT_UNKNOWN` where the file system does not
/// say); nil when the folder cannot be opened.
func folderEntries(_ path: String) -> [(name: String, type: UInt8)]? {
    guard let dir = opendir(path) else { return nil }
    defer { closedir(dir) }
    var entries: [(name: String, type: UInt8)] = []
    while let entry = readdir(dir) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        if name != ".", name != ".." { entries.append((name, entry.pointee.d_type)) }
    }
    return entries
}

/// A file type in words, for messages.
func describe(fileType type: mode_t) -> String {
    switch type {
    case S_IFLNK: return "a symbolic link"
    case S_IFDIR: return "a folder"
    case S_IFIFO: return "a FIFO"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    case S_IFSOCK: return "a socket"
    default: return "not a regular file"
    }
}
