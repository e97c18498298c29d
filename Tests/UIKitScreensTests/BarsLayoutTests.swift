#if !canImport(UIKit)
    import RenderCellsUIKit
    import Testing

    /// The bars' model and layout as numbers (docs/bars.md): the stack, where the list starts
    /// under an inline or a large title, the back button's title, the toolbar's spaces and
    /// the tab bar's items. The pictures are in `BarsScreensTests`.
    @MainActor @Suite struct BarsLayoutTests {
        static let safeArea = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        static let size = CGSize(width: 390, height: 844)

        static func chrome(_ controller: UIViewController, _ traits: UITraitCollection = UITraitCollection()) -> ScreenChrome? {
            controller.loadViewIfNeeded()
            return ScreenChrome(controller: controller, size: size, safeArea: safeArea, traits: traits)
        }

        static func list(_ chrome: ScreenChrome) -> DisplayList {
            chrome.drawn(
                over: DisplayList(
                    size: Size(width: 390, height: 844), scale: 3, backgroundColor: .white, commands: [],
                    elements: []))
        }

        @Test func pushingBuildsTheStack() throws {
            let root = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            let detail = UIViewController()
            navigation.pushViewController(detail, animated: false)
            #expect(navigation.viewControllers.count == 2)
            #expect(navigation.topViewController === detail)
            #expect(detail.navigationController === navigation)
            #expect(navigation.popViewController(animated: false) === detail)
            #expect(detail.navigationController == nil)
            #expect(navigation.popViewController(animated: false) == nil)
        }

        @Test func theListStartsBelowTheBar() throws {
            let inline = UINavigationController(rootViewController: UIViewController())
            #expect(try #require(Self.chrome(inline)).contentTop == 47 + 44)
            let large = UINavigationController(rootViewController: UIViewController())
            large.navigationBar.prefersLargeTitles = true
            large.topViewController?.title = "Settings"
            #expect(try #require(Self.chrome(large)).contentTop == 47 + 96)
            let never = UIViewController()
            never.navigationItem.largeTitleDisplayMode = .never
            large.pushViewController(never, animated: false)
            #expect(try #require(Self.chrome(large)).contentTop == 47 + 44)
            #expect(Self.chrome(UIViewController()) == nil)
        }

        @Test func theBackButtonNamesTheScreenBelowOrSaysBack() throws {
            let root = UIViewController()
            root.title = "Settings"
            let navigation = UINavigationController(rootViewController: root)
            navigation.pushViewController(UIViewController(), animated: false)
            let texts = Self.list(try #require(Self.chrome(navigation))).elements.flatMap(\.flattened).compactMap {
                $0.properties["text"]
            }
            #expect(texts == ["Settings"])
            let untitled = UINavigationController(rootViewController: UIViewController())
            let detail = UIViewController()
            detail.title = "A detail title long enough to leave no room for the back title"
            untitled.pushViewController(detail, animated: false)
            let backTexts = Self.list(try #require(Self.chrome(untitled))).elements.flatMap(\.flattened).compactMap {
                $0.properties["text"]
            }
            // The title leaves no room: the back button keeps its chevron alone.
            #expect(backTexts == [detail.title])
            let short = UIViewController()
            short.title = "Short"
            untitled.pushViewController(short, animated: false)
            let shortTexts = Self.list(try #require(Self.chrome(untitled))).elements.flatMap(\.flattened).compactMap {
                $0.properties["text"]
            }
            // The long title of the screen below would run into the centred title: "Back".
            #expect(shortTexts == ["Back", "Short"])
        }

        @Test func theEditButtonFollowsEditing() throws {
            let screen = UIViewController()
            screen.navigationItem.rightBarButtonItem = screen.editButtonItem
            let navigation = UINavigationController(rootViewController: screen)
            screen.setEditing(true, animated: false)
            let texts = Self.list(try #require(Self.chrome(navigation))).elements.flatMap(\.flattened).compactMap {
                $0.properties["text"]
            }
            #expect(texts == ["Done"])
        }

        @Test func flexibleSpacesShareTheToolbar() throws {
            let screen = UIViewController()
            screen.toolbarItems = [
                UIBarButtonItem(title: "Left", style: .plain), .flexibleSpace(), UIBarButtonItem(title: "Right", style: .plain)
            ]
            let navigation = UINavigationController(rootViewController: screen)
            navigation.isToolbarHidden = false
            let chrome = try #require(Self.chrome(navigation))
            #expect(chrome.contentBottom == 34 + 44)
            let toolbar = try #require(Self.list(chrome).elements.first { $0.kind == "toolbar" })
            #expect(toolbar.frame == [0, 844 - 78, 390, 78])
            let frames = toolbar.children.map(\.frame)
            #expect(frames.count == 2)
            #expect(frames.first?[0] == 16)
            let last = try #require(frames.last)
            let trailingEdge: Double = last[0] + last[2]
            #expect(abs(trailingEdge - 374) < 0.001)
        }

        @Test func theTabBarShowsEveryTabAndTheSelectedOnesList() throws {
            let tabs = UITabBarController()
            let first = UIViewController()
            let second = UIViewController()
            first.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house.fill"), tag: 0)
            second.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray.fill"), tag: 1)
            second.tabBarItem.badgeValue = "12"
            tabs.viewControllers = [first, second]
            tabs.selectedIndex = 1
            #expect(second.tabBarController === tabs)
            #expect(tabs.selectedViewController === second)
            let chrome = try #require(Self.chrome(tabs))
            #expect(chrome.contentBottom == 34 + 49)
            let bar = try #require(Self.list(chrome).elements.first { $0.kind == "tabBar" })
            #expect(bar.properties["selected"] == "Inbox")
            let texts = bar.children.flatMap(\.flattened).compactMap { $0.properties["text"] }
            #expect(texts == ["Home", "Inbox", "12"])
        }

        @Test func aPromptAddsItsBandAboveTheBar() throws {
            let screen = UIViewController()
            screen.navigationItem.prompt = "Choose a network"
            #expect(try #require(Self.chrome(UINavigationController(rootViewController: screen))).contentTop == 47 + 30 + 44)
        }

        @Test func anOpaqueAppearanceFillsTheBarWithItsColour() throws {
            let screen = UIViewController()
            screen.title = "Opaque"
            let navigation = UINavigationController(rootViewController: screen)
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = .systemRed
            appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
            navigation.navigationBar.scrollEdgeAppearance = appearance
            let list = Self.list(try #require(Self.chrome(navigation)))
            let bar = try #require(list.elements.first { $0.kind == "navigationBar" })
            #expect(bar.properties["background"] == "opaque")
            let red = UIColor.systemRed.resolvedRGBA(with: UITraitCollection())
            let fills = list.commands.filter {
                if case .fill(let rect, let color, _, _) = $0 {
                    return rect == Rect(x: 0, y: 0, width: 390, height: 91) && color == red
                }
                return false
            }
            #expect(fills.count == 1)
            let white = UIColor.white.resolvedRGBA(with: UITraitCollection())
            let glyphColors = list.commands.compactMap { command -> RGBAColor? in
                if case .glyphs(_, _, let color) = command { return color }
                return nil
            }
            #expect(glyphColors == [white])
            // Without a scroll-edge appearance the bar over a list at its top is transparent.
            navigation.navigationBar.scrollEdgeAppearance = nil
            let edgeChrome = try #require(Self.chrome(navigation))
            let transparent = try #require(Self.list(edgeChrome).elements.first { $0.kind == "navigationBar" })
            #expect(transparent.properties["background"] == "transparent")
        }

        @Test func iOS26SaysItDrawsIOS18Bars() throws {
            let navigation = UINavigationController(rootViewController: UIViewController())
            let chrome = try #require(Self.chrome(navigation, UITraitCollection { $0.listDesign = .ios26 }))
            let bar = try #require(Self.list(chrome).elements.first { $0.kind == "navigationBar" })
            #expect(bar.properties["design"]?.contains("ios18 bars") == true)
        }

        /// A display list whose one section ends `contentEnd` points down the screen.
        static func list(_ chrome: ScreenChrome, contentEnd: Double) -> DisplayList {
            let section = DisplayElement(
                id: "sections[0]", kind: "section", frame: Rect(x: 0, y: 100, width: 390, height: contentEnd - 100))
            return chrome.drawn(
                over: DisplayList(
                    size: Size(width: 390, height: 844), scale: 3, backgroundColor: .white,
                    commands: [], elements: [section]))
        }

        static func tabs() -> UITabBarController {
            let tabs = UITabBarController()
            let first = UIViewController()
            first.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house.fill"), tag: 0)
            tabs.viewControllers = [first]
            return tabs
        }

        @Test func targetActionInitialisersKeepTheirTargetAndAction() throws {
            final class Handler {}
            let handler = Handler()
            let add = UIBarButtonItem(barButtonSystemItem: .add, target: handler, action: Selector("addItem"))
            #expect(add.target === handler)
            #expect(add.action == Selector("addItem"))
            #expect(add.systemItem == .add)
            let done = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
            #expect(done.target == nil && done.action == nil && done.style == .done)
            let gear = UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: handler, action: "openSettings")
            #expect(gear.action?.description == "openSettings")
            // A target that is not an object is not kept (UIKit holds it weakly).
            #expect(UIBarButtonItem(title: "Save", style: .plain, target: 42, action: nil).target == nil)

            let screen = UIViewController()
            screen.navigationItem.leftBarButtonItem = done
            screen.navigationItem.rightBarButtonItems = [add, gear]
            let chrome = try #require(Self.chrome(UINavigationController(rootViewController: screen)))
            let bar = try #require(Self.list(chrome).elements.first { $0.kind == "navigationBar" })
            #expect(bar.children.count == 3)
            #expect(bar.children.flatMap(\.flattened).compactMap { $0.properties["text"] } == ["Done"])
        }

        @Test func wideScreensWidenTheMarginsAndTheSpacing() throws {
            let screen = UIViewController()
            screen.navigationItem.rightBarButtonItems = [
                UIBarButtonItem(title: "A", style: .plain), UIBarButtonItem(title: "B", style: .plain)
            ]
            let navigation = UINavigationController(rootViewController: screen)
            navigation.loadViewIfNeeded()
            for (width, margin, spacing) in [(390.0, 16.0, 8.0), (430.0, 20.0, 10.0)] {
                let chrome = try #require(
                    ScreenChrome(
                        controller: navigation, size: CGSize(width: width, height: 932), safeArea: Self.safeArea,
                        traits: UITraitCollection()))
                let list = chrome.drawn(
                    over: DisplayList(
                        size: Size(width: width, height: 932), scale: 3, backgroundColor: .white,
                        commands: [], elements: []))
                let frames = try #require(list.elements.first { $0.kind == "navigationBar" }).children.map(\.frame)
                try #require(frames.count == 2)
                #expect(abs(frames[0][0] + frames[0][2] - (width - margin)) < 0.001)
                #expect(abs(frames[0][0] - spacing - (frames[1][0] + frames[1][2])) < 0.001)
            }
        }

        @Test func bottomBarsAreTransparentWhenTheListEndsAboveThem() throws {
            let chrome = try #require(Self.chrome(Self.tabs()))
            let barTop = 844.0 - 34 - 49
            let under = try #require(Self.list(chrome, contentEnd: barTop + 1).elements.first { $0.kind == "tabBar" })
            #expect(under.properties["background"] == "material systemChromeMaterial")
            let above = try #require(Self.list(chrome, contentEnd: barTop).elements.first { $0.kind == "tabBar" })
            #expect(above.properties["background"] == "transparent")
            // A scroll-edge appearance the app sets is drawn where the list ends above the bar.
            let tabs = Self.tabs()
            let edge = UITabBarAppearance()
            edge.configureWithOpaqueBackground()
            tabs.tabBar.scrollEdgeAppearance = edge
            let opaque = Self.list(try #require(Self.chrome(tabs)), contentEnd: 300).elements.first { $0.kind == "tabBar" }
            #expect(opaque?.properties["background"] == "opaque")
        }

        @Test func legacyBarTintColorAndTranslucencyColourTheStandardAppearance() throws {
            let red = UIColor.systemRed.resolvedRGBA(with: UITraitCollection())
            let tabs = Self.tabs()
            tabs.tabBar.barTintColor = .systemRed
            var list = Self.list(try #require(Self.chrome(tabs)), contentEnd: 844)
            #expect(
                list.elements.first { $0.kind == "tabBar" }?.properties["background"]
                    == "material systemChromeMaterial with barTintColor")
            let barArea = Rect(x: 0, y: 844 - 83, width: 390, height: 83)
            let redFills = { (list: DisplayList) in
                list.commands.filter { command in
                    if case .fill(let rect, let color, _, _) = command { return rect == barArea && color == red }
                    return false
                }.count
            }
            #expect(redFills(list) == 1)
            tabs.tabBar.isTranslucent = false
            list = Self.list(try #require(Self.chrome(tabs)), contentEnd: 844)
            #expect(list.elements.first { $0.kind == "tabBar" }?.properties["background"] == "opaque")
            #expect(redFills(list) == 1)
            #expect(
                !list.commands.contains { command in
                    if case .backdrop = command { return true }
                    return false
                })
            // A navigation bar over a list at its top shows its scroll-edge appearance: the
            // legacy tint, which UIKit puts in the standard one, does not show there.
            let navigation = UINavigationController(rootViewController: UIViewController())
            navigation.navigationBar.barTintColor = .systemRed
            navigation.navigationBar.isTranslucent = false
            let bar = Self.list(try #require(Self.chrome(navigation)), contentEnd: 844).elements.first {
                $0.kind == "navigationBar"
            }
            #expect(bar?.properties["background"] == "transparent")
        }

        /// An iPad's bars are 50 pt since iOS 12 (docs/uikit-reference.md §9.1): the navigation
        /// bar under the status bar's space, the toolbar and the tab bar above a home-button
        /// iPad's bottom edge; above an iPad's 20-pt home indicator's area, the bottom bars are 45.
        /// (The tab bar is at the bottom here because these traits give no regular width; in a
        /// regular width it floats at the top, `FloatingTabBarLayoutTests`.)
        @Test func anIPadsBarsAreFiftyPointsTall() throws {
            let pad = UITraitCollection(userInterfaceIdiom: .pad)
            let homeButton = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
            let faceID = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
            let size = CGSize(width: 834, height: 1194)
            func chrome(_ controller: UIViewController, _ safeArea: UIEdgeInsets, _ traits: UITraitCollection = pad) throws
                -> ScreenChrome
            {
                controller.loadViewIfNeeded()
                return try #require(ScreenChrome(controller: controller, size: size, safeArea: safeArea, traits: traits))
            }
            let inline = UINavigationController(rootViewController: UIViewController())
            #expect(try chrome(inline, homeButton).contentTop == 20 + 50)
            #expect(try chrome(inline, faceID).contentTop == 24 + 50)
            let large = UINavigationController(rootViewController: UIViewController())
            large.navigationBar.prefersLargeTitles = true
            large.topViewController?.title = "Settings"
            #expect(try chrome(large, faceID).contentTop == 24 + 50 + 52)
            let toolbar = UINavigationController(rootViewController: UIViewController())
            toolbar.isToolbarHidden = false
            toolbar.topViewController?.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)]
            #expect(try chrome(toolbar, homeButton).contentBottom == 50)
            #expect(try chrome(toolbar, faceID).contentBottom == 20 + 45)
            let tabs = UITabBarController()
            tabs.viewControllers = [UIViewController()]
            #expect(try chrome(tabs, homeButton).contentBottom == 50)
            #expect(try chrome(tabs, faceID).contentBottom == 20 + 45)
            // The same screen with a phone's idiom keeps the phone's bars.
            #expect(try chrome(inline, faceID, UITraitCollection(userInterfaceIdiom: .phone)).contentTop == 24 + 44)
            #expect(try chrome(tabs, faceID, UITraitCollection(userInterfaceIdiom: .phone)).contentBottom == 20 + 49)
        }
    }
#endif
