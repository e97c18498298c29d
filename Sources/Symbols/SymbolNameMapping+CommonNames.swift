// The SF Symbol names list screens use most, which the symbol sheet shows and the tests
// hold to the rules of docs/symbols.md (every one mapped, solid parts solid). Chosen by
// counting, and the counts with the repositories counted are in docs/symbols.md: first
// every name used at least twice in the Swift sources of eleven public iOS apps and
// samples, most used first; then the names of the iOS Settings app, Mail's and Music's
// sidebars and the media controls, which those apps use little but lists of that kind
// show on every screen.

extension SymbolNameMapping {
    /// The names lists use most, most counted first (docs/symbols.md says how they were counted).
    public static let commonNames: [String] = countedNames + listScreenNames

    /// Names used at least twice in the counted apps' sources, most used first.
    static let countedNames = [
        "magnifyingglass", "square.and.arrow.up", "chevron.right", "trash", "checkmark", "plus",
        "checkmark.circle.fill", "chevron.down", "gear", "info.circle", "pencil", "calendar", "ellipsis", "xmark",
        "safari", "square.and.pencil", "xmark.circle.fill", "link", "line.3.horizontal.decrease", "ellipsis.circle",
        "globe", "minus.circle.fill", "circle", "clock", "tag", "doc.on.doc", "arrow.clockwise",
        "exclamationmark.triangle.fill", "star.fill", "checkmark.circle", "line.3.horizontal.decrease.circle",
        "lock.fill", "list.bullet", "star", "plus.circle", "lock", "exclamationmark.triangle", "play.fill",
        "archivebox", "gearshape", "server.rack", "arrow.down.circle", "at", "number", "photo", "minus.circle",
        "xmark.circle", "circle.fill", "questionmark.circle", "person.crop.circle", "text.bubble", "bell", "camera",
        "chevron.forward", "eye.slash", "flag", "folder", "person", "slider.horizontal.3", "bookmark.fill",
        "chevron.up", "envelope", "line.horizontal.3.decrease.circle", "arrow.up.arrow.down", "clock.fill",
        "plus.circle.fill", "arrow.2.squarepath", "checkmark.seal.fill", "eye", "arrowshape.turn.up.left",
        "square.and.arrow.down", "bell.fill", "paperplane", "arrowshape.turn.up.left.fill", "bell.badge", "nosign",
        "person.crop.circle.badge.xmark", "building.2", "character.book.closed", "folder.badge.plus",
        "pencil.circle", "person.fill", "person.fill.badge.plus", "speaker.slash", "arrow.down.circle.fill",
        "arrow.forward", "arrow.right", "bell.slash", "book.closed", "bubble.right", "chart.bar.fill",
        "chevron.down.circle.fill", "doc.plaintext", "doc.richtext", "face.smiling", "heart", "info.circle.fill",
        "list.bullet.rectangle.portrait", "network", "pencil.circle.fill", "square", "square.grid.2x2", "textformat",
        "timer", "largecircle.fill.circle", "suit.heart.fill", "applelogo", "arrow.up.circle", "box.truck",
        "sun.max.fill", "books.vertical.fill", "person.badge.plus", "photo.on.rectangle.angled", "quote.bubble",
        "arrow.left.arrow.right", "arrow.uturn.left", "backward.fill", "bolt.fill",
        "bubble.left.and.text.bubble.right", "captions.bubble", "chart.bar", "dot.radiowaves.right",
        "exclamationmark.bubble", "exclamationmark.circle", "forward.fill", "house", "line.horizontal.3",
        "lock.rotation", "shippingbox", "square.and.arrow.up.fill", "xmark.octagon", "arrow.counterclockwise.circle",
        "arrow.up.arrow.down.circle.fill", "badge.plus.radiowaves.right", "book", "bubble.left.and.bubble.right",
        "bubble.left.and.bubble.right.fill", "bubble.middle.bottom.fill", "checkmark.seal", "checkmark.shield",
        "chevron.down.circle", "chevron.left", "cube", "exclamationmark.circle.fill", "exclamationmark.octagon",
        "eye.slash.fill", "folder.badge.gearshape", "folder.fill.badge.plus", "heart.circle",
        "list.bullet.clipboard", "list.clipboard", "moon.zzz", "music.note.list", "paintbrush.fill", "pencil.line",
        "person.3", "person.badge.minus", "person.crop.circle.badge.exclamationmark", "play.circle.fill",
        "plus.square.on.square", "questionmark.app", "rectangle.3.group", "sidebar.left", "speaker", "sun.max",
        "trash.fill", "tray.full", "trophy", "tv", "wand.and.stars", "xmark.bin"
    ]

    /// Names of the Settings app, mail and media sidebars and the media controls.
    static let listScreenNames = [
        "airplane", "wifi", "antenna.radiowaves.left.and.right", "personalhotspot", "bell.badge.fill",
        "speaker.wave.3.fill", "speaker.wave.2.fill", "moon.fill", "hourglass", "switch.2", "textformat.size",
        "accessibility", "hand.raised.fill", "key.fill", "battery.100", "iphone", "ipad", "faceid", "touchid",
        "creditcard", "wallet.pass", "envelope.badge", "tray.and.arrow.down", "tray.full.fill", "doc", "doc.text",
        "paperplane.fill", "archivebox.fill", "trash.slash", "flag.fill", "star.slash", "person.crop.square",
        "music.note", "music.mic", "music.quarternote.3", "play.circle", "pause.fill", "play.rectangle", "radio",
        "dot.radiowaves.left.and.right", "rectangle.stack", "square.stack", "square.grid.2x2.fill",
        "photo.on.rectangle", "film", "video", "mic", "headphones", "shuffle", "repeat", "heart.fill", "house.fill",
        "magnifyingglass.circle", "location", "location.fill", "map", "cloud", "icloud", "lock.shield",
        "exclamationmark.shield", "printer", "bookmark", "books.vertical", "newspaper", "calendar.badge.clock",
        "alarm", "stopwatch", "person.2.fill", "phone", "phone.fill", "message.fill", "bubble.left", "video.fill",
        "camera.fill"
    ]
}
