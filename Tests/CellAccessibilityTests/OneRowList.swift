import RenderCells

/// A plain list of one row titled `title`, its cell configured by `configure` after the
/// row's text is set (as a registration would), for the tests to lay out.
func oneRowList(_ title: String, configure: @escaping (ListCell) -> Void) -> CollectionView<Int, String> {
    let registration = CellRegistration<ListCell, String> { cell, _, title in
        var content = cell.defaultContentConfiguration()
        content.text = title
        cell.contentConfiguration = content
        configure(cell)
    }
    let view = CollectionView<Int, String>(
        layout: .list(using: ListConfiguration(appearance: .plain)),
        cellRegistration: registration)
    var snapshot = DataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems([title])
    view.apply(snapshot)
    return view
}
