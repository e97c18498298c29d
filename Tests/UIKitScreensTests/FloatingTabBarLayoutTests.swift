#if !canImport(UIKit)
    import RenderCellsUIKit
    import Testing

    /// iPadOS 18's tab bar floating at the top (docs/bars.md#ipad) as numbers: the capsule's
    /// frame in the navigation bar's row on a Face ID and a home-button iPad, the list starting
    /// below it with no bottom bar, the selected tab on its pill, the tabs' order right to
    /// left, the navigation bar's inline title giving way to it, the sidebar button, a hidden
    /// tab bar, and the bottom bar of a compact width. The pictures are `BarsScreensTests.tabsOnAnIPad`.
    @MainActor @Suite struct FloatingTabBarLayoutTests {
        /// A full-screen iPad: the pad idiom in a regular width.
        static let pad = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceIdiom: .pad), UITraitCollection(horizontalSizeClass: .regular)
        ])
        static let faceID = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        static let homeButton = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        static let size = CGSize(width: 834, height: 1194)

        /// Three tabs, "Inbox" selected; the second is a navigation controller when `navigation`.
        static func tabs(navigation: UINavigationController? = nil) -> UITabBarController {
            let tabs = UITabBarController()
            let home = UIViewController()
            let inbox: UIViewController = navigation ?? UIViewController()
            let profile = UIViewController()
            home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house.fill"), tag: 0)
            inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray.fill"), tag: 1)
            profile.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person.crop.circle.fill"), tag: 2)
            tabs.viewControllers = [home, inbox, profile]
            tabs.selectedIndex = 1
            return tabs
        }

        /// The chrome on an 11-inch iPad Pro (a Face ID iPad) unless `safeArea` and `traits` say otherwise.
        static func chrome(_ controller: UIViewController, _ safeArea: UIEdgeInsets? = nil, _ traits: UITraitCollection? = nil)
            throws -> ScreenChrome
        {
            controller.loadViewIfNeeded()
            return try #require(
                ScreenChrome(
                    controller: controller, size: size, safeArea: safeArea ?? faceID,
                    traits: traits ?? pad))
        }

        static func elements(_ chrome: ScreenChrome) -> [DisplayElement] {
            chrome.drawn(
                over: DisplayList(
                    size: Size(width: 834, height: 1194), scale: 2, backgroundColor: .white, commands: [],
                    elements: [])
            ).elements
        }

        static func tabBar(_ chrome: ScreenChrome) throws -> DisplayElement {
            try #require(elements(chrome).first { $0.kind == "tabBar" })
        }

        /// The tabs' titles with their frames (x, y, width, height), in the bar's order.
        static func titles(_ bar: DisplayElement) -> [(text: String, frame: [Double])] {
            bar.children.flatMap(\.flattened).compactMap { element in element.properties["text"].map { ($0, element.frame) } }
        }

        @Test func theTabBarFloatsCentredInTheRowBelowTheStatusBar() throws {
            for (safeArea, top) in [(Self.faceID, 24.0), (Self.homeButton, 20.0)] {
                let chrome = try Self.chrome(Self.tabs(), safeArea)
                // No bottom bar: only the home indicator's area is below the list; the list
                // starts below the 50-pt row the capsule floats in.
                #expect(chrome.contentBottom == Double(safeArea.bottom))
                #expect(chrome.contentTop == top + 50)
                let bar = try Self.tabBar(chrome)
                #expect(bar.properties["placement"] == "floating")
                #expect(bar.properties["background"] == "fill tertiarySystemFill")
                // 41 pt tall (33-pt segments inset by 4), centred in the row and on the screen.
                #expect(bar.frame[1] == top + 4.5)
                #expect(bar.frame[3] == 41)
                #expect(abs(bar.frame[0] + bar.frame[2] / 2 - 417) <= 0.5)
                #expect(Self.titles(bar).map(\.text) == ["Home", "Inbox", "Profile"])
                // Titles only: the tabs' symbols are not in the floating bar.
                #expect(bar.children.allSatisfy { $0.properties["class"] != "UIImageView" })
            }
        }

        @Test func theSelectedTabSitsOnThePill() throws {
            for selected in 0..<3 {
                let tabs = Self.tabs()
                tabs.selectedIndex = selected
                let bar = try Self.tabBar(Self.chrome(tabs))
                let titles = Self.titles(bar)
                let pills = bar.children.filter { $0.properties["class"] == "UIView" }
                try #require(pills.count == 1)
                let pill = pills[0].frame
                #expect(pill[3] == 33)
                let title = titles[selected].frame
                // The pill is the selected title's segment: the title 14 pt in from each of its sides.
                #expect(abs(pill[0] + 14 - title[0]) < 0.001)
                #expect(abs(pill[0] + pill[2] - 14 - (title[0] + title[2])) < 0.001)
                #expect(bar.properties["selected"] == ["Home", "Inbox", "Profile"][selected])
            }
        }

        @Test func rightToLeftRunsTheTabsFromTheRight() throws {
            let leftToRight = Self.titles(try Self.tabBar(Self.chrome(Self.tabs())))
            let rtl = UITraitCollection(traitsFrom: [Self.pad, UITraitCollection(layoutDirection: .rightToLeft)])
            let rightToLeftBar = try Self.tabBar(Self.chrome(Self.tabs(), Self.faceID, rtl))
            let rightToLeft = Self.titles(rightToLeftBar)
            #expect(leftToRight.map { $0.frame[0] } == leftToRight.map { $0.frame[0] }.sorted())
            #expect(rightToLeft.map { $0.frame[0] } == rightToLeft.map { $0.frame[0] }.sorted(by: >))
            // Each title mirrored about the screen's middle; the capsule stays centred.
            for (ltr, rtl) in zip(leftToRight, rightToLeft) {
                #expect(abs(rtl.frame[0] - (834 - ltr.frame[0] - ltr.frame[2])) < 0.001)
            }
            #expect(abs(rightToLeftBar.frame[0] + rightToLeftBar.frame[2] / 2 - 417) <= 0.5)
        }

        @Test func aNavigationBarSharesItsRowAndGivesUpItsInlineTitle() throws {
            let inbox = UIViewController()
            inbox.title = "Mailboxes"
            inbox.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
            let inline = try Self.chrome(Self.tabs(navigation: UINavigationController(rootViewController: inbox)))
            #expect(inline.contentTop == 24 + 50)
            let elements = Self.elements(inline)
            // The tab bar is drawn over the navigation bar, in its row.
            #expect(elements.map(\.kind) == ["navigationBar", "tabBar"])
            let navigationBar = elements[0]
            #expect(navigationBar.properties["titleHidden"] != nil)
            let texts = navigationBar.children.flatMap(\.flattened).compactMap { $0.properties["text"] }
            #expect(texts == ["Edit"])
            #expect(try Self.tabBar(inline).frame[1] == 24 + 4.5)

            // A large title keeps its line below the row.
            let large = UINavigationController(rootViewController: inbox)
            large.navigationBar.prefersLargeTitles = true
            let chrome = try Self.chrome(Self.tabs(navigation: large))
            #expect(chrome.contentTop == 24 + 50 + 52)
            let largeTexts = Self.elements(chrome)[0].children.flatMap(\.flattened).compactMap { $0.properties["text"] }
            #expect(largeTexts.contains("Mailboxes"))
            #expect(try Self.tabBar(chrome).frame[1] == 24 + 4.5)
        }

        @Test func aPushedScreenKeepsTheFloatingTabBar() throws {
            let navigation = UINavigationController(rootViewController: UIViewController())
            let detail = UIViewController()
            detail.hidesBottomBarWhenPushed = true
            navigation.pushViewController(detail, animated: false)
            #expect(try Self.tabBar(Self.chrome(Self.tabs(navigation: navigation))).properties["placement"] == "floating")
        }

        @Test func theSidebarModeAddsASidebarButton() throws {
            let plain = try Self.tabBar(Self.chrome(Self.tabs()))
            let tabs = Self.tabs()
            tabs.mode = .tabSidebar
            let bar = try Self.tabBar(Self.chrome(tabs))
            #expect(bar.properties["sidebarButton"] == "true")
            #expect(plain.properties["sidebarButton"] == "false")
            // A 56-pt segment at the leading end, before the first title.
            #expect(abs(bar.frame[2] - plain.frame[2] - 56) < 0.001)
            let button = try #require(bar.children.first { $0.properties["class"] == "UIImageView" })
            #expect(button.frame[0] + button.frame[2] < Self.titles(bar)[0].frame[0])
            #expect(button.frame[0] > bar.frame[0])
        }

        @Test func aHiddenTabBarIsNotDrawn() throws {
            let tabs = Self.tabs()
            tabs.setTabBarHidden(true, animated: false)
            #expect(tabs.isTabBarHidden)
            let chrome = try Self.chrome(tabs)
            #expect(Self.elements(chrome).isEmpty)
            #expect(chrome.contentTop == 24)
        }

        @Test func theIOS26DesignDrawsTheIOS18FloatingTabBarAndSaysSo() throws {
            let traits = UITraitCollection(traitsFrom: [Self.pad, UITraitCollection { $0.listDesign = .ios26 }])
            let bar = try Self.tabBar(Self.chrome(Self.tabs(), Self.faceID, traits))
            #expect(bar.properties["placement"] == "floating")
            #expect(bar.properties["design"]?.contains("ios18") == true)
        }

        @Test func aCompactWidthHasTheBottomTabBar() throws {
            // A third of a landscape 11-inch iPad Pro in Split View: 375 pt, compact.
            let compact = UITraitCollection(traitsFrom: [
                UITraitCollection(userInterfaceIdiom: .pad), UITraitCollection(horizontalSizeClass: .compact)
            ])
            let tabs = Self.tabs()
            tabs.loadViewIfNeeded()
            let chrome = try #require(
                ScreenChrome(controller: tabs, size: CGSize(width: 375, height: 834), safeArea: Self.faceID, traits: compact))
            #expect(chrome.contentBottom == 20 + 45)
            #expect(chrome.contentTop == 24)
            #expect(try Self.tabBar(chrome).properties["placement"] == nil)
        }

        @Test func aPhoneKeepsTheBottomTabBar() throws {
            let chrome = try Self.chrome(
                Self.tabs(), UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                UITraitCollection(userInterfaceIdiom: .phone))
            #expect(chrome.contentBottom == 34 + 49)
            #expect(try Self.tabBar(chrome).properties["placement"] == nil)
        }
    }
#endif
