import RenderCells

extension TextGallery {
    static let body = Font.preferredFont(forTextStyle: .body)
    static let footnote = Font.preferredFont(forTextStyle: .footnote)

    /// One sample line per script of the multilingual corpus.
    public static let multilingualCorpus: [(label: String, text: String, language: String?, rightToLeft: Bool)] = [
        ("English", "AVATAR To Wa “office” ffi ½", nil, false),
        ("Korean", "다람쥐 헌 쳇바퀴에 타고파", "ko", false),
        ("Chinese", "我能吞下玻璃而不伤身体。", "zh-Hans", false),
        ("Japanese", "いろはにほへと、カタカナ漢字", "ja", false),
        ("Arabic", "مرحبا بالعالم، كيف حالك؟", "ar", true),
        ("Hebrew", "שלום עולם, מה שלומך?", "he", true),
        ("Emoji", "👩‍👩‍👧‍👦 👍🏽 🧑🏿‍💻 🏳️‍🌈 ❤️ 🇯🇵", nil, false),
        ("Marks", "e\u{301} n\u{303} a\u{308} o\u{302}\u{323} A\u{30A}ngstro\u{308}m q\u{307}\u{323}", nil, false)
    ]

    static let multilingual = PrimitivePlate(
        name: "multilingual", title: "Scripts: Latin, Hangul, Han, Kana, Arabic, Hebrew, emoji, marks",
        size: Size(width: 320, height: 24 + 30 * Double(multilingualCorpus.count))
    ) { c in
        var y = 12.0
        for sample in multilingualCorpus {
            var style = ParagraphStyle(lineBreakMode: .clip)
            style.lineHeight = 30
            style.baseWritingDirection = sample.rightToLeft ? .rightToLeft : .leftToRight
            let l = layout(sample.text, font: body, style: style, width: 236, language: sample.language)
            drawBaselines(l, at: Point(x: 72, y: y), width: 236, on: c)
            c.draw(l, at: Point(x: 72, y: y))
            drawCaption(sample.label, at: Point(x: 12, y: y), on: c, baseline: y + l.firstBaseline)
            y += 30
        }
    }

    static let truncation = PrimitivePlate(
        name: "truncation", title: "Line break modes: clip, head, middle, tail, word wrap, char wrap",
        size: Size(width: 320, height: 12 + 4 * 30 + 2 * 52 + 12)
    ) { c in
        let text = "The quick brown fox jumps over the lazy dog"
        let modes: [(LineBreakMode, String, Int)] = [
            (.clip, "clip", 1), (.truncateHead, "head", 1), (.truncateMiddle, "middle", 1), (.truncateTail, "tail", 1),
            (.wordWrap, "word wrap", 2), (.charWrap, "char wrap", 2)
        ]
        var y = 12.0
        for (mode, name, lines) in modes {
            var style = ParagraphStyle(lineBreakMode: mode, numberOfLines: lines)
            style.lineHeight = body.leading
            let box = Rect(x: 88, y: y, width: 180, height: body.leading * Double(lines))
            drawBox(box, on: c)
            let l = layout(text, font: body, style: style, width: box.width)
            c.withSavedState {
                // Clip mode draws past the width as UILabel would; the box clips it.
                c.clip(to: box)
                c.draw(l, at: box.origin)
            }
            drawCaption(name, at: Point(x: 12, y: y), on: c, baseline: y + l.firstBaseline)
            y += body.leading * Double(lines) + 8
        }
    }

    static let bidi = PrimitivePlate(
        name: "bidi", title: "Right-to-left and mixed-direction paragraphs", size: Size(width: 320, height: 250)
    ) { c in
        let samples: [(String, LayoutDirection, String?)] = [
            ("النص العربي يلتف على عدة أسطر ويبدأ من اليمين، مع أرقام 123 و 456 في المنتصف.", .rightToLeft, "ar"),
            ("עברית נכתבת מימין לשמאל, והמספר 2024 נשאר משמאל לימין.", .rightToLeft, "he"),
            ("The Hebrew word שלום means peace, and مرحبا means hello.", .leftToRight, nil),
            ("كلمة hello تعني مرحبا و world تعني عالم.", .rightToLeft, "ar")
        ]
        var y = 10.0
        for (text, direction, language) in samples {
            var style = ParagraphStyle.wrapping
            style.lineHeight = body.leading
            style.baseWritingDirection = direction
            let l = layout(text, font: body, style: style, width: 280, language: language)
            drawBox(Rect(x: 20, y: y, width: 280, height: l.size.height), on: c)
            c.draw(l, at: Point(x: 20, y: y))
            y += l.size.height + 10
        }
    }

    static let exclusion = PrimitivePlate(
        name: "exclusion", title: "Text flowing around an exclusion rectangle (left and right)",
        size: Size(width: 320, height: 250)
    ) { c in
        let text =
            "Accessibility layouts put a cell's image above or beside its text; when the image sits beside it, the text flows around the image and returns to the full width below it, as a magazine column flows around a picture."
        var y = 10.0
        for (i, exclusion) in [Rect(x: 0, y: 0, width: 64, height: 60), Rect(x: 216, y: 22, width: 64, height: 50)].enumerated() {
            var style = ParagraphStyle.wrapping
            style.lineHeight = footnote.leading
            style.exclusion = exclusion
            let l = layout(text, font: footnote, style: style, width: 280)
            let origin = Point(x: 20, y: y)
            drawBox(Rect(x: 20, y: y, width: 280, height: l.size.height), on: c)
            c.fill(
                Path(roundedRect: exclusion.offsetBy(dx: origin.x, dy: origin.y), cornerRadius: 10, cornerCurve: .continuous),
                with: Paint(color: i == 0 ? RGBAColor(r: 52, g: 199, b: 89) : RGBAColor(r: 255, g: 149, b: 0)))
            c.draw(l, at: origin)
            y += l.size.height + 14
        }
    }

    static let alignment = PrimitivePlate(
        name: "alignment", title: "Alignment: natural, left, centre, right, justified", size: Size(width: 320, height: 244)
    ) { c in
        let text = "Lists show rows of text that wrap onto a second line."
        var y = 10.0
        for a in TextAlignment.allCases {
            var style = ParagraphStyle(alignment: a, lineBreakMode: .wordWrap, numberOfLines: 0)
            style.lineHeight = footnote.leading
            let l = layout(text, font: footnote, style: style, width: 200)
            drawBox(Rect(x: 100, y: y, width: 200, height: l.size.height), on: c)
            c.draw(l, at: Point(x: 100, y: y))
            drawCaption(a.rawValue, at: Point(x: 12, y: y), on: c, baseline: y + l.firstBaseline)
            y += l.size.height + 12
        }
    }

    static let transformed = PrimitivePlate(
        name: "transformed", title: "Text under transforms: fractional scale, rotation (outlines), colours",
        size: Size(width: 320, height: 120)
    ) { c in
        let title = Font.preferredFont(forTextStyle: .title2).withWeight(.bold)
        var style = ParagraphStyle(lineBreakMode: .clip)
        style.lineHeight = title.leading
        let l = layout("Rotated 😀 text", font: title, color: .systemBlue, style: style, width: .infinity)
        c.withSavedState {
            c.transform = Transform(rotationAngle: -0.2).concatenating(Transform(translationX: 16, y: 60)).concatenating(
                c.transform)
            c.draw(l, at: .zero)
        }
        c.withSavedState {
            c.transform = Transform(scale: 0.75).concatenating(Transform(translationX: 170.3, y: 20.6)).concatenating(c.transform)
            c.draw(layout("Scaled ¾", font: title, style: style, width: .infinity), at: .zero)
        }
        let dark = traits.modifyingTraits { $0.userInterfaceStyle = .dark }
        c.fill(Rect(x: 170, y: 64, width: 140, height: 44), with: Paint(color: RGBAColor(r: 0, g: 0, b: 0)))
        c.draw(layout("Dark label", font: body, style: style, width: .infinity, traits: dark), at: Point(x: 180, y: 74))
    }
}
