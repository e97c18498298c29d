import Foundation
import RenderCells

extension ListSpec {
    /// Every snapshot the spec's `variants:` asks for, in a fixed order (design outermost,
    /// then appearance, style, size, direction, states, width, scale); one default variant
    /// when it asks for none. States on every item and single items' states are
    /// alternatives of one axis.
    public var snapshotVariants: [SpecVariant] {
        let v = variants
        var states: [(CellState?, SpecVariant.ItemState?)] = v.states.map { ($0, nil) }
        states += itemStates.map { (nil, $0) }
        if states.isEmpty { states = [(nil, nil)] }
        var out: [SpecVariant] = []
        for list in ListVariant.matrix(
            designs: v.designs, appearances: v.appearances, styles: v.styles, contentSizes: v.contentSizes,
            directions: v.directions)
        {
            for (state, itemState) in states {
                for width in v.widths.isEmpty ? [nil] : v.widths.map(Optional.some) {
                    for scale in v.scales.isEmpty ? [nil] : v.scales.map(Optional.some) {
                        for accessibility in v.accessibility.isEmpty ? [false] : v.accessibility {
                            var l = list
                            l.state = state
                            out.append(
                                SpecVariant(
                                    list: l, width: width, scale: scale, itemState: itemState,
                                    accessibility: accessibility))
                        }
                    }
                }
            }
        }
        return out
    }

    /// How many snapshots ``snapshotVariants`` holds, without making them.
    var snapshotVariantCount: Int {
        let v = variants
        let states = max(1, v.states.count + allItems.reduce(0) { $0 + $1.stateVariants.count })
        return [
            v.designs.count, v.appearances.count, v.styles.count, v.contentSizes.count, v.directions.count, v.widths.count,
            v.scales.count, v.accessibility.count
        ].reduce(states) { $0 * max(1, $1) }
    }

    /// Items' own state variants, each item labelled by its text (file-safe) or position.
    var itemStates: [SpecVariant.ItemState] {
        var out: [SpecVariant.ItemState] = []
        var used: Set<String> = []
        for (index, item) in allItems.enumerated() where !item.stateVariants.isEmpty {
            var label = Self.fileSafe(item.content.text ?? "")
            if label.isEmpty { label = "item\(index + 1)" }
            if !used.insert(label).inserted {
                label += "-\(index + 1)"
                used.insert(label)
            }
            for state in item.stateVariants { out.append(.init(item: ItemID(index), label: label, state: state)) }
        }
        return out
    }

    /// Lowercase letters and digits, other runs as one "-": `Wi-Fi` → `wi-fi`, `Ready. Set.` → `ready-set`.
    static func fileSafe(_ text: String) -> String {
        var out = ""
        for scalar in text.lowercased().unicodeScalars {
            if scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar)) {
                out.unicodeScalars.append(scalar)
            } else if !out.isEmpty && !out.hasSuffix("-") {
                out += "-"
            }
            if out.count >= 40 { break }
        }
        while out.hasSuffix("-") { out.removeLast() }
        return out
    }

    /// The spec as `variant` rewrites it: width, scale, height, list editing, the design
    /// generation, the appearance of the list and of each list section that names one, the traits, and the
    /// added states set on every item. What a spec cannot say (a state shown over the
    /// items' own, one item's state, the contrast) ``makeCollectionView(for:)`` sets on the
    /// view.
    public func applying(_ variant: SpecVariant) -> ListSpec {
        var s = self
        if let width = variant.width { s.width = width }
        if let scale = variant.scale { s.scale = scale }
        if let height = variant.height { s.height = height }
        if let editing = variant.editing { s.editing = editing }
        let list = variant.list
        if let style = list.style { s.traits.userInterfaceStyle = style }
        if let category = list.contentSize { s.traits.preferredContentSizeCategory = category }
        if let direction = list.direction { s.traits.layoutDirection = direction }
        if let design = list.design { s.traits.listDesign = design }
        // The appearance in the spec, not on the built view, so the list gets that
        // appearance's defaults (a sidebar's hidden separators) as an app building it would.
        if let appearance = list.appearance {
            s.layout.appearance = appearance
            for i in s.sections.indices {
                if case .list(var own) = s.sections[i].layout, own.appearance != nil {
                    own.appearance = appearance
                    s.sections[i].layout = .list(own)
                }
            }
        }
        if !variant.addedStates.isEmpty {
            for i in s.sections.indices {
                s.sections[i].items = s.sections[i].items.map { $0.settingStates(variant.addedStates) }
            }
        }
        return s
    }

    /// The list of `variant`: the collection view of ``applying(_:)``, with the variant's
    /// contrast and shown states, and the width, scale and height to render it at. Showing
    /// every item `editing` puts the list in editing mode, as only a list in editing mode
    /// has editing cells in UIKit (their editing accessories shown).
    public func makeCollectionView(for variant: SpecVariant)
        -> (view: CollectionView<Int, ItemID>, width: Double, scale: Double, height: Double?)
    {
        let spec = applying(variant)
        let view = spec.makeCollectionView()
        view.traitCollection = variant.list.traits(view.traitCollection)
        if let state = variant.list.state {
            view.stateOverride = state
            if state == .editing { view.isEditing = true }
        }
        if let itemState = variant.itemState {
            view.stateOverride = itemState.state
            view.stateOverrideItems = [itemState.item]
        }
        return (view, spec.width, spec.scale, spec.height)
    }
}

extension ListSpec {
    /// What `render-cells render`, `test` and `compare` draw for `variant`: the display list,
    /// after every check of the render path (image files readable, content usable, the
    /// picture within the pixel limits), and the font catalog its text came from.
    /// `fontCatalog`: where text fonts come from (nil: the shared catalog). Errors name the
    /// spec file, and the element's field path where the content is at fault.
    public func displayList(for variant: SpecVariant = SpecVariant(), fontCatalog: FontCatalog? = nil)
        throws(SpecError) -> (list: DisplayList, catalog: FontCatalog)
    {
        let (view, width, scale, height) = makeCollectionView(for: variant)
        if let fontCatalog { view.fontCatalog = fontCatalog }
        do {
            return (try view.displayList(width: width, scale: scale, height: height), view.fontCatalog)
        } catch {
            throw SpecError(error, file: file)
        }
    }
}
