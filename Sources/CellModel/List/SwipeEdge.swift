/// Which edge of a row a swipe reveals actions at.
///
/// UIKit's state has one `isSwiped` flag; which side was swiped is part of the gesture,
/// not the state. A picture has no gesture, so a swiped cell says its edge with this value.
public enum SwipeEdge: String, Hashable, Sendable, CaseIterable, Codable {
    /// The leading actions: the row's content moves towards the trailing edge.
    case leading
    /// The trailing actions (the usual swipe): the content moves towards the leading edge.
    case trailing
}
