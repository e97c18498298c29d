/// The SF Pro metrics the system font's stand-in is measured against, as fractions of an em.
///
/// SF Pro itself cannot be shipped or installed here, so the system font is drawn with an
/// open face (Inter, see ``FontCatalog``) and ``SystemFontCompensation`` scales that face's
/// glyphs so its flat-capital and lowercase heights land on these. Where each number comes
/// from (docs/type-metrics.md has the measurements):
///
/// - unitsPerEm 2048, capHeight 1443: `@capsizecss/metrics` (seek-oss/capsize,
///   `packages/metrics/scripts/systemFonts.json`), read from Apple's SF Pro font file
///   (`.SFNS-Regular`); the same 1443 is the symbol sizing's ratio (docs/uikit-reference.md §1 recalls
///   ≈ 0.705 em) and agrees with iOS 17's 17-pt "0" measuring 36 device pixels at 3x.
/// - xHeight: known only as a band. capsize reads 1040 from the same file (whose default
///   instance is, judging by its widths, the Display optical size); 1078 is the commonly
///   recalled SF Pro Text value, which no source read here states (recalled, not sourced).
///   A face whose scaled x-height falls anywhere in 1040…1078 counts as matching.
/// - Ascender 1950 and descender −494 (docs/uikit-reference.md §1, inferred from `UIFont.lineHeight`) are
///   not used here: line heights and baselines come from the layout's own metrics, which
///   already match iOS, and the compensation never changes them.
public enum SFProMetrics {
    /// SF Pro's design units per em.
    public static let unitsPerEm = 2048.0
    /// Height of flat capitals: 1443 units, 0.7046 em (sourced: capsize, from the font file).
    public static let capHeight = 1443.0 / 2048.0
    /// Lowest x-height of the band: 1040 units, 0.5078 em (sourced: capsize, from the font file).
    public static let xHeightLow = 1040.0 / 2048.0
    /// Highest x-height of the band: 1078 units, 0.5264 em (recalled SF Pro Text value, unsourced).
    public static let xHeightHigh = 1078.0 / 2048.0
}
