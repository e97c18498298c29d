#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// A path pasted without its leading "/" (`home/me/specs/a.yaml`, a selection that started
// one character late) is read from the current folder and "does not exist", which sends
// the user looking for a missing file that is right there. The messages for a path that
// cannot be found add the absolute path the user most likely meant, when it exists.

extension FileError {
    /// For a relative `path` that names nothing: `"; did you mean /path? (a path without a
    /// leading / is read from the current folder)"` when `/path` exists, else "". Empty for
    /// an absolute path or one that exists.
    package static func missingPathHint(_ path: String) -> String {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.hasPrefix("./"), !path.hasPrefix("../") else { return "" }
        var info = stat()
        guard lstat(path, &info) != 0, errno == ENOENT else { return "" }
        let absolute = "/" + path
        guard stat(absolute, &info) == 0 else { return "" }
        return "; did you mean \(TerminalText.escaped(absolute))? (a path without a leading / is read from the current folder)"
    }
}
