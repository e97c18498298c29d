import Foundation

/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`: any scrolling behaviour shows
/// one row continuing past the trailing edge.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}
