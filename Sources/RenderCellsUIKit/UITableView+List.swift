import Foundation

// A table as the list that draws it. Each time the table is drawn it asks its data source
// for the sections and rows, puts one item per row into its list's snapshot, and sets the
// list's configuration from the table's properties and the delegate's answers; the list's
// providers then ask the data source for each cell and the delegate for each header, as
// UIKit's table does in its first layout pass.

/// A table row as the list's item: its place, which is all a table knows of it.
struct TableRow: Hashable, Sendable {
    let section: Int
    let row: Int
}

extension UITableView {
    /// The list view, with this table's rows, configuration, state and size handed over,
    /// ready to draw; the snapshot strategies draw it.
    package func preparedListView() -> UICollectionView {
        let sections =
            dataSource.map { source in
                (0..<max(0, source.numberOfSections(in: self))).map { max(0, source.tableView(self, numberOfRowsInSection: $0)) }
            } ?? []
        let listDataSource = listDataSource ?? makeListDataSource()
        var snapshot = NSDiffableDataSourceSnapshot<Int, TableRow>()
        snapshot.appendSections(Array(sections.indices))
        for (section, rows) in sections.enumerated() {
            snapshot.appendItems((0..<rows).map { TableRow(section: section, row: $0) }, toSection: section)
        }
        shownCells = ShownCells()
        listView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: listConfiguration(rowCounts: sections))
        listDataSource.apply(snapshot, animatingDifferences: false)
        listView.frame = CGRect(origin: .zero, size: frame.size)
        listView.backgroundColor = backgroundColor
        listView.isEditing = isEditing
        listView.contentOffset = contentOffset
        listView.selectItem(at: nil, animated: false, scrollPosition: [])
        let multiple = allowsMultipleSelection || (isEditing && allowsMultipleSelectionDuringEditing)
        listView.allowsMultipleSelection = multiple
        for indexPath in indexPathsForSelectedRows ?? [] {
            listView.selectItem(at: indexPath, animated: false, scrollPosition: [])
        }
        return listView
    }

    /// The list's data source: each cell from the table's data source, each header and
    /// footer from the delegate's view or the data source's title.
    private func makeListDataSource() -> UICollectionViewDiffableDataSource<Int, TableRow> {
        let source = UICollectionViewDiffableDataSource<Int, TableRow>(
            collectionView: listView,
            modelCellProvider: { [unowned self] _, indexPath, _ in
                cell(at: indexPath)
            })
        source.supplementaryViewProvider = { [unowned self] listView, kind, indexPath in
            let isHeader = kind == UICollectionView.elementKindSectionHeader
            let content = headerFooter(isHeader: isHeader, section: indexPath.section, telling: true)
            let height = fixedHeaderFooterHeight(isHeader: isHeader, section: indexPath.section)
            // A fixed height without a header keeps its space empty, as UIKit's table does.
            guard content != nil || height != nil else { return nil }
            let registration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: kind) {
                standIn, _, _ in
                content?.configure(standIn)
            }
            let standIn = listView.dequeueConfiguredReusableSupplementary(using: registration, for: indexPath)
            listView.supplementaryViews[ObjectIdentifier(standIn)]?.fixedHeight = height
            return standIn
        }
        listDataSource = source
        return source
    }

    /// The data source's cell for the row, with the list's state and the table's editing
    /// controls, its older labels and accessory type turned into configurations.
    private func cell(at indexPath: IndexPath) -> ListCell {
        guard let dataSource else { preconditionFailure("UITableView: drawn without a data source") }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        listView.hosted?.adopt(cell.model, at: indexPath)
        if let selected = indexPathsForSelectedRows, selected.contains(indexPath), cell.selectionStyle == .none {
            // A row that draws no selection looks unselected (its state still says selected in UIKit).
            cell.isSelected = false
        }
        cell.applyLegacyContent()
        addEditingControls(to: cell, at: indexPath, dataSource: dataSource)
        cell.model.fixedHeight = fixedRowHeight(at: indexPath)
        delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        // The table keeps the cell (and with it the model's link back to it) while the list
        // draws the model.
        shownCells[indexPath] = cell
        return cell.model
    }

    /// The row's height as UIKit's table gives it, in points: the delegate's
    /// `tableView(_:heightForRowAt:)`, else ``rowHeight``; nil where that is
    /// `UITableView.automaticDimension` (or any other negative or non-finite height): the
    /// row sizes itself to its content. The delegate's default answer is
    /// `automaticDimension`, so a delegate without the method leaves ``rowHeight`` in charge,
    /// as UIKit asks the delegate only when it implements the method.
    private func fixedRowHeight(at indexPath: IndexPath) -> Double? {
        let asked = delegate?.tableView(self, heightForRowAt: indexPath) ?? UITableView.automaticDimension
        let height = Double(asked == UITableView.automaticDimension ? rowHeight : asked)
        return height.isFinite && height >= 0 ? height : nil
    }

    /// A section header's or footer's height as UIKit's table gives it, in points: the
    /// delegate's `tableView(_:heightForHeaderInSection:)` (or `…FooterInSection:`), else
    /// ``sectionHeaderHeight`` (``sectionFooterHeight``); nil where that is
    /// `automaticDimension`: the view sizes itself. Zero is UIKit's "the default height"
    /// too (apps ask for no space with `.leastNormalMagnitude`), so only a positive, finite
    /// height is fixed.
    private func fixedHeaderFooterHeight(isHeader: Bool, section: Int) -> Double? {
        let asked =
            (isHeader
                ? delegate?.tableView(self, heightForHeaderInSection: section)
                : delegate?.tableView(self, heightForFooterInSection: section)) ?? UITableView.automaticDimension
        let own = isHeader ? sectionHeaderHeight : sectionFooterHeight
        let height = Double(asked == UITableView.automaticDimension ? own : asked)
        return height.isFinite && height > 0 ? height : nil
    }

    /// The delete or insert control and the reorder control UIKit shows on a row while
    /// the table is editing, unless the app gave the cell its own.
    private func addEditingControls(to cell: UITableViewCell, at indexPath: IndexPath, dataSource: any UITableViewDataSource) {
        let types = Set(cell.accessories.map(\.accessoryType))
        guard dataSource.tableView(self, canEditRowAt: indexPath) else { return }
        if !types.contains(.delete), !types.contains(.insert), !types.contains(.multiselect) {
            let multiselect = allowsMultipleSelectionDuringEditing
            switch multiselect ? .none : delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete {
            case .delete: cell.accessories.insert(.delete(), at: 0)
            case .insert: cell.accessories.insert(.insert(), at: 0)
            case .none: if multiselect { cell.accessories.insert(.multiselect(), at: 0) }
            }
        }
        if !types.contains(.reorder), cell.showsReorderControl || dataSource.tableView(self, canMoveRowAt: indexPath) {
            cell.accessories.append(.reorder())
        }
    }

    /// A section's header or footer: the delegate's view, else the data source's title.
    /// `telling`: the delegate is told the header will be displayed.
    private func headerFooter(isHeader: Bool, section: Int, telling: Bool = false) -> TableHeaderFooter? {
        let view =
            isHeader
            ? delegate?.tableView(self, viewForHeaderInSection: section)
            : delegate?.tableView(self, viewForFooterInSection: section)
        if let view {
            if isHeader, telling { delegate?.tableView(self, willDisplayHeaderView: view, forSection: section) }
            if let headerFooter = view as? UITableViewHeaderFooterView { return .view(headerFooter) }
            if let label = view as? UILabel, let text = label.text { return .title(text) }
        }
        let title =
            isHeader
            ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        return title.map { .title($0) }
    }

    /// The list configuration of the table's style, properties and delegate.
    private func listConfiguration(rowCounts: [Int]) -> UICollectionLayoutListConfiguration {
        var configuration = UICollectionLayoutListConfiguration(appearance: style.listAppearance)
        let sections = rowCounts.indices
        for isHeader in [true, false]
        where sections.contains(where: {
            headerFooter(isHeader: isHeader, section: $0) != nil
                || fixedHeaderFooterHeight(isHeader: isHeader, section: $0) != nil
        }) {
            if isHeader { configuration.headerMode = .supplementary } else { configuration.footerMode = .supplementary }
        }
        if sectionHeaderTopPadding >= 0 { configuration.headerTopPadding = sectionHeaderTopPadding }
        configuration.showsSeparators = separatorStyle != .none
        if let separatorColor { configuration.separatorConfiguration.color = separatorColor }
        let insets = separatorInsetIfSet.map { NSDirectionalEdgeInsets(top: 0, leading: $0.left, bottom: 0, trailing: $0.right) }
        if let insets { configuration.separatorConfiguration.bottomSeparatorInsets = insets }
        if style == .plain, tableFooterView == nil {
            // Below the last row a plain table draws empty rows' separators (M-PF; iOS 15's
            // `fillerRowHeight`); a footer view, even an empty one, hides them.
            configuration.fillerRowHeight = fillerRowHeight > 0 ? Double(fillerRowHeight) : 0
        }
        if style == .plain, let lastSection = rowCounts.lastIndex(where: { $0 > 0 }) {
            // UIKit's plain table separates its last row from the empty rows below it (M-PF,
            // docs/uikit-reference.md §3.11); a plain list leaves it without one.
            let lastRow = IndexPath(item: rowCounts[lastSection] - 1, section: lastSection)
            configuration.itemSeparatorHandler = { indexPath, separator in
                var separator = separator
                if indexPath == lastRow, separator.bottomSeparatorVisibility == .automatic {
                    separator.bottomSeparatorVisibility = .visible
                }
                return separator
            }
        }
        if let delegate {
            // Weak: the delegate is usually the controller that owns the table.
            configuration.leadingSwipeActionsConfigurationProvider = { [unowned self, weak delegate] indexPath in
                delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
            }
            configuration.trailingSwipeActionsConfigurationProvider = { [unowned self, weak delegate] indexPath in
                delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
            }
        }
        return configuration
    }
}

/// Where a table section's header or footer comes from.
@MainActor
enum TableHeaderFooter {
    case title(String)
    case view(UITableViewHeaderFooterView)

    /// Gives the list's header (a stand-in cell) this header's content and background.
    func configure(_ standIn: UICollectionViewListCell) {
        switch self {
        case .title(let title):
            var content = standIn.defaultContentConfiguration()
            content.text = title
            standIn.contentConfiguration = content
        case .view(let view):
            view.configure(standIn)
        }
    }
}
