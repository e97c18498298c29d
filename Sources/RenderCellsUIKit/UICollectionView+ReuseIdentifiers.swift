import Foundation

// Cells registered by class and reuse identifier (`register(_:forCellWithReuseIdentifier:)`
// and `dequeueReusableCell(withReuseIdentifier:for:)`), the form before cell registrations:
// the provider gets a fresh cell of the class with the list's state for its item and
// configures it itself before returning it. A screenshot reuses nothing, so every dequeue
// makes a new cell, as a registration's does.

extension UICollectionView {
    /// Registers `cellClass` (a `UICollectionViewCell` subclass) for `identifier`; nil
    /// removes the registration.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellClasses[identifier] = nil
            return
        }
        guard let cellType = cellClass as? UICollectionViewCell.Type else {
            return report(
                misuse: "register(_:forCellWithReuseIdentifier:): \(cellClass) for \"\(identifier)\" "
                    + "is not a UICollectionViewCell subclass")
        }
        cellClasses[identifier] = cellType
    }

    /// A new cell of the class registered for `identifier`, given the list's state for the
    /// item at `indexPath` (selection, editing, indentation), for the data source's cell
    /// provider to configure and return. With no class registered, or outside the provider's
    /// call for `indexPath` (both raise an exception on iOS), the call is kept for the next
    /// picture to fail with and an unconfigured cell comes back.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let cellType = cellClasses[identifier] else {
            report(
                misuse: "dequeueReusableCell(withReuseIdentifier:for:) at \(indexPath.description): no class is "
                    + "registered for \"\(identifier)\" (register(_:forCellWithReuseIdentifier:))")
            let cell = UICollectionViewCell()
            cell.traitCollection = traitCollection
            return cell
        }
        let cell = cellType.init()
        cell.traitCollection = traitCollection
        guard let hosted, hosted.canDequeueCell(for: indexPath) else {
            report(
                misuse: "dequeueReusableCell(withReuseIdentifier:for:) for \"\(identifier)\" at \(indexPath.description) "
                    + (hosted == nil
                        ? "before a data source was made with the collection view"
                        : "outside the data source's cell provider's call for that index path"))
            return cell
        }
        hosted.adopt(cell.model, at: indexPath)
        return cell
    }
}
