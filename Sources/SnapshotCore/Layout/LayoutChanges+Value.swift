extension LayoutChanges {
    /// One compared value of an element, kept as it was read until it is shown. A number
    /// stays a Double (a frame's four, a dump's numbers): a failing screen's hundred
    /// elements have four hundred frame values, and writing each as text only to compare
    /// the texts was a fifth of the comparison; only the values that differ are written.
    enum Value: Sendable {
        /// A number, shown as ``LayoutChanges/text(number:)`` writes it.
        case number(Double)
        /// Anything else (a string, `1` for true, a whole number beyond Double's precision as
        /// its digits …), as shown.
        case text(String)

        /// The value as a change shows it.
        var text: String {
            switch self {
            case .number(let number): LayoutChanges.text(number: number)
            case .text(let text): text
            }
        }

        /// Whether the two show the same text, without writing numbers as text: two numbers
        /// show the same text exactly when they round to the same 1/10,000 (the text is a
        /// function of the rounded value that tells every two rounded values apart, but for
        /// 0 and -0, which Double's == also takes as equal).
        func showsSame(as other: Value) -> Bool {
            switch (self, other) {
            case (.number(let a), .number(let b)):
                let (x, y) = (LayoutChanges.rounded(a), LayoutChanges.rounded(b))
                return x == y || (x.isNaN && y.isNaN)
            case (.text(let a), .text(let b)): return a == b
            case (.number(let a), .text(let b)), (.text(let b), .number(let a)): return LayoutChanges.text(number: a) == b
            }
        }
    }
}
