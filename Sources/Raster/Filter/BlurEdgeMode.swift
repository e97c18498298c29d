/// What a blur reads beyond the pixmap's bounds.
///
/// Only the pixmap's edges matter: a blur of a region inside a pixmap reads the real
/// pixels around the region wherever they exist, and falls back to this rule past the
/// pixmap's first and last rows and columns.
public enum BlurEdgeMode: Hashable, Sendable {
    /// Pixels outside repeat the nearest edge pixel, so an opaque picture stays opaque
    /// up to its edges (a backdrop behind a bar, a full-screen blur).
    case clamp
    /// Pixels outside are transparent, so content fades out towards the bounds
    /// (a shadow or glow drawn into its own layer).
    case transparent
}
