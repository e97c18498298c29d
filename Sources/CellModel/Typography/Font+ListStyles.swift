import Typesetting

// UIKit's private list text styles (docs/uikit-reference.md §3.3), as text-style fonts so they follow
// Dynamic Type like the public ones:
//
// | Private style          | Here                                         | At Large        |
// |------------------------|----------------------------------------------|-----------------|
// | EmphasizedSubheadline  | subheadline, Semibold (its emphasized weight) | 15 pt / 20      |
// | EmphasizedTitle3       | title3, Semibold                              | 20 pt / 25      |
// | EmphasizedTitle2       | title2, Bold                                  | 22 pt / 28      |
// | EmphasizedBody         | body, Semibold                                | 17 pt / 22      |
// | ShortFootnote          | footnote, tight leading (−2 pt)               | 13 pt / 16      |
//
// ShortFootnote's exact leading is not in the sources; "footnote with the tight-leading
// trait" is the closest public equivalent, and the tight variant is modelled as −2 pt.

extension Font {
    /// A text style with the bold symbolic trait (its emphasized weight).
    static func emphasized(_ style: TextStyle, category: ContentSizeCategory) -> Font {
        preferredFont(forTextStyle: style, weight: style.emphasizedWeight, leading: .standard, category: category)
    }

    package static func emphasizedSubheadline(category: ContentSizeCategory) -> Font {
        emphasized(.subheadline, category: category)
    }

    package static func emphasizedTitle3(category: ContentSizeCategory) -> Font {
        emphasized(.title3, category: category)
    }

    package static func emphasizedTitle2(category: ContentSizeCategory) -> Font {
        emphasized(.title2, category: category)
    }

    package static func emphasizedBody(category: ContentSizeCategory) -> Font {
        emphasized(.body, category: category)
    }

    package static func shortFootnote(category: ContentSizeCategory) -> Font {
        preferredFont(forTextStyle: .footnote, weight: .regular, leading: .tight, category: category)
    }

    /// A public text style at its own weight.
    static func style(_ style: TextStyle, category: ContentSizeCategory) -> Font {
        preferredFont(forTextStyle: style, weight: style.weight, leading: .standard, category: category)
    }
}
