/// What the person reviewing decided about one snapshot.
public enum ReviewDecision: String, Codable, Sendable {
    /// Not decided yet: "Accept all" accepts it.
    case pending
    /// Its picture was written as the reference (and its manifest entry set).
    case accepted
    /// Kept as it is: nothing written, and "Accept all" leaves it alone.
    case rejected
}
