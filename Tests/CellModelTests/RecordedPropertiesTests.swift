import CellModel
import Testing

// Which properties count as explicitly set decides what `updated(for:)` may restyle, so
// every setter must record exactly its own property. The record is read by name from the
// `@Recorded` properties; these tables set each property once (to the value it already
// has, which still locks it: seed 000) and require the record to name that property and
// nothing else, for every `Property` case. A property whose case is misspelt, or a case
// with no property behind it, fails here.

@Suite("Recorded properties")
struct RecordedPropertiesTests {
    typealias Background = BackgroundConfiguration
    typealias Content = ListContentConfiguration

    static let background: [Background.Property: @Sendable (inout Background) -> Void] = [
        .customView: { $0.customView = $0.customView },
        .cornerRadius: { $0.cornerRadius = $0.cornerRadius },
        .backgroundInsets: { $0.backgroundInsets = $0.backgroundInsets },
        .edgesAddingLayoutMarginsToBackgroundInsets: {
            $0.edgesAddingLayoutMarginsToBackgroundInsets = $0.edgesAddingLayoutMarginsToBackgroundInsets
        },
        .backgroundColor: { $0.backgroundColor = $0.backgroundColor },
        .backgroundColorTransformer: { $0.backgroundColorTransformer = $0.backgroundColorTransformer },
        .visualEffect: { $0.visualEffect = $0.visualEffect },
        .image: { $0.image = $0.image },
        .imageContentMode: { $0.imageContentMode = $0.imageContentMode },
        .strokeColor: { $0.strokeColor = $0.strokeColor },
        .strokeColorTransformer: { $0.strokeColorTransformer = $0.strokeColorTransformer },
        .strokeWidth: { $0.strokeWidth = $0.strokeWidth },
        .strokeOutset: { $0.strokeOutset = $0.strokeOutset }
    ]

    static let content: [Content.Property: @Sendable (inout Content) -> Void] = [
        .image: { $0.image = $0.image },
        .text: { $0.text = $0.text },
        .attributedText: { $0.attributedText = $0.attributedText },
        .secondaryText: { $0.secondaryText = $0.secondaryText },
        .secondaryAttributedText: { $0.secondaryAttributedText = $0.secondaryAttributedText },
        .directionalLayoutMargins: { $0.directionalLayoutMargins = $0.directionalLayoutMargins },
        .axesPreservingSuperviewLayoutMargins: {
            $0.axesPreservingSuperviewLayoutMargins = $0.axesPreservingSuperviewLayoutMargins
        },
        .imageToTextPadding: { $0.imageToTextPadding = $0.imageToTextPadding },
        .textToSecondaryTextHorizontalPadding: {
            $0.textToSecondaryTextHorizontalPadding = $0.textToSecondaryTextHorizontalPadding
        },
        .textToSecondaryTextVerticalPadding: {
            $0.textToSecondaryTextVerticalPadding = $0.textToSecondaryTextVerticalPadding
        },
        .prefersSideBySideTextAndSecondaryText: {
            $0.prefersSideBySideTextAndSecondaryText = $0.prefersSideBySideTextAndSecondaryText
        }
    ]

    static let text: [Content.TextProperties.Property: @Sendable (inout Content.TextProperties) -> Void] = [
        .font: { $0.font = $0.font },
        .color: { $0.color = $0.color },
        .colorTransformer: { $0.colorTransformer = $0.colorTransformer },
        .alignment: { $0.alignment = $0.alignment },
        .lineBreakMode: { $0.lineBreakMode = $0.lineBreakMode },
        .numberOfLines: { $0.numberOfLines = $0.numberOfLines },
        .adjustsFontSizeToFitWidth: { $0.adjustsFontSizeToFitWidth = $0.adjustsFontSizeToFitWidth },
        .minimumScaleFactor: { $0.minimumScaleFactor = $0.minimumScaleFactor },
        .allowsDefaultTighteningForTruncation: {
            $0.allowsDefaultTighteningForTruncation = $0.allowsDefaultTighteningForTruncation
        },
        .adjustsFontForContentSizeCategory: {
            $0.adjustsFontForContentSizeCategory = $0.adjustsFontForContentSizeCategory
        },
        .transform: { $0.transform = $0.transform }
    ]

    static let image: [Content.ImageProperties.Property: @Sendable (inout Content.ImageProperties) -> Void] = [
        .tintColor: { $0.tintColor = $0.tintColor },
        .tintColorTransformer: { $0.tintColorTransformer = $0.tintColorTransformer },
        .cornerRadius: { $0.cornerRadius = $0.cornerRadius },
        .maximumSize: { $0.maximumSize = $0.maximumSize },
        .reservedLayoutSize: { $0.reservedLayoutSize = $0.reservedLayoutSize },
        .preferredSymbolConfiguration: { $0.preferredSymbolConfiguration = $0.preferredSymbolConfiguration }
    ]

    /// Sets each property of `table` on a copy of `fresh` and requires `record` to name
    /// that property alone, and `table` to cover every `Property` case.
    func expectEachSetterRecordsItself<Subject: Equatable, Property: CaseIterable & Hashable>(
        _ table: [Property: @Sendable (inout Subject) -> Void], on fresh: Subject, record: (Subject) -> Set<Property>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(Set(table.keys) == Set(Property.allCases), sourceLocation: sourceLocation)
        #expect(record(fresh).isEmpty, sourceLocation: sourceLocation)
        for (property, set) in table {
            var subject = fresh
            set(&subject)
            #expect(record(subject) == [property], "\(property)", sourceLocation: sourceLocation)
            // Equality includes the record: the two would restyle differently.
            #expect(subject != fresh, "\(property)", sourceLocation: sourceLocation)
        }
    }

    @Test("each setter records its own property and nothing else")
    func settersRecordThemselves() {
        expectEachSetterRecordsItself(Self.background, on: Background.listSidebarCell()) { $0.explicitlySetProperties }
        let content = Content.valueCell()
        expectEachSetterRecordsItself(Self.content, on: content) { $0.explicitlySetProperties }
        expectEachSetterRecordsItself(Self.text, on: content.secondaryTextProperties) { $0.explicitlySetProperties }
        expectEachSetterRecordsItself(Self.image, on: content.imageProperties) { $0.explicitlySetProperties }
        // A nested record stays in its own level.
        var c = content
        c.textProperties.color = .systemRed
        c.imageProperties.cornerRadius = 4
        #expect(c.explicitlySetProperties.isEmpty)
        #expect(c.textProperties.explicitlySetProperties == [.color])
        #expect(c.secondaryTextProperties.explicitlySetProperties.isEmpty)
    }

    @Test("setting text clears attributedText without recording it, and the other way round")
    func textAndAttributedText() {
        var c = Content.cell()
        c.attributedText = AttributedText("Bold", attributes: TextAttributes(underline: true))
        #expect(c.text == "Bold")
        #expect(c.explicitlySetProperties == [.attributedText])
        c.text = "Plain"
        #expect(c.attributedText == nil)
        #expect(c.explicitlySetProperties == [.attributedText, .text])
        c.secondaryText = "Detail"
        #expect(c.explicitlySetProperties == [.attributedText, .text, .secondaryText])
        // Restyling for a state keeps the content and the record.
        var state = CellConfigurationState(traitCollection: .iPhone)
        state.isDisabled = true
        let disabled = c.updated(for: state)
        #expect(disabled.text == "Plain" && disabled.secondaryText == "Detail")
        #expect(disabled.explicitlySetProperties == c.explicitlySetProperties)
    }
}
