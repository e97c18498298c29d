import CellModel
import Raster
import Symbols
import Typesetting

// The list layout pass: sections top to bottom, each by its kind and appearance
// (docs/uikit-reference.md §3.1, §3.5–3.7). Works left to right; `mirrored()` flips the result for
// right-to-left layouts at the end.

extension ListLayout {
    package struct Builder {
        let width: Double
        let scale: Double
        let traits: TraitCollection
        let tintColor: Color
        let contentOffset: Double
        let isKeyWindow: Bool
        let sections: [SectionInput]
        /// Where text fonts come from (the shared fontconfig catalog, or explicit folders).
        var catalog: FontCatalog = .shared
        /// Where the content's symbol images come from (the built-in set, or a catalog with
        /// a folder of SF Symbols templates).
        package var symbols: SymbolCatalog = .shared
        /// Where laying out may stop: once the content reaches this far down (points), no
        /// further rows or sections are laid out, and the layout's ``ListLayout/contentHeight``
        /// is a lower bound. A caller that will refuse a picture taller than a limit sets
        /// it, so a hostile list of thousands of rows costs only the rows above the limit.
        package var maxContentHeight = Double.infinity
        /// What app-supplied content could not be used, collected as the pass goes.
        let problemLog = ProblemLog()
        /// The screen's safe area in points; only its sides are read here (a landscape
        /// phone's sensor housing and rounded corners), leading as the left and trailing as
        /// the right before a right-to-left layout is mirrored. The top is the caller's: it
        /// scrolls the content below it.
        package var safeArea = EdgeInsets.zero

        package init(
            width: Double, scale: Double, traits: TraitCollection, tintColor: Color, contentOffset: Double,
            isKeyWindow: Bool, sections: [SectionInput], catalog: FontCatalog = .shared
        ) {
            self.width = width
            self.scale = scale
            self.traits = traits
            self.tintColor = tintColor
            self.contentOffset = contentOffset
            self.isKeyWindow = isKeyWindow
            self.sections = sections
            self.catalog = catalog
        }

        /// The list's horizontal layout margin (16 or 20, docs/uikit-reference.md §3.1).
        var margin: Double { ListContentLayout.listMargin(forWidth: width) }
        /// The figures of the list's design generation (docs/uikit-reference.md §3.9).
        var design: ListDesignFigures { traits.listDesign.figures }
        /// How far an inset-grouped card sits from the list's sides (its rows' content is
        /// inset as far inside it): the list margin on iOS 14–18, 16 at 390 pt on iOS 26.
        var insetGroupedInset: Double { design.insetGroupedInset.inset(width: width, listMargin: margin) }

        /// The horizontal margin a row's content keeps in a list of `appearance`: the
        /// sidebar's 8 inside its row, the card's inset in inset-grouped lists, else the
        /// list margin.
        func rowMargin(_ appearance: ListAppearance) -> Double {
            switch appearance {
            case .sidebar, .sidebarPlain: ListLayout.Metrics.sidebarContentMargin
            case .insetGrouped: insetGroupedInset
            case .plain, .grouped: margin
            }
        }
        var isRightToLeft: Bool { traits.layoutDirection == .rightToLeft }

        /// How far a row's or header's content sits inside its frame beyond its margins, on
        /// each side: the safe area's sides where the frame spans the list (plain, grouped and
        /// sidebar lists keep their backgrounds and full-width separators edge to edge), as
        /// UIKit's list layout margins follow the safe area (`insetsLayoutMarginsFromSafeArea`);
        /// nothing in an inset-grouped list, whose cards are inset by it instead.
        func safeSides(_ appearance: ListAppearance) -> (leading: Double, trailing: Double) {
            appearance == .insetGrouped ? (0, 0) : safeSides
        }

        /// The safe area's sides as the layout uses them: a negative or non-finite inset (a
        /// hand-made device configuration's) is none.
        var safeSides: (leading: Double, trailing: Double) {
            func usable(_ inset: Double) -> Double { inset.isFinite ? max(0, inset) : 0 }
            return (usable(safeArea.leading), usable(safeArea.trailing))
        }

        package func build() -> ListLayout {
            var y = 0.0
            var out: [Section] = []
            out.reserveCapacity(sections.count)
            for input in sections {
                guard y <= maxContentHeight else { break }
                let section: Section
                switch input.layout {
                case .list(let configuration):
                    section = listSection(input, configuration, top: y, isFirst: out.isEmpty)
                case .grid(let grid):
                    section = gridSection(input, grid, top: y)
                }
                y = section.frame.maxY
                out.append(section)
            }
            let background = listBackground()
            var layout = ListLayout(
                width: width, scale: scale, contentHeight: y, contentOffset: contentOffset,
                traitCollection: traits, backgroundColor: background, sections: out)
            // Past the limit, some row or section was left out (the loops stop there).
            layout.isTruncated = y > maxContentHeight
            if isRightToLeft { layout = layout.mirrored() }
            layout.fillerRows = fillerRows(below: out, contentHeight: y)
            layout.problems = problemLog.problems
            // Without a usable font every text is laid out empty: listed first, so an
            // unchecked layout says why its text is missing.
            if let fonts = catalog.unusableFontsMessage {
                layout.problems.insert(Problem(itemID: "fonts", message: fonts), at: 0)
            }
            return layout
        }

        // MARK: Pixels

        /// `v` rounded to the nearest device pixel.
        func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }

        /// `v` rounded up to a whole device pixel (heights), ignoring float noise.
        func ceilPixel(_ v: Double) -> Double { ((v * scale) - 1e-7).rounded(.up) / scale }

        // MARK: Colours

        func resolve(_ color: Color) -> RGBAColor { color.resolvedRGBA(with: traits) }

        /// The list background of the first list section's appearance (docs/uikit-reference.md §3.6): plain
        /// systemBackground, grouped systemGroupedBackground, sidebar secondarySystemBackground
        /// (242,242,247 measured in light; the dark private colour is N/F).
        func listBackground() -> RGBAColor {
            for input in sections {
                guard case .list(let c) = input.layout else { continue }
                if let color = c.backgroundColor { return resolve(color) }
                return resolve(ListLayout.defaultBackground(for: c.appearance))
            }
            return resolve(.systemBackground)
        }
    }

    /// The list background colour of an appearance (docs/uikit-reference.md §3.6).
    public static func defaultBackground(for appearance: ListAppearance) -> Color {
        switch appearance {
        case .plain, .sidebarPlain: .systemBackground
        case .grouped, .insetGrouped: .systemGroupedBackground
        case .sidebar: .secondarySystemBackground
        }
    }
}
