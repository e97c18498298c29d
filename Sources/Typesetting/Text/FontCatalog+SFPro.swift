import Foundation

/// SF Pro itself, when the user brings its files.
///
/// Apple's SF Pro download (developer.apple.com/fonts) installs static faces in two
/// optical families, `SF-Pro-Text-<Weight>.otf` (family "SF Pro Text") and
/// `SF-Pro-Display-<Weight>.otf` (family "SF Pro Display"), weights Ultralight to Black
/// with italics, beside a variable `SF-Pro.ttf` (family "SF Pro"). Nothing of Apple's
/// is shipped here; a folder catalog (``init(fontDirectories:)``, `--fonts-dir`, a spec's
/// `fontsDir`) that holds the static faces draws the system font with them:
///
/// - SF Pro Text below ``displayFamilyMinimumPointSize`` and SF Pro Display from it,
///   each falling back to the other when only one was given;
/// - the faces' own outlines and line metrics, with no ``SystemFontCompensation``
///   (that exists only to bring another face to SF Pro's size);
/// - Apple's tracking table (``systemTracking(forPointSize:)``), which is SF Pro's own.
///
/// The variable `SF-Pro.ttf` is not used: the text stage sets no variation axes, so it
/// would draw every weight at its default instance. A catalog backed by fontconfig never
/// picks SF Pro up, even when the machine has it installed: which face draws the system
/// font must not depend on what happens to be installed, only on folders a user named.
extension FontCatalog {
    /// The family of SF Pro's Text optical size, as its static files name it.
    public static let sfProTextFamily = "SF Pro Text"
    /// The family of SF Pro's Display optical size, as its static files name it.
    public static let sfProDisplayFamily = "SF Pro Display"

    /// Whether a face is one of SF Pro's static faces (by its family name), so it needs
    /// no compensation to look like SF Pro.
    public static func isSFPro(_ face: FontFace) -> Bool {
        let family = face.familyName
        return family.compare(sfProTextFamily, options: .caseInsensitive) == .orderedSame
            || family.compare(sfProDisplayFamily, options: .caseInsensitive) == .orderedSame
    }

    /// The SF Pro face for the system font at a size, or nil when the catalog has none
    /// (always nil for a fontconfig catalog).
    func sfProFace(weight: FontWeight, italic: Bool, pointSize: Double) -> FontFace? {
        guard case .directories = source else { return nil }
        let families =
            pointSize >= FontCatalog.displayFamilyMinimumPointSize
            ? [FontCatalog.sfProDisplayFamily, FontCatalog.sfProTextFamily]
            : [FontCatalog.sfProTextFamily, FontCatalog.sfProDisplayFamily]
        for family in families {
            if let f = try? face(family: family, weight: weight, italic: italic) { return f }
        }
        return nil
    }

    /// Whether the system font is drawn with SF Pro's own files in this catalog.
    public var drawsSystemFontWithSFPro: Bool {
        sfProFace(weight: .regular, italic: false, pointSize: 17) != nil
    }
}
