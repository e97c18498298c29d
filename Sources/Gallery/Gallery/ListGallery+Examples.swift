import RenderCells

// The example lists themselves (seeds 000 and 004, and a Settings-like screen).

extension ListGallery {
    /// A Settings-like screen in `appearance`: symbols, value cells, a subtitle, a label
    /// accessory, checkmarks, a detail button, headers and footers. `arabic` writes it in
    /// Arabic, for right-to-left layouts.
    public static func settings(_ appearance: ListAppearance, arabic: Bool = false) -> [Section] {
        let layout = list(appearance)
        func t(_ english: String, _ arabicText: String) -> String { arabic ? arabicText : english }
        return [
            Section(
                layout, header: t("Connections", "الاتصالات"),
                rows: [
                    row(
                        .valueCell, "Wi-Fi", secondary: t("Home", "المنزل"), symbol: "wifi", accessories: [.disclosureIndicator()]
                    ),
                    row(
                        .valueCell, t("Bluetooth", "بلوتوث"), secondary: t("On", "مشغّل"), symbol: "bolt",
                        accessories: [.disclosureIndicator()]),
                    row(.cell, t("Notifications", "الإشعارات"), symbol: "bell.fill", accessories: [.disclosureIndicator()])
                ]),
            Section(
                layout, header: t("Appearance", "المظهر"),
                footer: t("Dark appearance follows the system setting.", "يتبع المظهر الداكن إعداد النظام."),
                rows: [
                    row(.cell, t("Light", "فاتح"), accessories: [.checkmark()]),
                    row(.cell, t("Dark", "داكن")),
                    row(.subtitleCell, t("Automatic", "تلقائي"), secondary: t("Light until sunset", "فاتح حتى الغروب"))
                ]),
            Section(
                layout,
                rows: [
                    row(
                        .cell, t("Ready. Set. Code.", "جاهز. انطلق. برمج."), symbol: "hammer",
                        accessories: [.label(text: arabic ? "WWDC" : "#WWDC20")]),
                    row(.cell, t("Help", "المساعدة"), symbol: "info.circle", accessories: [.detail()])
                ])
        ]
    }

    /// Seed 000's sidebar row: a star and "Hello WWDC!" in a sidebar list, one row per
    /// state (normal, highlighted, selected, disabled, focused, not key).
    public static func helloWWDC(_ appearance: ListAppearance = .sidebar) -> [Section] {
        let flags: [CellState] = [.highlighted, .selected, .disabled, .focused]
        return [
            Section(
                list(appearance, headers: false, footers: false),
                rows: [starRow("Hello WWDC!") { _ in }]
                    + flags.map { state in starRow("Hello WWDC! (\(state.rawValue))") { state.set(true, on: $0) } }
                    + [
                        starRow("Hello WWDC! (selected, not key)") {
                            $0.isSelected = true
                            $0[customState: .isEmphasized] = false
                        }
                    ])
        ]
    }

    /// Seed 004's three content configurations with the hammer symbol.
    public static func hammer(_ appearance: ListAppearance = .insetGrouped) -> [Section] {
        [
            Section(
                list(appearance, headers: false, footers: false),
                rows: [
                    row(.cell, "Ready. Set. Code.", symbol: "hammer"),
                    row(.valueCell, "Ready. Set. Code.", secondary: "#WWDC20", symbol: "hammer"),
                    row(.subtitleCell, "Ready. Set. Code.", secondary: "#WWDC20", symbol: "hammer")
                ])
        ]
    }

    /// Seed 004's Emoji Explorer: a sideways-scrolling row of emoji tiles, an outline of
    /// emoji categories in a sidebar section (the first item its header), and an
    /// inset-grouped list.
    public static func emojiExplorer() -> [Section] {
        let emoji = ["😀", "🥰", "🤩", "🤔", "🥳", "😎"]
        let tiles: [Row] = emoji.map { e in
            { cell in
                var content = ListContentConfiguration.cell(traitCollection: cell.traitCollection)
                content.text = e
                content.textProperties.font = Font.preferredFont(forTextStyle: .title1, compatibleWith: cell.traitCollection)
                content.textProperties.alignment = .center
                cell.contentConfiguration = content
                var background = BackgroundConfiguration.listGroupedCell()
                background.cornerRadius = 8
                background.backgroundColor = .secondarySystemGroupedBackground
                cell.backgroundConfiguration = background
            }
        }
        var outline = ListConfiguration(appearance: .sidebar)
        outline.headerMode = .firstItemInSection
        let header: Row = { cell in
            var content = ListContentConfiguration.sidebarHeader(traitCollection: cell.traitCollection)
            content.text = "Outline"
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(style: .header)]
        }
        func category(_ name: String) -> Row {
            { cell in
                var content = cell.defaultContentConfiguration()
                content.text = name
                cell.contentConfiguration = content
                cell.accessories = [.outlineDisclosure()]
            }
        }
        func leaf(_ e: String, _ name: String) -> Row {
            { cell in
                var content = cell.defaultContentConfiguration()
                content.text = "\(e) \(name)"
                cell.contentConfiguration = content
            }
        }
        let outlineRows: [Row] = [
            header, category("Smileys"), leaf("😀", "Grinning"), leaf("🥰", "In love"),
            category("Animals"), leaf("🐶", "Dog"), category("Food")
        ]
        let parents: [Int?] = [nil, 0, 1, 1, 0, 4, 0]
        let listRows: [Row] = [
            row(.valueCell, "😀 Grinning face", secondary: "Smileys"),
            row(.valueCell, "🐶 Dog face", secondary: "Animals"),
            row(.valueCell, "🍎 Red apple", secondary: "Food")
        ]
        return [
            Section(.grid(.emojiExplorerRecents), rows: tiles),
            Section(.list(outline), rows: outlineRows, parents: parents, expanded: [0, 1]),
            Section(list(.insetGrouped, headers: false, footers: false), rows: listRows)
        ]
    }

    /// Every content configuration variant, one row each, with a symbol where it fits.
    public static func variants(_ appearance: ListAppearance) -> [Section] {
        let styles: [ListContentConfiguration.Style] = [
            .cell, .subtitleCell, .valueCell, .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell,
            .accompaniedSidebarSubtitleCell, .plainHeader, .plainFooter, .groupedHeader, .groupedFooter,
            .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader, .sidebarHeader
        ]
        return [
            Section(
                list(appearance, headers: false, footers: false),
                rows: styles.map { style in
                    row(
                        style, style.rawValue, secondary: "Secondary",
                        symbol: style.isSidebar || style.enforcesMinimumHeight ? "star" : nil)
                })
        ]
    }

    /// Rows in every cell state, in `appearance`.
    public static func states(_ appearance: ListAppearance) -> [Section] {
        let states: [CellState] = [.normal, .highlighted, .selected, .disabled, .focused, .editing, .swiped]
        return [
            Section(
                list(appearance, headers: false, footers: false),
                rows: states.map { state in
                    // "Normal", "Highlighted", …: the state's name with a capital.
                    starRow(
                        state.rawValue.prefix(1).uppercased() + state.rawValue.dropFirst(), detail: "Detail",
                        accessories: [.disclosureIndicator(), .delete(), .reorder()]
                    ) { state.set(true, on: $0) }
                })
        ]
    }

    /// A row of the star symbol and `text` (with `detail` as its secondary text, and
    /// `accessories`), `set` applied to the cell first: the state rows of seed 000 and of
    /// ``states(_:)``.
    private static func starRow(
        _ text: String, detail: String? = nil, accessories: [CellAccessory] = [],
        _ set: @escaping (ListCell) -> Void
    ) -> Row {
        { cell in
            set(cell)
            var content = cell.defaultContentConfiguration()
            content.image = .systemName("star")
            content.text = text
            if let detail { content.secondaryText = detail }
            cell.contentConfiguration = content
            if !accessories.isEmpty { cell.accessories = accessories }
        }
    }
}
