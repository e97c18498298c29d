import Foundation

/// Where a boundary supplementary item sits on its section (`NSRectAlignment`).
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}
