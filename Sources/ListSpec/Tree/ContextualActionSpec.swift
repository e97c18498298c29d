import RenderCells

/// A swipe action as a spec gives it (`UIContextualAction`).
///
/// ```yaml
/// {title: Trash, image: trash.fill, style: destructive}
/// {image: pin, backgroundColor: systemYellow}          # an image alone
/// ```
package struct ContextualActionSpec: Hashable, Sendable {
    package var title: String?
    package var image: ImageSpec?
    package var style: ContextualAction.Style
    package var backgroundColor: ColorSpec?

    package init(
        title: String? = nil, image: ImageSpec? = nil, style: ContextualAction.Style = .normal,
        backgroundColor: ColorSpec? = nil
    ) {
        self.title = title
        self.image = image
        self.style = style
        self.backgroundColor = backgroundColor
    }

    package var action: ContextualAction {
        ContextualAction(style: style, title: title, image: image?.listImage, backgroundColor: backgroundColor?.color)
    }

    static let fields = ["title", "image", "style", "backgroundColor"]
}

extension ContextualActionSpec {
    init(node: SpecNode) throws(SpecError) {
        let f = try node.fields(allowed: Self.fields, what: "a swipe action")
        title = try f.read("title") { n throws(SpecError) in try n.string() }
        image = try f.read("image") { n throws(SpecError) in try ImageSpec(node: n) }
        style =
            try f.read("style") { n throws(SpecError) in
                try n.choice(ContextualAction.Style.self, what: "swipe action style")
            } ?? .normal
        backgroundColor = try f.read("backgroundColor") { n throws(SpecError) in try n.color() }
        guard !(title ?? "").isEmpty || image != nil else {
            throw node.error("a swipe action needs a title or an image")
        }
    }
}
