// The device table: every screen `.image(on:)` and `--device` know, older first. Figures
// vary by device, so they live here as rows with their sources (docs/guide-swift.md,
// "Devices", lists them), never as branches in the code that draws.
//
// Sources, by the name each row gives:
// - SST: swift-snapshot-testing 1.19.7, Sources/SnapshotTesting/Common/View.swift, whose
//   device configurations stop at the iPhone 13 family (its issues #718 and #1046 ask for
//   newer ones). Sizes, safe areas and landscape size classes as it has them.
// - HIG: Apple Human Interface Guidelines, Layout, "Device screen sizes and orientations"
//   and "Device size classes" (sizes in points, scale, and which phones are regular-width
//   in landscape: the Max, Plus and Air sizes).
// - SSA: the portrait safe areas listed by screensizes.app (as tabulated in
//   juejin.cn/post/7602512226998534194, 2026): 47/34 for the iPhone 16e, 62/34 for the
//   402- and 440-pt phones, 68/34 for the iPhone Air.
// - LSA: landscape safe areas of the Dynamic Island phones by the rule measured on the
//   iPhone 15 Pro (csl.cool, "iOS Layout Adaptation", 2023: portrait top 59 → left and right
//   59, bottom 21), applied to each phone's own portrait top. Inferred, not measured.
// - IPAD: iPads without a home button keep 24 pt for the status bar and 20 pt for the home
//   indicator in both orientations, as SST's iPad Pro 11-inch row has it.

extension DeviceScreen {
    /// One row of the table, in its columns: name, `--device` id, idiom, portrait width and
    /// height (points), scale, the portrait safe area (top, bottom), the landscape safe area
    /// (each side, top, bottom) and the horizontal size class in landscape.
    private static func row(
        _ name: String, _ id: String, _ idiom: UserInterfaceIdiom, _ width: Double, _ height: Double,
        _ scale: Double, _ portrait: (top: Double, bottom: Double),
        _ landscape: (side: Double, top: Double, bottom: Double),
        _ landscapeWidth: UserInterfaceSizeClass, _ source: String
    ) -> DeviceScreen {
        DeviceScreen(
            name: name, id: id, idiom: idiom, portraitSize: Size(width: width, height: height), scale: scale,
            portraitSafeArea: EdgeInsets(top: portrait.top, bottom: portrait.bottom),
            landscapeSafeArea: EdgeInsets(
                top: landscape.top, leading: landscape.side, bottom: landscape.bottom,
                trailing: landscape.side),
            landscapeHorizontalSizeClass: landscapeWidth, source: source)
    }

    /// Every device, older first.
    public static let all: [DeviceScreen] = [
        // swift-snapshot-testing's phones. Its home-button phones keep the status bar's 20
        // pt in portrait and nothing in landscape.
        row("iPhone SE", "iphonese", .phone, 320, 568, 2, (20, 0), (0, 0, 0), .compact, "SST"),
        row("iPhone 8", "iphone8", .phone, 375, 667, 2, (20, 0), (0, 0, 0), .compact, "SST"),
        row("iPhone 8 Plus", "iphone8plus", .phone, 414, 736, 3, (20, 0), (0, 0, 0), .regular, "SST"),
        row("iPhone X", "iphonex", .phone, 375, 812, 3, (44, 34), (44, 0, 24), .compact, "SST"),
        row("iPhone Xs Max", "iphonexsmax", .phone, 414, 896, 3, (44, 34), (44, 0, 24), .regular, "SST"),
        row("iPhone Xr", "iphonexr", .phone, 414, 896, 2, (44, 34), (44, 0, 24), .regular, "SST"),
        row("iPhone 12", "iphone12", .phone, 390, 844, 3, (47, 34), (47, 0, 21), .compact, "SST"),
        row("iPhone 12 Pro Max", "iphone12promax", .phone, 428, 926, 3, (47, 34), (47, 0, 21), .regular, "SST"),
        row("iPhone 13", "iphone13", .phone, 390, 844, 3, (47, 34), (47, 0, 21), .compact, "SST"),
        row("iPhone 13 mini", "iphone13mini", .phone, 375, 812, 3, (50, 34), (50, 0, 21), .compact, "SST"),
        row("iPhone 13 Pro Max", "iphone13promax", .phone, 428, 926, 3, (47, 34), (47, 0, 21), .regular, "SST"),
        // The phones Apple sells in 2025–26.
        row("iPhone 16e", "iphone16e", .phone, 390, 844, 3, (47, 34), (47, 0, 21), .compact, "HIG, SSA, LSA"),
        row("iPhone 17", "iphone17", .phone, 402, 874, 3, (62, 34), (62, 0, 21), .compact, "HIG, SSA, LSA"),
        row("iPhone 17 Pro", "iphone17pro", .phone, 402, 874, 3, (62, 34), (62, 0, 21), .compact, "HIG, SSA, LSA"),
        row("iPhone 17 Pro Max", "iphone17promax", .phone, 440, 956, 3, (62, 34), (62, 0, 21), .regular, "HIG, SSA, LSA"),
        row("iPhone Air", "iphoneair", .phone, 420, 912, 3, (68, 34), (68, 0, 21), .regular, "HIG, SSA, LSA"),
        // swift-snapshot-testing's iPads (full screen; its split-view widths are in ViewImageConfig).
        row("iPad mini", "ipadmini", .pad, 768, 1024, 2, (20, 0), (0, 20, 0), .regular, "SST"),
        row("iPad 10.2-inch", "ipad10_2", .pad, 810, 1080, 2, (20, 0), (0, 20, 0), .regular, "SST"),
        row("iPad Pro 10.5-inch", "ipadpro10_5", .pad, 834, 1112, 2, (20, 0), (0, 20, 0), .regular, "SST"),
        row("iPad Pro 11-inch", "ipadpro11", .pad, 834, 1194, 2, (24, 20), (0, 24, 20), .regular, "SST"),
        row("iPad Pro 12.9-inch", "ipadpro12_9", .pad, 1024, 1366, 2, (20, 0), (0, 20, 0), .regular, "SST"),
        // The iPads Apple sells in 2025–26.
        row("iPad (A16)", "ipada16", .pad, 820, 1180, 2, (24, 20), (0, 24, 20), .regular, "HIG, IPAD"),
        row("iPad mini (A17 Pro)", "ipadminia17pro", .pad, 744, 1133, 2, (24, 20), (0, 24, 20), .regular, "HIG, IPAD"),
        row("iPad Air 11-inch (M3)", "ipadair11", .pad, 820, 1180, 2, (24, 20), (0, 24, 20), .regular, "HIG, IPAD"),
        row("iPad Air 13-inch (M3)", "ipadair13", .pad, 1024, 1366, 2, (24, 20), (0, 24, 20), .regular, "HIG, IPAD"),
        row("iPad Pro 11-inch (M5)", "ipadpro11m5", .pad, 834, 1210, 2, (24, 20), (0, 24, 20), .regular, "HIG, IPAD"),
        row("iPad Pro 13-inch (M5)", "ipadpro13m5", .pad, 1032, 1376, 2, (24, 20), (0, 24, 20), .regular, "HIG, IPAD")
    ]
}
