import Foundation

/// A table view (`UITableView`): rows in sections, drawn by the same list layout and
/// rasterizer as a collection view's list, not by an engine of its own.
///
/// The table keeps a collection view with a list layout of its style (`.plain`,
/// `.grouped`, `.insetGrouped` as the list appearances of the same names) and, each time it
/// is drawn, asks its data source and delegate as UIKit's first layout pass does: the
/// numbers of sections and rows, each row's cell, each section's header and footer, the
/// editing styles and swipe actions (UITableView+List.swift). Where UIKit's table metrics
/// differ from a list's, the table says so in the list it builds: the last row of a plain
/// table has its separator, and a plain table fills the space below its rows with
/// separators (docs/uikit-reference.md §3.11).
open class UITableView: UIView {
    /// The table's look (`UITableView.Style`).
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped

        /// The list appearance that draws the style.
        var listAppearance: ListAppearance {
            switch self {
            case .plain: .plain
            case .grouped: .grouped
            case .insetGrouped: .insetGrouped
            }
        }
    }

    /// Whether rows are separated (`UITableViewCell.SeparatorStyle`).
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine
    }

    /// `UITableView.RowAnimation`: kept as a value, a picture has no animation.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle, automatic
    }

    /// `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// A row or header height that comes from the content (`UITableView.automaticDimension`).
    public static let automaticDimension: CGFloat = -1

    public let style: Style
    open weak var dataSource: (any UITableViewDataSource)?
    open weak var delegate: (any UITableViewDelegate)?

    /// Every row's height in points, unless the delegate's `tableView(_:heightForRowAt:)`
    /// gives one; `automaticDimension` (the default): rows size themselves to their
    /// content. A fixed-height row centres its content vertically.
    open var rowHeight = UITableView.automaticDimension
    /// Kept as a value: nothing is estimated in a picture.
    open var estimatedRowHeight = UITableView.automaticDimension
    /// Every section header's height in points, unless the delegate's
    /// `tableView(_:heightForHeaderInSection:)` gives one; `automaticDimension`: sized by
    /// the header's content.
    open var sectionHeaderHeight = UITableView.automaticDimension
    /// Every section footer's height in points, unless the delegate's
    /// `tableView(_:heightForFooterInSection:)` gives one; `automaticDimension`: sized by
    /// the footer's content.
    open var sectionFooterHeight = UITableView.automaticDimension
    open var estimatedSectionHeaderHeight = UITableView.automaticDimension
    open var estimatedSectionFooterHeight = UITableView.automaticDimension
    /// Space above each section header (`sectionHeaderTopPadding`, iOS 15);
    /// `automaticDimension` is UIKit's: 22 pt in plain tables (docs/uikit-reference.md §3.5).
    open var sectionHeaderTopPadding = UITableView.automaticDimension
    /// The height of the empty rows a plain table draws below its last row
    /// (`fillerRowHeight`, iOS 15); `automaticDimension` is the last row's height.
    open var fillerRowHeight = UITableView.automaticDimension
    open var separatorStyle = SeparatorStyle.singleLine
    /// nil: UIKit's separator colour.
    open var separatorColor: UIColor?
    /// The separators' insets; unset, they follow the rows' text as in UIKit
    /// (`separatorInset`; only the left and right insets are read).
    open var separatorInset: UIEdgeInsets {
        get { ownSeparatorInset ?? UIEdgeInsets() }
        set { ownSeparatorInset = newValue }
    }
    /// The insets the app set; nil follows the text.
    var separatorInsetIfSet: UIEdgeInsets? { ownSeparatorInset }
    private var ownSeparatorInset: UIEdgeInsets?
    /// Kept as a value: no view is drawn above the rows (`tableHeaderView`).
    open var tableHeaderView: UIView?
    /// Not drawn, but a plain table with a footer view draws no filler separators, as in
    /// UIKit (`tableView.tableFooterView = UIView()` is the usual way to hide them).
    open var tableFooterView: UIView?
    open var isEditing = false
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    /// Kept as a value (`cellLayoutMarginsFollowReadableWidth`).
    open var cellLayoutMarginsFollowReadableWidth = false
    /// How far the content is scrolled; only the vertical offset is drawn.
    open var contentOffset: CGPoint = .zero

    /// The selected rows, in the order they were selected (`indexPathsForSelectedRows`).
    public private(set) var indexPathsForSelectedRows: [IndexPath]?

    /// The list that draws the table: a collection view with the style's list layout.
    let listView: UICollectionView
    /// The list's data source, made the first time the table is drawn.
    var listDataSource: UICollectionViewDiffableDataSource<Int, TableRow>?
    /// The rows' cells from the last pass, by index path (`cellForRow(at:)`).
    var shownCells = ShownCells<UITableViewCell>()
    /// The classes and header views registered by reuse identifier.
    var cellClasses: [String: UITableViewCell.Type] = [:]
    var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]

    public init(frame: CGRect, style: Style) {
        self.style = style
        listView = UICollectionView(
            frame: CGRect(origin: .zero, size: frame.size),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: style.listAppearance)))
        super.init(frame: frame)
        traitEnvironment.addChild(listView.traitEnvironment)
    }

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Cells and header views

    /// Makes rows of `cellClass` for `identifier` (`register(_:forCellReuseIdentifier:)`);
    /// a class that is not a `UITableViewCell` registers nothing and fails the next picture.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass.flatMap {
            checked($0, as: UITableViewCell.self, by: "register(_:forCellReuseIdentifier:)", for: identifier)
        }
    }

    /// Makes header and footer views of `aClass` for `identifier`
    /// (`register(_:forHeaderFooterViewReuseIdentifier:)`).
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = aClass.flatMap {
            checked(
                $0, as: UITableViewHeaderFooterView.self, by: "register(_:forHeaderFooterViewReuseIdentifier:)",
                for: identifier)
        }
    }

    /// `aClass` as a subclass of `kind`, for a registry. Any other class is a call UIKit
    /// raises an exception for: it is kept as the list's misuse, naming `call`, which the
    /// next picture of the table fails with, and nil is registered.
    private func checked<Kind>(_ aClass: AnyClass, as kind: Kind.Type, by call: String, for identifier: String) -> Kind.Type? {
        guard let type = aClass as? Kind.Type else {
            listView.report(misuse: "\(call): \(aClass) for \"\(identifier)\" is not a \(kind)")
            return nil
        }
        return type
    }

    /// A fresh row of the class registered for `identifier`, or of `UITableViewCell`'s
    /// default style when none was (`dequeueReusableCell(withIdentifier:for:)`): a picture
    /// reuses nothing.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        dequeuedCell(of: cellClasses[identifier] ?? UITableViewCell.self, identifier: identifier)
    }

    /// A fresh row of the class registered for `identifier`, or nil when none was, as in
    /// UIKit (`dequeueReusableCell(withIdentifier:)`).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard let type = cellClasses[identifier] else { return nil }
        return dequeuedCell(of: type, identifier: identifier)
    }

    /// A fresh row of `type` (through `init()`, which a subclass inherits), in this
    /// table's style and traits, so that its `defaultContentConfiguration()` is the style's.
    private func dequeuedCell(of type: UITableViewCell.Type, identifier: String) -> UITableViewCell {
        let cell = type.init()
        cell.reuseIdentifier = identifier
        cell.model.appearance = style.listAppearance
        // The background a list cell of the style starts with (ListCell.init's).
        cell.model.backgroundConfiguration = .listCell(for: style.listAppearance)
        cell.traitCollection = traitCollection
        return cell
    }

    /// A fresh header or footer view of the class registered for `identifier`, or nil
    /// (`dequeueReusableHeaderFooterView(withIdentifier:)`); its default configurations are
    /// the table style's.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard let type = headerFooterClasses[identifier] else { return nil }
        let view = type.init(reuseIdentifier: identifier)
        view.tableAppearance = style.listAppearance
        return view
    }

    // MARK: Data

    /// Nothing to do: the table asks its data source each time it is drawn (`reloadData()`).
    open func reloadData() {}
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {}
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {}
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {}
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
    open func beginUpdates() {}
    open func endUpdates() {}
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }

    public var numberOfSections: Int {
        guard let dataSource else { return 0 }
        return dataSource.numberOfSections(in: self)
    }

    public func numberOfRows(inSection section: Int) -> Int {
        dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }

    /// The row's cell as the table last drew it, or nil (`cellForRow(at:)`).
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        shownCells[indexPath]
    }

    /// Where `cell` was last drawn (`indexPath(for:)`).
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        shownCells.indexPath(of: cell)
    }

    /// The cells the table last drew (`visibleCells`), in row order.
    public var visibleCells: [UITableViewCell] {
        shownCells.inOrder
    }

    // MARK: Selection and editing

    public var indexPathForSelectedRow: IndexPath? { indexPathsForSelectedRows?.first }

    /// Selects the row (`selectRow(at:animated:scrollPosition:)`); nil clears the
    /// selection. As in UIKit, the delegate is not told.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            indexPathsForSelectedRows = nil
            return
        }
        var selected =
            allowsMultipleSelection || (isEditing && allowsMultipleSelectionDuringEditing)
            ? indexPathsForSelectedRows ?? [] : []
        if !selected.contains(indexPath) { selected.append(indexPath) }
        indexPathsForSelectedRows = selected
    }

    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        indexPathsForSelectedRows?.removeAll { $0 == indexPath }
        if indexPathsForSelectedRows?.isEmpty == true { indexPathsForSelectedRows = nil }
    }

    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}

    /// Asks the data source and delegate for every row, header and footer, as the first
    /// layout pass on screen does.
    open override func layoutIfNeeded() {
        super.layoutIfNeeded()
        preparedListView().layoutIfNeeded()
    }
}
