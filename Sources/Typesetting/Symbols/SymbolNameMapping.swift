import Raster

// SF Symbols cannot be shipped outside Apple platforms, so each SF Symbol name is drawn
// with the nearest glyph of Material Icons (Apache-2.0, Debian fonts-material-design-
// icons-iconfont). The choices are judgement calls, written down here in one table:
// * Material Icons Regular is the filled style; where the font also has an outlined
//   variant (`star_border`, `favorite_border`, `person_outline` …) the plain SF name takes
//   it and the `.fill` name the filled glyph. Where it has none (gearshape → settings,
//   paperplane → send, house → home) both names take the filled glyph.
// * The chevrons use `arrow_forward_ios` / `arrow_back_ios_new`, Material's copy of the
//   iOS chevron (aspect 0.59, close to SF's 6.7 × 12 disclosure chevron), turned a
//   quarter for up and down so all four directions share one shape.
// * `.forward` / `.backward` names flip in right-to-left layouts, as SF's do; `.right`
//   / `.left` never flip.
// * `*.circle.fill` glyphs are discs with the figure knocked out; their palette form
//   paints the knocked-out figure in a secondary colour (``SymbolImage`` drawing).

/// The table from SF Symbol names to Material Icons glyphs.
public enum SymbolNameMapping {
    /// How one SF Symbol name is drawn.
    public struct Entry: Hashable, Sendable {
        /// The SF Symbol name, e.g. "star.fill".
        public let systemName: String
        /// The Material Icons glyph's name in the font's name list, e.g. "star".
        public let materialName: String
        /// Clockwise quarter turns (0…3, y down) applied to the glyph.
        public let quarterTurns: Int
        /// Whether the glyph is flipped horizontally in right-to-left layouts.
        public let mirrorsInRightToLeft: Bool
        /// Whether the glyph is a disc with a knocked-out figure, which the palette form
        /// fills with the secondary colour.
        public let hasKnockoutDisc: Bool

        public init(systemName: String, materialName: String, quarterTurns: Int = 0,
                    mirrorsInRightToLeft: Bool = false, hasKnockoutDisc: Bool = false)
        {
            self.systemName = systemName
            self.materialName = materialName
            self.quarterTurns = ((quarterTurns % 4) + 4) % 4
            self.mirrorsInRightToLeft = mirrorsInRightToLeft
            self.hasKnockoutDisc = hasKnockoutDisc
        }
    }

    /// The prefix that names a Material Icons glyph directly: "material:star_border".
    public static let materialPrefix = "material:"

    /// The entry for an SF Symbol name, or nil when the table has none.
    public static func entry(forSystemName name: String) -> Entry? {
        byName[name]
    }

    /// Every mapped SF Symbol name, in table order (related symbols together).
    public static var systemNames: [String] { entries.map(\.systemName) }

    private static let byName: [String: Entry] = Dictionary(entries.map { ($0.systemName, $0) },
                                                            uniquingKeysWith: { first, _ in first })

    private static func e(_ sf: String, _ material: String, turns: Int = 0, mirrors: Bool = false,
                          knockout: Bool = false) -> Entry
    {
        Entry(systemName: sf, materialName: material, quarterTurns: turns, mirrorsInRightToLeft: mirrors,
              hasKnockoutDisc: knockout)
    }

    /// The table, grouped by theme; accessories first.
    public static let entries: [Entry] = [
        // Accessories of list cells (reference §3.8).
        e("chevron.forward", "arrow_forward_ios", mirrors: true),
        e("chevron.backward", "arrow_back_ios_new", mirrors: true),
        e("chevron.right", "arrow_forward_ios"),
        e("chevron.left", "arrow_back_ios_new"),
        e("chevron.down", "arrow_forward_ios", turns: 1),
        e("chevron.up", "arrow_forward_ios", turns: 3),
        e("chevron.up.chevron.down", "unfold_more"),
        e("checkmark", "check"),
        e("checkmark.circle", "check_circle_outline"),
        e("checkmark.circle.fill", "check_circle", knockout: true),
        e("circle", "radio_button_unchecked"),
        e("circle.fill", "circle"),
        e("info.circle", "info_outline"),
        e("info.circle.fill", "info", knockout: true),
        e("minus.circle", "remove_circle_outline"),
        e("minus.circle.fill", "remove_circle", knockout: true),
        e("plus.circle", "add_circle_outline"),
        e("plus.circle.fill", "add_circle", knockout: true),
        e("xmark.circle", "highlight_off"),
        e("xmark.circle.fill", "cancel", knockout: true),
        e("questionmark.circle", "help_outline"),
        e("questionmark.circle.fill", "help", knockout: true),
        e("exclamationmark.circle", "error_outline"),
        e("exclamationmark.circle.fill", "error", knockout: true),
        e("exclamationmark.triangle", "warning_amber"),
        e("exclamationmark.triangle.fill", "warning"),
        e("line.horizontal.3", "menu"),
        e("line.3.horizontal", "menu"),
        e("line.3.horizontal.decrease", "filter_list"),
        e("xmark", "close"),
        e("plus", "add"),
        e("minus", "remove"),
        e("ellipsis", "more_horiz"),
        // Common content symbols.
        e("star", "star_border"),
        e("star.fill", "star"),
        e("star.leadinghalf.filled", "star_half", mirrors: true),
        e("heart", "favorite_border"),
        e("heart.fill", "favorite"),
        e("hammer", "hardware"),
        e("hammer.fill", "hardware"),
        e("wrench.adjustable", "build"),
        e("wrench.and.screwdriver", "handyman"),
        e("folder", "folder_open"),
        e("folder.fill", "folder"),
        e("gearshape", "settings"),
        e("gearshape.fill", "settings"),
        e("gear", "settings"),
        e("trash", "delete_outline"),
        e("trash.fill", "delete"),
        e("person", "person_outline"),
        e("person.fill", "person"),
        e("person.crop.circle", "account_circle"),
        e("person.crop.circle.fill", "account_circle", knockout: true),
        e("person.2", "people_outline"),
        e("person.2.fill", "people"),
        e("person.3", "groups"),
        e("person.badge.plus", "person_add"),
        e("person.badge.minus", "person_remove"),
        e("magnifyingglass", "search"),
        e("bell", "notifications_none"),
        e("bell.fill", "notifications"),
        e("bell.slash", "notifications_off"),
        e("envelope", "mail_outline"),
        e("envelope.fill", "mail"),
        e("tray", "inbox"),
        e("tray.fill", "inbox"),
        e("paperplane", "send", mirrors: true),
        e("paperplane.fill", "send", mirrors: true),
        e("calendar", "calendar_today"),
        e("clock", "schedule"),
        e("clock.fill", "watch_later"),
        e("clock.arrow.circlepath", "history"),
        e("alarm", "alarm"),
        e("timer", "timer"),
        e("hourglass", "hourglass_empty"),
        e("photo", "image"),
        e("photo.fill", "photo"),
        e("camera", "photo_camera"),
        e("camera.fill", "photo_camera"),
        e("doc", "insert_drive_file"),
        e("doc.fill", "insert_drive_file"),
        e("doc.text", "description"),
        e("doc.text.fill", "description"),
        e("doc.on.doc", "content_copy"),
        e("doc.on.clipboard", "content_paste"),
        e("scissors", "content_cut"),
        e("bookmark", "bookmark_border"),
        e("bookmark.fill", "bookmark"),
        e("tag", "local_offer"),
        e("tag.fill", "local_offer"),
        e("flag", "outlined_flag"),
        e("flag.fill", "flag"),
        e("house", "home"),
        e("house.fill", "home"),
        e("globe", "language"),
        e("safari", "explore"),
        e("wifi", "wifi"),
        e("bolt", "bolt"),
        e("bolt.fill", "bolt"),
        e("moon", "dark_mode"),
        e("moon.fill", "dark_mode"),
        e("sun.max", "light_mode"),
        e("sun.max.fill", "wb_sunny"),
        e("cloud", "cloud_queue"),
        e("cloud.fill", "cloud"),
        e("icloud", "cloud_queue"),
        e("icloud.fill", "cloud"),
        e("icloud.and.arrow.down", "cloud_download"),
        e("icloud.and.arrow.up", "cloud_upload"),
        e("snowflake", "ac_unit"),
        e("thermometer", "thermostat"),
        e("umbrella", "umbrella"),
        e("wind", "air"),
        e("drop", "water_drop"),
        e("flame", "local_fire_department"),
        e("leaf", "eco"),
        e("lock", "lock_outline"),
        e("lock.fill", "lock"),
        e("lock.open", "lock_open"),
        e("key", "vpn_key"),
        e("shield", "shield"),
        e("faceid", "face"),
        e("touchid", "fingerprint"),
        e("music.note", "music_note"),
        e("play", "play_arrow"),
        e("play.fill", "play_arrow"),
        e("pause", "pause"),
        e("pause.fill", "pause"),
        e("stop.fill", "stop"),
        e("forward.fill", "fast_forward"),
        e("backward.fill", "fast_rewind"),
        e("speaker.wave.2", "volume_up"),
        e("speaker.slash", "volume_off"),
        e("mic", "mic_none"),
        e("mic.fill", "mic"),
        e("video", "videocam"),
        e("video.fill", "videocam"),
        e("headphones", "headphones"),
        e("tv", "tv"),
        e("gamecontroller", "sports_esports"),
        e("square.and.arrow.up", "ios_share"),
        e("square.and.arrow.down", "save_alt"),
        e("square.and.pencil", "edit_note"),
        e("pencil", "edit"),
        e("paintbrush", "brush"),
        e("paintbrush.fill", "brush"),
        e("link", "link"),
        e("paperclip", "attach_file"),
        e("printer", "print"),
        e("swift", "code"),
        e("keyboard", "keyboard"),
        e("desktopcomputer", "desktop_mac"),
        e("laptopcomputer", "laptop"),
        e("iphone", "smartphone"),
        e("ipad", "tablet_mac"),
        e("applewatch", "watch"),
        e("externaldrive", "storage"),
        e("server.rack", "dns"),
        e("cpu", "memory"),
        e("battery.100", "battery_full"),
        e("power", "power_settings_new"),
        e("lightbulb", "lightbulb_outline"),
        e("lightbulb.fill", "lightbulb"),
        e("phone", "phone"),
        e("phone.fill", "phone"),
        e("message", "chat_bubble_outline"),
        e("message.fill", "chat_bubble"),
        e("bubble.left", "chat_bubble_outline"),
        e("bubble.left.fill", "chat_bubble"),
        e("cart", "shopping_cart"),
        e("cart.fill", "shopping_cart"),
        e("bag", "shopping_bag"),
        e("creditcard", "credit_card"),
        e("banknote", "payments"),
        e("dollarsign.circle.fill", "monetization_on", knockout: true),
        e("gift", "card_giftcard"),
        e("cup.and.saucer", "local_cafe"),
        e("map", "map"),
        e("mappin", "place"),
        e("location", "near_me"),
        e("location.fill", "near_me"),
        e("airplane", "flight"),
        e("car", "directions_car"),
        e("bicycle", "directions_bike"),
        e("figure.walk", "directions_walk"),
        e("book", "menu_book"),
        e("book.closed", "book"),
        e("books.vertical", "library_books"),
        e("newspaper", "newspaper"),
        e("graduationcap", "school"),
        e("briefcase", "work_outline"),
        e("briefcase.fill", "work"),
        e("building.2", "business"),
        e("arrow.right", "arrow_forward"),
        e("arrow.left", "arrow_back"),
        e("arrow.forward", "arrow_forward", mirrors: true),
        e("arrow.backward", "arrow_back", mirrors: true),
        e("arrow.up", "arrow_upward"),
        e("arrow.down", "arrow_downward"),
        e("arrow.clockwise", "refresh"),
        e("arrow.uturn.backward", "undo", mirrors: true),
        e("arrow.uturn.forward", "redo", mirrors: true),
        e("arrow.up.arrow.down", "swap_vert"),
        e("arrow.triangle.2.circlepath", "sync"),
        e("eye", "visibility"),
        e("eye.slash", "visibility_off"),
        e("hand.thumbsup", "thumb_up_off_alt"),
        e("hand.thumbsup.fill", "thumb_up"),
        e("hand.raised", "pan_tool"),
        e("hand.tap", "touch_app"),
        e("accessibility", "accessibility_new"),
        e("checkmark.square", "check_box"),
        e("square", "check_box_outline_blank"),
        e("square.grid.2x2", "grid_view"),
        e("square.grid.3x3", "apps"),
        e("list.bullet", "format_list_bulleted"),
        e("slider.horizontal.3", "tune"),
        e("chart.bar", "bar_chart"),
        e("chart.pie", "pie_chart_outline"),
        e("qrcode", "qr_code"),
        e("wand.and.stars", "auto_fix_high"),
        e("sparkles", "auto_awesome"),
        e("pin", "push_pin"),
        e("textformat", "text_fields"),
        e("bold", "format_bold"),
        e("italic", "format_italic"),
        e("underline", "format_underlined"),
    ]
}
