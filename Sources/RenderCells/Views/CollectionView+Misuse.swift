import struct Foundation.IndexPath

// Calls UIKit answers with an exception (NSInternalInconsistencyException): a list drawn
// without a data source, a cell provider that returns no cell or a cell not dequeued for
// its index path, a dequeue outside the provider's call, a supplementary registration of
// an element kind that is neither header nor footer. On iOS the app stops there; here a
// snapshot test or `render-cells` must fail that one picture with the call and the index
// path and carry on with the rest of the run, so the collection keeps the first such call
// and the checked render path (`checkedLayout`) throws it as ``RenderError/misuse(_:)``.

extension CollectionView {
    /// Keeps `message` unless an earlier misuse is kept: UIKit stops at the first, so the
    /// first is the one to fix.
    package func report(misuse message: String) {
        if misuse == nil { misuse = message }
    }

    /// The kept misuse, cleared: a render reports it once.
    package func takeMisuse() -> String? {
        defer { misuse = nil }
        return misuse
    }

    /// The data source's cell for the item at `indexPath`, or nil (the misuse kept) when
    /// there is no data source, or its provider returns no cell or one it did not dequeue
    /// for `indexPath`.
    func providedCell(at indexPath: IndexPath, item: ItemIdentifier) -> ListCell? {
        guard let cellProvider else {
            report(misuse: "CollectionView: drawn without a data source to make the cell at \(indexPath)")
            return nil
        }
        guard let cell = cellProvider(self, indexPath, item) else {
            report(misuse: "CollectionView: the cell provider returned no cell for item \(item) at \(indexPath)")
            return nil
        }
        guard cell.dequeuedAt == indexPath else {
            report(
                misuse: "CollectionView: the cell provider returned a cell for item \(item) at \(indexPath) "
                    + "that was not dequeued for it (dequeueConfiguredReusableCell(using:for:item:))")
            return nil
        }
        return cell
    }
}
