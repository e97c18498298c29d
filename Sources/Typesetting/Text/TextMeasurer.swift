import Foundation
import Raster

/// Measures and lays out text with a cache, because list layout measures every label of
/// every cell, often several times at the same width.
///
/// The cache key is everything a layout depends on: the text with its attributes, the
/// paragraph style, the width, and the text environment (content size category,
/// legibility weight, layout direction). It is generational: entries go into a young
/// generation; when that holds `capacity / 2` entries it becomes the old one and the
/// previous old generation is dropped, and an old entry that is used again moves back to
/// the young one. That bounds the cache to `capacity` entries with LRU-like behaviour in
/// O(1) per call. Thread-safe; a layout is computed outside the lock, so two threads
/// asking for the same new key may both compute it (the results are identical).
public final class TextMeasurer: @unchecked Sendable {
    struct Key: Hashable {
        var text: StyledText
        var style: ParagraphStyle
        var width: Double
        var environment: TextEnvironment
        var catalog: CatalogIdentity
    }

    /// A catalog compared by identity and held strongly: a bare `ObjectIdentifier` of a
    /// catalog that was freed can come back as the identifier of a new one at the same
    /// address, which then got the old catalog's layouts (faces of another catalog in a
    /// picture's font record). Held, the catalog lives as long as its layouts are cached.
    struct CatalogIdentity: Hashable {
        let catalog: FontCatalog
        static func == (a: CatalogIdentity, b: CatalogIdentity) -> Bool { a.catalog === b.catalog }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(catalog)) }
    }

    /// A measurer shared by the whole process (with ``FontCatalog/shared``).
    public static let shared = TextMeasurer()

    public let capacity: Int
    private let lock = NSLock()
    private var young: [Key: TextLayout] = [:]
    private var old: [Key: TextLayout] = [:]
    private var hitCount = 0
    private var missCount = 0

    /// - Parameter capacity: the most layouts kept (at least 2).
    public init(capacity: Int = 1024) {
        self.capacity = max(2, capacity)
    }

    /// Layouts answered from the cache.
    public var hits: Int { lock.withLock { hitCount } }
    /// Layouts computed.
    public var misses: Int { lock.withLock { missCount } }
    /// Layouts held now.
    public var count: Int { lock.withLock { young.count + old.count } }

    /// Empties the cache and zeroes the counters.
    public func removeAll() {
        lock.withLock {
            young = [:]
            old = [:]
            hitCount = 0
            missCount = 0
        }
    }

    /// The layout of `text` in `width`, from the cache when possible.
    public func layout(
        _ text: StyledText, style: ParagraphStyle, width: Double,
        environment: TextEnvironment = .standard, catalog: FontCatalog = .shared
    ) -> TextLayout {
        let key = Key(
            text: text, style: style, width: width, environment: environment, catalog: CatalogIdentity(catalog: catalog))
        if let cached = lookup(key) { return cached }
        let layout = TextLayoutEngine.layout(text, style: style, width: width, environment: environment, catalog: catalog)
        store(layout, for: key)
        return layout
    }

    /// The size the text needs in `width` (`sizeThatFits`): the layout's size, unrounded.
    public func sizeThatFits(
        _ text: StyledText, style: ParagraphStyle, width: Double,
        environment: TextEnvironment = .standard, catalog: FontCatalog = .shared
    ) -> Size {
        layout(text, style: style, width: width, environment: environment, catalog: catalog).size
    }

    private func lookup(_ key: Key) -> TextLayout? {
        lock.lock()
        defer { lock.unlock() }
        if let l = young[key] {
            hitCount += 1
            return l
        }
        if let l = old.removeValue(forKey: key) {
            hitCount += 1
            insertLocked(l, for: key)
            return l
        }
        missCount += 1
        return nil
    }

    private func store(_ layout: TextLayout, for key: Key) {
        lock.lock()
        defer { lock.unlock() }
        if young[key] == nil { insertLocked(layout, for: key) }
    }

    private func insertLocked(_ layout: TextLayout, for key: Key) {
        if young.count >= capacity / 2 {
            old = young
            young = [:]
        }
        young[key] = layout
    }
}
