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
    /// A phone row.
    private static func phone(_ name: String, _ id: String, width: Double, height: Double, scale: Double, top: Double,
                              bottom: Double, landscapeSide: Double, landscapeBottom: Double,
                              landscapeRegularWidth: Bool, source: String) -> DeviceScreen
    {
        DeviceScreen(name: name, id: id, idiom: .phone, portraitSize: Size(width: width, height: height), scale: scale,
                     portraitSafeArea: EdgeInsets(top: top, bottom: bottom),
                     landscapeSafeArea: EdgeInsets(leading: landscapeSide, bottom: landscapeBottom, trailing: landscapeSide),
                     landscapeHorizontalSizeClass: landscapeRegularWidth ? .regular : .compact, source: source)
    }

    /// An iPad row.
    private static func pad(_ name: String, _ id: String, width: Double, height: Double, top: Double = 24,
                            bottom: Double = 20, source: String) -> DeviceScreen
    {
        DeviceScreen(name: name, id: id, idiom: .pad, portraitSize: Size(width: width, height: height), scale: 2,
                     portraitSafeArea: EdgeInsets(top: top, bottom: bottom), landscapeSafeArea: EdgeInsets(top: top, bottom: bottom),
                     landscapeHorizontalSizeClass: .regular, source: source)
    }

    /// Every device, older first.
    public static let all: [DeviceScreen] = [
        // swift-snapshot-testing's phones. Its home-button phones keep the status bar's 20
        // pt in portrait and nothing in landscape.
        phone("iPhone SE", "iphonese", width: 320, height: 568, scale: 2, top: 20, bottom: 0, landscapeSide: 0,
              landscapeBottom: 0, landscapeRegularWidth: false, source: "SST"),
        phone("iPhone 8", "iphone8", width: 375, height: 667, scale: 2, top: 20, bottom: 0, landscapeSide: 0,
              landscapeBottom: 0, landscapeRegularWidth: false, source: "SST"),
        phone("iPhone 8 Plus", "iphone8plus", width: 414, height: 736, scale: 3, top: 20, bottom: 0, landscapeSide: 0,
              landscapeBottom: 0, landscapeRegularWidth: true, source: "SST"),
        phone("iPhone X", "iphonex", width: 375, height: 812, scale: 3, top: 44, bottom: 34, landscapeSide: 44,
              landscapeBottom: 24, landscapeRegularWidth: false, source: "SST"),
        phone("iPhone Xs Max", "iphonexsmax", width: 414, height: 896, scale: 3, top: 44, bottom: 34, landscapeSide: 44,
              landscapeBottom: 24, landscapeRegularWidth: true, source: "SST"),
        phone("iPhone Xr", "iphonexr", width: 414, height: 896, scale: 2, top: 44, bottom: 34, landscapeSide: 44,
              landscapeBottom: 24, landscapeRegularWidth: true, source: "SST"),
        phone("iPhone 12", "iphone12", width: 390, height: 844, scale: 3, top: 47, bottom: 34, landscapeSide: 47,
              landscapeBottom: 21, landscapeRegularWidth: false, source: "SST"),
        phone("iPhone 12 Pro Max", "iphone12promax", width: 428, height: 926, scale: 3, top: 47, bottom: 34,
              landscapeSide: 47, landscapeBottom: 21, landscapeRegularWidth: true, source: "SST"),
        phone("iPhone 13", "iphone13", width: 390, height: 844, scale: 3, top: 47, bottom: 34, landscapeSide: 47,
              landscapeBottom: 21, landscapeRegularWidth: false, source: "SST"),
        phone("iPhone 13 mini", "iphone13mini", width: 375, height: 812, scale: 3, top: 50, bottom: 34, landscapeSide: 50,
              landscapeBottom: 21, landscapeRegularWidth: false, source: "SST"),
        phone("iPhone 13 Pro Max", "iphone13promax", width: 428, height: 926, scale: 3, top: 47, bottom: 34,
              landscapeSide: 47, landscapeBottom: 21, landscapeRegularWidth: true, source: "SST"),
        // The phones Apple sells in 2025–26.
        phone("iPhone 16e", "iphone16e", width: 390, height: 844, scale: 3, top: 47, bottom: 34, landscapeSide: 47,
              landscapeBottom: 21, landscapeRegularWidth: false, source: "HIG, SSA, LSA"),
        phone("iPhone 17", "iphone17", width: 402, height: 874, scale: 3, top: 62, bottom: 34, landscapeSide: 62,
              landscapeBottom: 21, landscapeRegularWidth: false, source: "HIG, SSA, LSA"),
        phone("iPhone 17 Pro", "iphone17pro", width: 402, height: 874, scale: 3, top: 62, bottom: 34, landscapeSide: 62,
              landscapeBottom: 21, landscapeRegularWidth: false, source: "HIG, SSA, LSA"),
        phone("iPhone 17 Pro Max", "iphone17promax", width: 440, height: 956, scale: 3, top: 62, bottom: 34,
              landscapeSide: 62, landscapeBottom: 21, landscapeRegularWidth: true, source: "HIG, SSA, LSA"),
        phone("iPhone Air", "iphoneair", width: 420, height: 912, scale: 3, top: 68, bottom: 34, landscapeSide: 68,
              landscapeBottom: 21, landscapeRegularWidth: true, source: "HIG, SSA, LSA"),
        // swift-snapshot-testing's iPads (full screen; its split-view widths are in ViewImageConfig).
        pad("iPad mini", "ipadmini", width: 768, height: 1024, top: 20, bottom: 0, source: "SST"),
        pad("iPad 10.2-inch", "ipad10_2", width: 810, height: 1080, top: 20, bottom: 0, source: "SST"),
        pad("iPad Pro 10.5-inch", "ipadpro10_5", width: 834, height: 1112, top: 20, bottom: 0, source: "SST"),
        pad("iPad Pro 11-inch", "ipadpro11", width: 834, height: 1194, source: "SST"),
        pad("iPad Pro 12.9-inch", "ipadpro12_9", width: 1024, height: 1366, top: 20, bottom: 0, source: "SST"),
        // The iPads Apple sells in 2025–26.
        pad("iPad (A16)", "ipada16", width: 820, height: 1180, source: "HIG, IPAD"),
        pad("iPad mini (A17 Pro)", "ipadminia17pro", width: 744, height: 1133, source: "HIG, IPAD"),
        pad("iPad Air 11-inch (M3)", "ipadair11", width: 820, height: 1180, source: "HIG, IPAD"),
        pad("iPad Air 13-inch (M3)", "ipadair13", width: 1024, height: 1366, source: "HIG, IPAD"),
        pad("iPad Pro 11-inch (M5)", "ipadpro11m5", width: 834, height: 1210, source: "HIG, IPAD"),
        pad("iPad Pro 13-inch (M5)", "ipadpro13m5", width: 1032, height: 1376, source: "HIG, IPAD"),
    ]
}
