/// The object a collection view tells about taps and scrolling (`UICollectionViewDelegate`).
/// Its methods are the screen's own and are never called: nothing is tapped in a picture.
public protocol UICollectionViewDelegate: AnyObject {}
