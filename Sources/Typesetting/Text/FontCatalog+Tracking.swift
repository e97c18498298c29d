/// SF Pro's size-dependent tracking, which UIKit applies to the system font by itself.
extension FontCatalog {
    /// (point size, tracking in points) from Apple's HIG typography table (docs/uikit-reference.md §1).
    /// Sizes the table leaves out (35, 37, 61–79, …) are interpolated linearly between
    /// their listed neighbours; from 80 pt tracking is 0, below 6 pt it stays at +0.24.
    static let systemTrackingTable: [(size: Double, points: Double)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0.00), (13, -0.08),
        (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45), (21, -0.36),
        (22, -0.26), (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29), (28, 0.38), (29, 0.40),
        (30, 0.40), (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40), (36, 0.37), (38, 0.37), (40, 0.37),
        (43, 0.38), (44, 0.37), (47, 0.37), (48, 0.35), (49, 0.33), (50, 0.34), (51, 0.35), (52, 0.33),
        (53, 0.31), (56, 0.30), (58, 0.28), (60, 0.26), (80, 0)
    ]

    /// The tracking (points added after each character cluster) of the system font at a
    /// point size: −0.43 at 17 pt, −0.45 at 20 pt, +0.40 at 34 pt.
    public static func systemTracking(forPointSize size: Double) -> Double {
        let table = systemTrackingTable
        guard size.isFinite, size > table[0].size else { return table[0].points }
        guard size < table[table.count - 1].size else { return 0 }
        var i = 1
        while table[i].size < size { i += 1 }
        if table[i].size == size { return table[i].points }
        let (s0, p0) = table[i - 1]
        let (s1, p1) = table[i]
        return p0 + (p1 - p0) * (size - s0) / (s1 - s0)
    }

    /// The tracking a font gets: the system table for the system font, 0 for named
    /// families (UIKit applies no automatic tracking to them).
    public static func tracking(for font: Font) -> Double {
        font.family == .system ? systemTracking(forPointSize: font.pointSize) : 0
    }
}
