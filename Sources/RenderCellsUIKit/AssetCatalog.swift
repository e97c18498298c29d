import Foundation
import SafeIO

// An app's asset catalogs (`.xcassets` folders), so `UIColor(named:)` and `UIImage(named:)`
// find the app's own colours and images as they do on iOS. On iOS they come from the app's
// bundle; here a test names the folders (`try AssetCatalog.register(folder:)`), and only
// those folders are read.
//
// A catalog is read whole when it is registered, so a broken `Contents.json` is an error
// then, naming the file and the field, rather than a colour that silently resolves to nil
// later. Colour sets keep their appearance (light, dark) and contrast (normal, high)
// variants and resolve per trait collection like the system colours; image sets give the
// PNG for the largest scale they have, the any-appearance one.

/// The colour and image sets of the registered asset catalogs.
public enum AssetCatalog {
    /// A catalog that could not be read: the file and what is wrong with it.
    public struct ReadError: Error, CustomStringConvertible {
        public let file: String
        public let message: String
        public var description: String { "\(file): \(message)" }
    }

    /// A colour set's variants, by the traits they are for.
    struct ColorSet {
        /// (luminosity: nil any / "light" / "dark", contrast: nil any / "high") → colour.
        var variants: [Variant: RGBAColor] = [:]
        struct Variant: Hashable {
            var luminosity: String?
            var contrast: String?
        }
    }

    /// Everything registered, by set name; later catalogs win.
    private nonisolated(unsafe) static var colors: [String: Color] = [:]
    private nonisolated(unsafe) static var images: [String: String] = [:]
    private static let lock = NSLock()

    /// The largest `Contents.json` read, in bytes: a colour or image set's is a few hundred.
    static let maximumContentsSize = 1 << 20

    /// Reads the `.colorset` and `.imageset` folders under `folder` (an `.xcassets` folder,
    /// or one holding several) and makes their names available to `UIColor(named:)` and
    /// `UIImage(named:)`.
    /// - Throws: ``ReadError`` naming the first `Contents.json` that cannot be read or
    ///   parsed, or the field that is not what a catalog holds; nothing is registered then.
    public static func register(folder: String) throws {
        var newColors: [String: Color] = [:]
        var newImages: [String: String] = [:]
        let root = URL(fileURLWithPath: folder).standardizedFileURL
        guard
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isDirectoryKey],
                options: [.skipsHiddenFiles])
        else {
            throw ReadError(file: folder, message: "not a folder that can be read")
        }
        var setFolders: [URL] = []
        for case let url as URL in enumerator where ["colorset", "imageset"].contains(url.pathExtension) {
            setFolders.append(url)
            enumerator.skipDescendants()
        }
        // Sorted, so that two sets of one name resolve the same way on every file system.
        for url in setFolders.sorted(by: { $0.path < $1.path }) {
            let name = url.deletingPathExtension().lastPathComponent
            let contents = url.appendingPathComponent("Contents.json")
            let json = try readJSON(contents)
            if url.pathExtension == "colorset" {
                newColors[name] = try colorSet(json, file: contents.path).color(named: name)
            } else if let png = try imagePath(json, folder: url, file: contents.path) {
                newImages[name] = png
            }
        }
        lock.lock()
        defer { lock.unlock() }
        colors.merge(newColors) { $1 }
        images.merge(newImages) { $1 }
    }

    /// Forgets every registered catalog.
    public static func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        colors = [:]
        images = [:]
    }

    static func color(named name: String) -> Color? {
        lock.lock()
        defer { lock.unlock() }
        return colors[name]
    }

    static func imagePath(named name: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return images[name]
    }

    // MARK: Reading

    /// Read as every file another file names is read (SafeIO's `RegularFile`): a FIFO or a
    /// device in a catalog fails at once instead of blocking or never ending.
    private static func readJSON(_ file: URL) throws -> [String: Any] {
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(file.path, maxBytes: maximumContentsSize, what: "a catalog's Contents.json")
        } catch {
            throw ReadError(file: file.path, message: error.message)
        }
        do {
            let data = Data(bytes)
            guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                throw ReadError(file: file.path, message: "not a JSON object")
            }
            return object
        } catch let error as ReadError {
            throw error
        } catch {
            throw ReadError(file: file.path, message: "not valid JSON (\(error.localizedDescription))")
        }
    }

    private static func colorSet(_ json: [String: Any], file: String) throws -> ColorSet {
        guard let entries = json["colors"] as? [[String: Any]] else {
            throw ReadError(file: file, message: "colors: expected an array of colour entries")
        }
        var set = ColorSet()
        for (index, entry) in entries.enumerated() {
            let path = "colors[\(index)]"
            if let idiom = entry["idiom"] as? String, !["universal", "iphone", "ipad"].contains(idiom) { continue }
            var variant = ColorSet.Variant()
            for (a, appearance) in ((entry["appearances"] as? [[String: Any]]) ?? []).enumerated() {
                let kind = appearance["appearance"] as? String
                let value = appearance["value"] as? String
                switch (kind, value) {
                case ("luminosity", "light"?), ("luminosity", "dark"?): variant.luminosity = value
                case ("luminosity", "any"?): break
                case ("contrast", "high"?): variant.contrast = value
                default:
                    throw ReadError(
                        file: file, message: "\(path).appearances[\(a)]: unknown appearance \(kind ?? "?")=\(value ?? "?")")
                }
            }
            guard let color = entry["color"] as? [String: Any], let components = color["components"] as? [String: Any] else {
                throw ReadError(file: file, message: "\(path).color.components: missing")
            }
            func component(_ key: String) throws -> Double {
                guard let text = components[key].map({ "\($0)" }) else {
                    throw ReadError(file: file, message: "\(path).color.components.\(key): missing")
                }
                guard let value = parseComponent(text) else {
                    throw ReadError(
                        file: file, message: "\(path).color.components.\(key): '\(text)' is not 0...1, 0...255 or 0x00...0xFF")
                }
                return value
            }
            let alpha = try component("alpha")
            if components["white"] != nil {
                let white = try component("white")
                set.variants[variant] = RGBAColor(red: white, green: white, blue: white, alpha: alpha)
            } else {
                set.variants[variant] = RGBAColor(
                    red: try component("red"), green: try component("green"),
                    blue: try component("blue"), alpha: alpha)
            }
        }
        guard !set.variants.isEmpty else { throw ReadError(file: file, message: "colors: no colour for iOS") }
        return set
    }

    /// A component as Xcode writes it: a fraction ("0.500"), an 8-bit number ("128") or
    /// hexadecimal ("0x80"); nil for anything else or out of range.
    static func parseComponent(_ text: String) -> Double? {
        if text.hasPrefix("0x") || text.hasPrefix("0X") {
            guard let value = Int(text.dropFirst(2), radix: 16), (0...255).contains(value) else { return nil }
            return Double(value) / 255
        }
        if !text.contains("."), let value = Int(text) {
            return (0...255).contains(value) ? (value <= 1 ? Double(value) : Double(value) / 255) : nil
        }
        guard let value = Double(text), value.isFinite, (0...1).contains(value) else { return nil }
        return value
    }

    /// The PNG of the any-appearance entry with the largest scale, or nil for a set with no
    /// file; a file outside the set's folder is refused.
    private static func imagePath(_ json: [String: Any], folder: URL, file: String) throws -> String? {
        guard let entries = json["images"] as? [[String: Any]] else {
            throw ReadError(file: file, message: "images: expected an array of image entries")
        }
        var best: (scale: Int, name: String)?
        for (index, entry) in entries.enumerated() {
            guard let name = entry["filename"] as? String, entry["appearances"] == nil else { continue }
            guard !name.contains("/"), name != "..", name.lowercased().hasSuffix(".png") else {
                throw ReadError(file: file, message: "images[\(index)].filename: '\(name)' is not a PNG file in the set's folder")
            }
            let scale = Int((entry["scale"] as? String)?.dropLast() ?? "1") ?? 1
            if best.map({ scale > $0.scale }) ?? true { best = (scale, name) }
        }
        return best.map { folder.appendingPathComponent($0.name).path }
    }
}

extension AssetCatalog.ColorSet {
    /// The set as a dynamic colour named after it: the variant for the traits' luminosity
    /// and contrast, falling back to any-contrast, then any-appearance.
    func color(named name: String) -> Color {
        let variants = self.variants
        return Color(name: name) { traits in
            let luminosity: String? = traits.userInterfaceStyle == .dark ? "dark" : nil
            let contrast: String? = traits.accessibilityContrast == .high ? "high" : nil
            let candidates = [
                Variant(luminosity: luminosity, contrast: contrast), Variant(luminosity: luminosity),
                Variant(luminosity: luminosity == nil ? "light" : luminosity, contrast: contrast),
                Variant(luminosity: luminosity == nil ? "light" : luminosity),
                Variant(contrast: contrast), Variant()
            ]
            for candidate in candidates {
                if let rgba = variants[candidate] { return Color(rgba) }
            }
            return Color(variants.values.first!)
        }
    }
}
