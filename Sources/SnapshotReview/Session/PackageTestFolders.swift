// Where a `swift test` reference can live: beside a test file of one of the package's test
// targets, as its Package.swift declares them (`.testTarget(name: "X")` lives in
// `Tests/X`; `path: "Y"` moves it to `Y`). Any `.swift` file of the checkout would let a
// crafted artefact write `__Snapshots__/Package/evil.png` at the root or beside an app's
// sources, so the manifest decides. It is read as text, never run: the `name:` and `path:`
// string literals among a `.testTarget(…)` call's own arguments (not its dependencies').

/// The folders of a package's test targets, read from its Package.swift.
struct PackageTestFolders: Sendable, Equatable {
    /// Each test target's folder, relative to the package, normalised.
    var folders: [String]

    /// The largest Package.swift read (real ones are a few KB).
    static let maxManifestBytes = 1 << 20

    /// The test targets' folders that `manifest` (Package.swift's text) declares.
    init(manifest: String) {
        let scalars = Array(manifest.unicodeScalars)
        var folders: [String] = []
        var i = 0
        let call = Array(".testTarget(".unicodeScalars)
        while i + call.count <= scalars.count {
            if Array(scalars[i..<(i + call.count)]) == call {
                let (arguments, end) = Self.topLevelArguments(scalars, from: i + call.count)
                if let name = arguments["name"] {
                    let folder = Self.normalised(arguments["path"] ?? "Tests/" + name)
                    if let folder, !folders.contains(folder) { folders.append(folder) }
                }
                i = end
            } else {
                i += 1
            }
        }
        self.folders = folders
    }

    /// Whether `file` (relative to the package) lies inside a test target's folder.
    func contains(_ file: String) -> Bool {
        folders.contains { folder in file.hasPrefix(folder + "/") }
    }

    /// The string-literal arguments labelled at depth one of a call whose `(` ends just
    /// before `start`, and the index after its `)`.
    private static func topLevelArguments(_ s: [Unicode.Scalar], from start: Int) -> ([String: String], Int) {
        var arguments: [String: String] = [:]
        var depth = 1
        var i = start
        var label = ""
        var lastLabel: String?
        while i < s.count, depth > 0 {
            let c = s[i]
            switch c {
            case "(", "[", "{":
                depth += 1
                label = ""
            case ")", "]", "}":
                depth -= 1
                label = ""
            case "\"":
                // A string literal (escapes kept simple: a backslash skips one scalar).
                var value = String.UnicodeScalarView()
                i += 1
                while i < s.count, s[i] != "\"" {
                    if s[i] == "\\", i + 1 < s.count { i += 1 }
                    value.append(s[i])
                    i += 1
                }
                if depth == 1, let name = lastLabel, arguments[name] == nil { arguments[name] = String(value) }
                lastLabel = nil
            case ":":
                if depth == 1, !label.isEmpty { lastLabel = label }
                label = ""
            case ",":
                label = ""
                lastLabel = nil
            default:
                if c.properties.isAlphabetic || c == "_" || ("0"..."9").contains(c) {
                    label.unicodeScalars.append(c)
                } else if c != " " && c != "\n" && c != "\t" {
                    label = ""
                }
            }
            i += 1
        }
        return (arguments, i)
    }

    /// `path` without `./`, empty and trailing components; nil when it climbs out, is absolute
    /// or is the package itself.
    private static func normalised(_ path: String) -> String? {
        guard !path.hasPrefix("/") else { return nil }
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." { return nil }
            parts.append(part)
        }
        // The whole package as a test folder would let a reference land anywhere: not taken.
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }
}
