// swift-format-ignore-file: OnlyOneTrailingClosureArgument

// (each entry reads as "this property, prepared so, set so": the setter is the trailing closure)
import Foundation
import RenderCells
import Testing

/// Nothing a user sets is silently dropped: every public settable property of the content
/// configuration, its text, secondary text and image properties, the background
/// configuration, the list and separator configurations and the accessories is set to a
/// value other than its default, and the layout dump or the pixels must change; or the
/// property is listed in docs/guide-swift.md's "Properties that draw nothing" with why.
///
/// The property lists come from the types themselves (the `Property` enums' `allCases`,
/// and `Mirror` over the stored properties where a type has no such enum), so a property
/// added later fails here until it is given a sweep entry or a documented reason.
@MainActor
@Suite struct PropertySweepTests {
    /// What a one-section, two-row list is made of: each row shows `content` over
    /// `background` with `accessories`, under `list` and `traits`.
    struct Scene {
        var content = ListContentConfiguration.subtitleCell()
        var background: BackgroundConfiguration? = nil
        var accessories: [CellAccessory] = [.disclosureIndicator()]
        var list = ListConfiguration(appearance: .insetGrouped)
        var traits = TraitCollection.iPhone
        var isEditing = false
        var selectFirst = false
        /// The first row is swiped open from this edge.
        var swipeFirst: SwipeEdge? = nil

        init() {
            content.text = "Primary text"
            content.secondaryText = "Secondary text"
            content.image = .systemName("star")
        }

        /// The layout dump and the pixels (320 points wide at 2x).
        func render() throws -> (dump: [UInt8], pixels: Pixmap) {
            let scene = self
            let registration = CellRegistration<ListCell, String> { cell, indexPath, _ in
                cell.contentConfiguration = scene.content
                if let background = scene.background { cell.backgroundConfiguration = background }
                cell.accessories = scene.accessories
                if let edge = scene.swipeFirst, indexPath.item == 0 {
                    cell.swipeEdge = edge
                    cell.isSwiped = true
                }
            }
            // Headers and footers, for the list modes that ask for them.
            let supplementary = SupplementaryRegistration { view, _ in
                var content = view.defaultContentConfiguration()
                content.text = "Section text"
                view.contentConfiguration = content
            }
            let view = CollectionView<Int, String>(
                layout: .list(using: list), cellRegistration: registration,
                headerRegistration: supplementary, footerRegistration: supplementary)
            var snapshot = DataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["a", "b"])
            view.apply(snapshot)
            view.traitCollection = traits
            view.isEditing = isEditing
            if selectFirst { view.selectedItems = ["a"] }
            let list = try view.displayList(width: 320, scale: 2)
            return (list.dumpJSON(), try view.render(width: 320, scale: 2))
        }
    }

    /// One property set away from its default: `prepare` makes the context in which it
    /// shows (applied to both renders), `change` sets it.
    struct Entry: Sendable, CustomTestStringConvertible {
        var property: String
        var prepare: @Sendable @MainActor (inout Scene) -> Void = { _ in }
        var change: @Sendable @MainActor (inout Scene) -> Void
        var testDescription: String { property }
    }

    nonisolated static let longText = "A primary text long enough to need a second line in a narrow cell, and then a third"

    // MARK: The entries

    nonisolated static let contentEntries: [Entry] = [
        Entry(property: "content.image") { $0.content.image = .systemName("heart") },
        Entry(property: "content.text") { $0.content.text = "Other text" },
        Entry(property: "content.attributedText") { $0.content.attributedText = AttributedText("Attributed") },
        Entry(property: "content.secondaryText") { $0.content.secondaryText = "Other secondary" },
        Entry(property: "content.secondaryAttributedText") { $0.content.secondaryAttributedText = AttributedText("Attributed") },
        Entry(property: "content.directionalLayoutMargins") {
            $0.content.directionalLayoutMargins = EdgeInsets(top: 30, leading: 40, bottom: 30, trailing: 40)
        },
        Entry(
            property: "content.axesPreservingSuperviewLayoutMargins",
            prepare: { $0.content.directionalLayoutMargins = EdgeInsets(all: 2) },
            change: { $0.content.axesPreservingSuperviewLayoutMargins = [] }),
        Entry(property: "content.imageToTextPadding") { $0.content.imageToTextPadding = 40 },
        Entry(
            property: "content.textToSecondaryTextHorizontalPadding",
            prepare: { $0.content = Self.valueCell() },
            // Too wide a gap for both on one line: the value goes below the text.
            change: { $0.content.textToSecondaryTextHorizontalPadding = 200 }),
        Entry(property: "content.textToSecondaryTextVerticalPadding") { $0.content.textToSecondaryTextVerticalPadding = 20 },
        Entry(
            property: "content.prefersSideBySideTextAndSecondaryText",
            prepare: { $0.content = Self.cell(secondary: true) },
            change: { $0.content.prefersSideBySideTextAndSecondaryText = true })
    ]

    /// The text properties, for `content.textProperties` or `content.secondaryTextProperties`.
    nonisolated static func textEntries(
        _ name: String,
        _ keyPath: WritableKeyPath<ListContentConfiguration, ListContentConfiguration.TextProperties> & Sendable,
        _ text: WritableKeyPath<ListContentConfiguration, String?> & Sendable
    ) -> [Entry] {
        let long: @Sendable @MainActor (inout Scene) -> Void = { $0.content[keyPath: text] = Self.longText }
        let oneLong: @Sendable @MainActor (inout Scene) -> Void = {
            $0.content[keyPath: text] = Self.longText
            $0.content[keyPath: keyPath].numberOfLines = 1
        }
        return [
            Entry(property: "\(name).font") { $0.content[keyPath: keyPath].font = .systemFont(ofSize: 24) },
            Entry(property: "\(name).color") { $0.content[keyPath: keyPath].color = .systemRed },
            Entry(property: "\(name).colorTransformer") {
                $0.content[keyPath: keyPath].colorTransformer = ColorTransformer { _ in .systemGreen }
            },
            Entry(property: "\(name).alignment") { $0.content[keyPath: keyPath].alignment = .center },
            Entry(property: "\(name).lineBreakMode", prepare: oneLong) {
                $0.content[keyPath: keyPath].lineBreakMode = .byTruncatingHead
            },
            Entry(property: "\(name).numberOfLines", prepare: long) { $0.content[keyPath: keyPath].numberOfLines = 1 },
            Entry(
                property: "\(name).adjustsFontSizeToFitWidth",
                prepare: {
                    oneLong(&$0)
                    $0.content[keyPath: keyPath].minimumScaleFactor = 0.5
                }
            ) {
                $0.content[keyPath: keyPath].adjustsFontSizeToFitWidth = true
            },
            Entry(
                property: "\(name).minimumScaleFactor",
                prepare: {
                    oneLong(&$0)
                    $0.content[keyPath: keyPath].adjustsFontSizeToFitWidth = true
                }, change: { $0.content[keyPath: keyPath].minimumScaleFactor = 0.9 }),
            Entry(
                property: "\(name).allowsDefaultTighteningForTruncation",
                prepare: {
                    // Found by trying lengths: within 5 % of fitting in the text's own font,
                    // where tightening saves it.
                    $0.content[keyPath: text] =
                        name == "text"
                        ? "A primary text a little too l"
                        : "A secondary text a little too long f"
                    $0.content[keyPath: keyPath].numberOfLines = 1
                }, change: { $0.content[keyPath: keyPath].allowsDefaultTighteningForTruncation = true }),
            Entry(
                property: "\(name).adjustsFontForContentSizeCategory",
                prepare: {
                    // Only a font the app set keeps its size when asked not to adjust: the
                    // variant's own fonts follow the content size as UIKit's do.
                    $0.content[keyPath: keyPath].font = .preferredFont(forTextStyle: .body)
                    $0.traits = $0.traits.modifyingTraits { $0.preferredContentSizeCategory = .accessibilityLarge }
                },
                change: { $0.content[keyPath: keyPath].adjustsFontForContentSizeCategory = false }),
            Entry(property: "\(name).transform") { $0.content[keyPath: keyPath].transform = .uppercase }
        ]
    }

    nonisolated static let imageEntries: [Entry] = [
        Entry(property: "image.tintColor") { $0.content.imageProperties.tintColor = .systemRed },
        Entry(property: "image.tintColorTransformer") {
            $0.content.imageProperties.tintColorTransformer = ColorTransformer { _ in .systemGreen }
        },
        Entry(
            property: "image.cornerRadius", prepare: { $0.content.image = .pixmap(Self.square) },
            change: { $0.content.imageProperties.cornerRadius = 8 }),
        Entry(property: "image.maximumSize") { $0.content.imageProperties.maximumSize = Size(width: 10, height: 10) },
        Entry(property: "image.reservedLayoutSize") {
            $0.content.imageProperties.reservedLayoutSize = Size(width: 60, height: 60)
        },
        Entry(property: "image.preferredSymbolConfiguration") {
            $0.content.imageProperties.preferredSymbolConfiguration = SymbolConfiguration(pointSize: 30)
        }
    ]

    nonisolated static let backgroundEntries: [Entry] = [
        Entry(property: "background.customView", prepare: { $0.background = .listGroupedCell() }) {
            $0.background?.customView = BackgroundCustomContent(Fill())
        },
        Entry(property: "background.cornerRadius", prepare: { $0.background = Self.coloured() }) {
            $0.background?.cornerRadius = 12
        },
        Entry(property: "background.backgroundInsets", prepare: { $0.background = Self.coloured() }) {
            $0.background?.backgroundInsets = EdgeInsets(all: 6)
        },
        Entry(property: "background.edgesAddingLayoutMarginsToBackgroundInsets", prepare: { $0.background = Self.coloured() }) {
            $0.background?.edgesAddingLayoutMarginsToBackgroundInsets = .all
        },
        Entry(property: "background.backgroundColor", prepare: { $0.background = .listGroupedCell() }) {
            $0.background?.backgroundColor = .systemYellow
        },
        Entry(property: "background.backgroundColorTransformer", prepare: { $0.background = Self.coloured() }) {
            $0.background?.backgroundColorTransformer = .grayscale
        },
        Entry(property: "background.visualEffect", prepare: { $0.background = .listGroupedCell() }) {
            $0.background?.visualEffect = .blur(.systemThickMaterial)
        },
        Entry(property: "background.image", prepare: { $0.background = .listGroupedCell() }) {
            $0.background?.image = Self.square
        },
        Entry(
            property: "background.imageContentMode",
            prepare: {
                $0.background = .listGroupedCell()
                $0.background?.image = Self.square
            }, change: { $0.background?.imageContentMode = .center }),
        Entry(
            property: "background.strokeColor",
            prepare: {
                $0.background = .listGroupedCell()
                $0.background?.strokeWidth = 2
            }, change: { $0.background?.strokeColor = .systemRed }),
        Entry(
            property: "background.strokeColorTransformer",
            prepare: {
                $0.background = .listGroupedCell()
                $0.background?.strokeWidth = 2
                $0.background?.strokeColor = .systemRed
            }, change: { $0.background?.strokeColorTransformer = ColorTransformer { _ in .systemGreen } }),
        Entry(
            property: "background.strokeWidth",
            prepare: {
                $0.background = .listGroupedCell()
                $0.background?.strokeColor = .systemRed
            }, change: { $0.background?.strokeWidth = 3 }),
        Entry(
            property: "background.strokeOutset",
            prepare: {
                $0.background = Self.coloured()
                $0.background?.backgroundInsets = EdgeInsets(all: 6)
                $0.background?.strokeColor = .systemRed
                $0.background?.strokeWidth = 2
            }, change: { $0.background?.strokeOutset = 3 })
    ]

    nonisolated static let listEntries: [Entry] = [
        Entry(property: "list.appearance") { $0.list.appearance = .plain },
        Entry(property: "list.showsSeparators") { $0.list.showsSeparators = false },
        Entry(property: "list.separatorConfiguration") { $0.list.separatorConfiguration.color = .systemRed },
        Entry(property: "list.backgroundColor") { $0.list.backgroundColor = .systemYellow },
        Entry(property: "list.headerMode") { $0.list.headerMode = .firstItemInSection },
        Entry(property: "list.footerMode") { $0.list.footerMode = .supplementary },
        Entry(
            property: "list.headerTopPadding",
            prepare: {
                $0.list.appearance = .plain
                $0.list.headerMode = .firstItemInSection
            },
            change: { $0.list.headerTopPadding = 40 }),
        Entry(property: "list.itemSeparatorHandler") {
            $0.list.itemSeparatorHandler = { _, separator in
                var hidden = separator
                hidden.bottomSeparatorVisibility = .hidden
                return hidden
            }
        },
        Entry(property: "list.leadingSwipeActionsConfigurationProvider", prepare: { $0.swipeFirst = .leading }) {
            $0.list.leadingSwipeActionsConfigurationProvider = { _ in
                SwipeActionsConfiguration(actions: [ContextualAction(style: .normal, title: "Pin")])
            }
        },
        Entry(property: "list.trailingSwipeActionsConfigurationProvider", prepare: { $0.swipeFirst = .trailing }) {
            $0.list.trailingSwipeActionsConfigurationProvider = { _ in nil }
        }
    ]

    nonisolated static let separatorEntries: [Entry] = [
        Entry(property: "separator.topSeparatorVisibility") { $0.list.separatorConfiguration.topSeparatorVisibility = .visible },
        Entry(property: "separator.bottomSeparatorVisibility") {
            $0.list.separatorConfiguration.bottomSeparatorVisibility = .hidden
        },
        Entry(
            property: "separator.topSeparatorInsets",
            prepare: {
                $0.list.separatorConfiguration.topSeparatorVisibility = .visible
            }, change: { $0.list.separatorConfiguration.topSeparatorInsets = EdgeInsets(leading: 100, trailing: 30) }),
        Entry(property: "separator.bottomSeparatorInsets") {
            $0.list.separatorConfiguration.bottomSeparatorInsets = EdgeInsets(leading: 100, trailing: 30)
        },
        Entry(property: "separator.color") { $0.list.separatorConfiguration.color = .systemRed },
        Entry(
            property: "separator.multipleSelectionColor",
            prepare: {
                $0.isEditing = true
                $0.selectFirst = true
                $0.accessories = [.multiselect()]
            }, change: { $0.list.separatorConfiguration.multipleSelectionColor = .systemRed })
    ]

    nonisolated static let accessoryEntries: [Entry] = [
        Entry(property: "accessory.kind") { $0.accessories = [.checkmark()] },
        Entry(property: "accessory.displayed") { $0.accessories = [.disclosureIndicator(displayed: .whenEditing)] },
        Entry(property: "accessory.tintColor") { $0.accessories = [.disclosureIndicator(tintColor: .systemRed)] },
        Entry(property: "accessory.isHidden") { $0.accessories = [CellAccessory(.disclosureIndicator, isHidden: true)] },
        Entry(property: "accessory.reservedLayoutWidth") {
            $0.accessories = [CellAccessory(.disclosureIndicator, reservedLayoutWidth: .custom(60))]
        },
        Entry(property: "accessory.customView.customView") {
            $0.accessories = [Self.switchAccessory { $0.customView = AccessoryCustomView(Switch(isOn: false)) }]
        },
        Entry(property: "accessory.customView.placement") {
            $0.accessories = [Self.switchAccessory { $0.placement = .leading() }]
        },
        Entry(property: "accessory.customView.isHidden") { $0.accessories = [Self.switchAccessory { $0.isHidden = true }] },
        Entry(property: "accessory.customView.reservedLayoutWidth") {
            $0.accessories = [Self.switchAccessory { $0.reservedLayoutWidth = .custom(90) }]
        },
        Entry(property: "accessory.customView.tintColor") {
            $0.accessories = [Self.switchAccessory { $0.tintColor = .systemRed }]
        },
        Entry(
            property: "accessory.customView.maintainsFixedSize",
            prepare: { $0.traits = $0.traits.modifyingTraits { $0.preferredContentSizeCategory = .accessibilityExtraLarge } },
            change: { $0.accessories = [Self.switchAccessory { $0.maintainsFixedSize = true }] })
    ]

    nonisolated static var allEntries: [Entry] {
        contentEntries + textEntries("text", \.textProperties, \.text)
            + textEntries("secondaryText", \.secondaryTextProperties, \.secondaryText) + imageEntries + backgroundEntries
            + listEntries + separatorEntries + accessoryEntries
    }

    // MARK: Helpers

    static func valueCell() -> ListContentConfiguration {
        var content = ListContentConfiguration.valueCell()
        content.text = "Primary"
        content.secondaryText = "Value"
        content.image = .systemName("star")
        return content
    }

    static func cell(secondary: Bool) -> ListContentConfiguration {
        var content = ListContentConfiguration.cell()
        content.text = "Primary"
        if secondary { content.secondaryText = "Secondary" }
        content.image = .systemName("star")
        return content
    }

    static func coloured() -> BackgroundConfiguration {
        var background = BackgroundConfiguration.listGroupedCell()
        background.backgroundColor = .systemTeal
        return background
    }

    /// A 20 × 20 picture of two colours, so cropping, placing and rounding show.
    nonisolated static let square: Pixmap = {
        var bytes: [UInt8] = []
        for y in 0..<20 {
            for x in 0..<20 { bytes += (x + y) % 2 == 0 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
        }
        return Pixmap(width: 20, height: 20, premultipliedData: bytes)!
    }()

    /// A switch accessory (a custom view) with `change` applied to its configuration.
    static func switchAccessory(_ change: (inout CellAccessory.CustomViewConfiguration) -> Void = { _ in }) -> CellAccessory {
        var accessory = CellAccessory.switch(isOn: true)
        if case .customView(var configuration) = accessory.kind {
            change(&configuration)
            accessory.kind = .customView(configuration)
        }
        return accessory
    }

    struct Fill: BackgroundContent {
        func draw(in canvas: Canvas, rect: Rect, traitCollection: TraitCollection) {
            canvas.fill(
                Path(rect: Rect(x: rect.minX, y: rect.minY, width: rect.width / 2, height: rect.height)),
                with: .color(RGBAColor(r: 255, g: 149, b: 0)))
        }
    }

    // MARK: The sweep

    /// Each property set away from its default changes the layout dump or the pixels.
    @Test(arguments: allEntries) func settingItChangesThePicture(_ entry: Entry) throws {
        var base = Scene()
        entry.prepare(&base)
        var changed = base
        entry.change(&changed)
        let before = try base.render()
        let after = try changed.render()
        #expect(
            before.dump != after.dump || before.pixels != after.pixels,
            "\(entry.property) was set and nothing drawn changed: draw it, or list it in docs/guide-swift.md as not drawn")
    }

    /// The properties documented as drawing nothing, by name, as the docs table lists them.
    nonisolated static let documentedAsNotDrawn: Set<String> = []

    /// Stored properties a user cannot set (`package` access: the UIKit face sets them), so
    /// outside the sweep of public settable properties. `fillerRowHeight` is a table view's
    /// (its filler rows are pinned by TableViewScreensTests' plainTableDrawsFillerSeparators).
    nonisolated static let packageOnly: Set<String> = ["list.fillerRowHeight"]

    /// Every property the types have is swept or documented: the `Property` enums' cases and
    /// the stored properties of the types without one.
    @Test func everyPropertyIsSweptOrDocumented() throws {
        let swept = Set(Self.allEntries.map(\.property)).union(Self.documentedAsNotDrawn).union(Self.packageOnly)
        var expected: [String] = []
        expected += ListContentConfiguration.Property.allCases.map { "content.\($0.rawValue)" }
        expected += ListContentConfiguration.TextProperties.Property.allCases.flatMap {
            ["text.\($0.rawValue)", "secondaryText.\($0.rawValue)"]
        }
        expected += ListContentConfiguration.ImageProperties.Property.allCases.map { "image.\($0.rawValue)" }
        expected += BackgroundConfiguration.Property.allCases.map { "background.\($0.rawValue)" }
        expected += Self.storedProperties(of: ListConfiguration(appearance: .plain)).map { "list.\($0)" }
        expected += Self.storedProperties(of: ListSeparatorConfiguration(listAppearance: .plain)).map { "separator.\($0)" }
        expected += Self.storedProperties(of: CellAccessory.disclosureIndicator()).map { "accessory.\($0)" }
        if case .customView(let configuration) = CellAccessory.switch(isOn: true).kind {
            expected += Self.storedProperties(of: configuration).map { "accessory.customView.\($0)" }
        }
        let missing = expected.filter { !swept.contains($0) }
        #expect(missing.isEmpty, "not swept and not documented as drawing nothing: \(missing)")
        let stale = swept.subtracting(expected)
        #expect(stale.isEmpty, "swept or documented but no such property: \(stale.sorted())")
        // The documented ones are in the docs' table, with a reason.
        let guide = try String(contentsOf: Self.repositoryRoot.appendingPathComponent("docs/guide-swift.md"), encoding: .utf8)
        for property in Self.documentedAsNotDrawn {
            #expect(
                guide.contains("| `\(property)` |"),
                "\(property) is not in docs/guide-swift.md's table of properties that draw nothing")
        }
    }

    /// The labels of a value's stored properties (a leading underscore, a property wrapper's
    /// or `didSet` storage, dropped).
    static func storedProperties(of value: Any) -> [String] {
        Mirror(reflecting: value).children.compactMap(\.label).map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 }
    }

    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
}
