import RenderCells

// The same list across appearances, styles, sizes, directions and states, in one labelled
// picture: axes on the rows and the columns (more than one nest, outermost first), a title,
// headers drawn with the project's own text stack, panels aligned at their tops on a neutral
// ground so each list's end shows. The command line's `compare`, the Swift API and the
// testing library's matrix sheets all make their sheets here.

/// A grid of one list's variants with headers, described as data.
public struct ComparisonSheet: Hashable, Sendable {
    /// A line above the headers; nil: none.
    public var title: String?
    /// The axes down the side, outermost first.
    public var rows: [SheetAxis]
    /// The axes across the top, outermost first.
    public var columns: [SheetAxis]
    /// Each list's width in points.
    public var width: Double
    /// Device pixels per point: 1, 2 or 3.
    public var scale: Double
    /// The tallest a panel is drawn, in points: a longer list is cut there, as a
    /// screenshot is; nil: every list at its full height.
    public var maxPanelHeight: Double?
    /// How headers name the axes' values: in words (the default) or as codes.
    public var labelStyle: SheetLabelStyle

    /// The most panels one sheet holds: past this a sheet is unreadable as one picture
    /// (and slow), so it is refused before anything is laid out.
    public static let maxPanels = 1_000

    public init(
        title: String? = nil, rows: [SheetAxis] = [], columns: [SheetAxis] = [], width: Double = 390,
        scale: Double = 2, maxPanelHeight: Double? = nil, labelStyle: SheetLabelStyle = .human
    ) {
        self.labelStyle = labelStyle
        self.title = title
        self.rows = rows
        self.columns = columns
        self.width = width
        self.scale = scale
        self.maxPanelHeight = maxPanelHeight
    }

    /// Rows of panels: the product of the row axes' sizes (1 with none).
    public var rowCount: Int { rows.reduce(1) { $0 * $1.count } }
    /// Columns of panels per compared list.
    public var columnCount: Int { columns.reduce(1) { $0 * $1.count } }

    /// The variant at a row and column: each axis set to its value there.
    public func variant(row: Int, column: Int) -> ListVariant {
        var variant = ListVariant()
        for (axis, index) in zip(rows, Self.indices(row, in: rows)) { axis.apply(index, to: &variant) }
        for (axis, index) in zip(columns, Self.indices(column, in: columns)) { axis.apply(index, to: &variant) }
        return variant
    }

    /// The labels of a row (or column) of panels, outermost axis first.
    public func labels(row: Int) -> [String] {
        zip(rows, Self.indices(row, in: rows)).map { $0.labels(labelStyle)[$1] }
    }
    public func labels(column: Int) -> [String] {
        zip(columns, Self.indices(column, in: columns)).map { $0.labels(labelStyle)[$1] }
    }

    /// Each axis's value index for position `n` along `axes` (mixed radix, outermost first).
    static func indices(_ n: Int, in axes: [SheetAxis]) -> [Int] {
        var rest = n
        var out = [Int](repeating: 0, count: axes.count)
        for k in axes.indices.reversed() {
            out[k] = rest % axes[k].count
            rest /= axes[k].count
        }
        return out
    }

    /// Checks the axes: each at most once, none empty.
    func validate(sources: Int) throws(SheetError) {
        var seen: Set<String> = []
        for axis in rows + columns {
            guard seen.insert(axis.name).inserted else { throw .repeatedAxis(axis.name) }
            guard axis.count > 0 else { throw .emptyAxis(axis.name) }
        }
        let panels = rowCount * columnCount * sources
        guard panels <= Self.maxPanels else { throw .tooManyPanels(count: panels, limit: Self.maxPanels) }
    }
}

extension ComparisonSheet {
    /// A sheet of every combination of the given values, as `render-cells compare` lays
    /// one out when not told where axes go: the first axis given (in the order appearance,
    /// style, content size, direction, state) across the top, the others down the side.
    public static func matrix(
        title: String? = nil, width: Double = 390, scale: Double = 2,
        maxPanelHeight: Double? = nil, labelStyle: SheetLabelStyle = .human, appearances: [ListAppearance] = [],
        styles: [UserInterfaceStyle] = [], contentSizes: [ContentSizeCategory] = [],
        directions: [LayoutDirection] = [], states: [CellState] = []
    ) -> ComparisonSheet {
        var axes: [SheetAxis] = []
        if !appearances.isEmpty { axes.append(.appearance(appearances)) }
        if !styles.isEmpty { axes.append(.style(styles)) }
        if !contentSizes.isEmpty { axes.append(.contentSize(contentSizes)) }
        if !directions.isEmpty { axes.append(.direction(directions)) }
        if !states.isEmpty { axes.append(.state(states)) }
        return ComparisonSheet(
            title: title, rows: Array(axes.dropFirst()), columns: Array(axes.prefix(1)), width: width,
            scale: scale, maxPanelHeight: maxPanelHeight, labelStyle: labelStyle)
    }
}
