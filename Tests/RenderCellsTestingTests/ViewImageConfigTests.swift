import Foundation
import RenderCellsTesting
import Testing

/// The devices `.image(on:)` knows: swift-snapshot-testing's, with its figures, and today's
/// from the device table, each a row with its size, scale, safe area and size classes.
@Suite struct ViewImageConfigTests {
    /// Every named configuration is a row of the table (a name missing from it would fall
    /// back to a configuration without a size).
    @Test func everyNamedDeviceIsInTheTable() {
        let named: [ViewImageConfig] = [
            .iPhoneSe, .iPhone8, .iPhone8Plus, .iPhoneX, .iPhoneXsMax, .iPhoneXr, .iPhone12, .iPhone12Pro, .iPhone12ProMax,
            .iPhone13, .iPhone13Mini, .iPhone13Pro, .iPhone13ProMax, .iPhone16e, .iPhone17, .iPhone17Pro, .iPhone17ProMax,
            .iPhoneAir, .iPadMini, .iPad9_7, .iPad10_2, .iPadPro10_5, .iPadPro11, .iPadPro12_9, .iPadA16, .iPadMiniA17Pro,
            .iPadAir11, .iPadAir13, .iPadPro11M5, .iPadPro13M5
        ]
        for config in named { #expect(config.size != nil) }
        #expect(Set(DeviceScreen.all.map(\.id)).count == DeviceScreen.all.count)
        #expect(DeviceScreen.named("iPhone 17 Pro Max")?.id == "iphone17promax")
        #expect(DeviceScreen.named("IPHONEAIR")?.name == "iPhone Air")
    }

    @Test func todaysPhones() {
        let pro = ViewImageConfig.iPhone17Pro
        #expect(pro.size == CGSize(width: 402, height: 874))
        #expect([pro.safeArea.top, pro.safeArea.left, pro.safeArea.bottom, pro.safeArea.right] == [62, 0, 34, 0])
        #expect(pro.traits.displayScale == 3)
        #expect(pro.traits.horizontalSizeClass == .compact && pro.traits.verticalSizeClass == .regular)
        let proLandscape = ViewImageConfig.iPhone17Pro(.landscape)
        #expect(proLandscape.size == CGSize(width: 874, height: 402))
        let inset = proLandscape.safeArea
        #expect([inset.top, inset.left, inset.bottom, inset.right] == [0, 62, 21, 62])
        #expect(proLandscape.traits.horizontalSizeClass == .compact && proLandscape.traits.verticalSizeClass == .compact)
        // The large phones are regular-width in landscape.
        #expect(ViewImageConfig.iPhone17ProMax(.landscape).traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPhoneAir(.landscape).traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPhoneAir.size == CGSize(width: 420, height: 912))
        #expect(ViewImageConfig.iPhone16e.safeArea.top == 47)
    }

    /// swift-snapshot-testing's own phones keep its Medium text size; the new ones leave it.
    @Test func textSizes() {
        #expect(ViewImageConfig.iPhone13.traits.preferredContentSizeCategory == .medium)
        #expect(ViewImageConfig.iPhone17.traits.preferredContentSizeCategory == TraitCollection().preferredContentSizeCategory)
    }

    @Test func iPadsAndSplitViews() {
        let pad = ViewImageConfig.iPadPro13M5
        #expect(pad.size == CGSize(width: 1032, height: 1376))
        #expect(pad.traits.userInterfaceIdiom == .pad && pad.traits.displayScale == 2)
        #expect(pad.traits.horizontalSizeClass == .regular && pad.traits.verticalSizeClass == .regular)
        // swift-snapshot-testing's iPads default to landscape, and its Split View shares.
        #expect(ViewImageConfig.iPadPro11.size == CGSize(width: 1194, height: 834))
        let third = ViewImageConfig.iPadPro11(.landscape(splitView: .oneThird))
        #expect(third.size == CGSize(width: 375, height: 834))
        #expect(third.traits.horizontalSizeClass == .compact)
        let twoThirds = ViewImageConfig.iPadMini(.portrait(splitView: .twoThirds))
        #expect(twoThirds.size == CGSize(width: 438, height: 1024))
        #expect(twoThirds.traits.horizontalSizeClass == .compact)
        #expect(ViewImageConfig.iPadPro12_9(.landscape(splitView: .twoThirds)).traits.horizontalSizeClass == .regular)
    }
}
