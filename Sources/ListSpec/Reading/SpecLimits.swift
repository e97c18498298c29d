import RenderCells

// The caps that keep a hostile spec from crashing, hanging or exhausting memory. Each is
// checked as early as it can be: the size, encoding and control characters on the raw
// bytes; the node count, the item count and the nesting depth (aliases expanded) on
// libyaml's event stream, before Yams composes — and so before its recursive composer,
// hashing and teardown could meet a document too big or too deep (a million-item spec
// fails at its 10,001st item, having read only that far); the section, outline and
// per-item caps while the parsed tree is read, before any cell is built; the picture size
// from the laid-out height, before a pixel is allocated.
// docs/spec.md#limits lists them for users.

/// The limits a spec must stay within.
package enum SpecLimits {
    /// The largest spec file read, in bytes (32 MiB).
    package static let maxFileSize = 32 << 20
    /// How deeply YAML collections may nest: libyaml's own limit for text, which the
    /// event scan also applies to what aliases expand to (a 64-level outline nests about
    /// 135 deep).
    package static let maxYAMLNesting = 1000
    /// The most YAML nodes (scalars, lists, mappings) a spec may compose to, counting
    /// what aliases expand to: 50 per item at the item limit.
    package static let maxNodes = 500_000
    /// The most items in all sections, outline children included.
    package static let maxItems = 10_000
    /// The most sections.
    package static let maxSections = 1_000
    /// The deepest outline: an item at this level may not have children.
    package static let maxOutlineDepth = 64
    /// The most accessories one item may have.
    package static let maxAccessories = 16
    /// Swipe actions per edge of one item (iOS shows a handful; more cannot fit a row).
    package static let maxSwipeActions = 16
    /// Custom states, custom traits, values of one custom trait, and configuration updates
    /// of one item, each.
    package static let maxCustomNames = 64
    /// Items of one pop-up menu accessory.
    package static let maxMenuItems = 100
    /// The longest string, in characters (Unicode scalars).
    package static let maxTextLength = 10_000
    /// The most characters of all strings together, aliases repeated: it bounds the text
    /// the layout has to shape.
    package static let maxTotalTextLength = 2_000_000
    /// The widest list, in points: width must be in (0, maxWidth].
    package static let maxWidth = 10_000.0
    /// The tallest picture asked for with `height`, in points (the pixel limits of
    /// `Pixmap` are checked too, after layout).
    package static let maxHeight = 100_000.0
    /// The largest magnitude of `contentOffset`, in points.
    package static let maxContentOffset = 1_000_000.0
    /// The largest magnitude of any other length (margins, paddings, radii, font sizes).
    package static let maxLength = 10_000.0
    /// The most lines a text may be limited to (`numberOfLines`).
    package static let maxNumberOfLines = 10_000
    /// The most pixels of all the distinct image files a spec uses, together (64 Mi, i.e.
    /// 256 MiB decoded); each file is also bounded by `Pixmap`'s own limits.
    package static let maxImagePixels = 1 << 26
}
