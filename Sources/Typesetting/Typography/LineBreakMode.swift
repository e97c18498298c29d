/// How a label wraps and truncates text that does not fit (`NSLineBreakMode`).
public enum LineBreakMode: String, Sendable, Hashable, CaseIterable, Codable {
    /// Wrap at word boundaries.
    case wordWrap
    /// Wrap at character boundaries.
    case charWrap
    /// Cut off at the edge without an ellipsis.
    case clip
    /// "…end".
    case truncateHead
    /// "sta…end".
    case truncateMiddle
    /// "start…": the list default.
    case truncateTail
}
