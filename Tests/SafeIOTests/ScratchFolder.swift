import Foundation

/// A fresh folder under the system's temporary folder, removed when the value goes away.
/// Every file these tests make, link or point at is inside one: never a system file.
final class ScratchFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "safeio-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` to `name` inside the folder; the file's path.
    @discardableResult
    func write(_ text: String, to name: String) throws -> String {
        let file = path + "/" + name
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: false, encoding: .utf8)
        return file
    }

    func contents(of name: String) -> String? {
        FileManager.default.contents(atPath: path + "/" + name).map { String(decoding: $0, as: UTF8.self) }
    }

    func names(in sub: String = "") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: sub.isEmpty ? path : path + "/" + sub)) ?? []).sorted()
    }
}
