/// A trait whose value is a number of points or a ratio (`UICGFloatTraitDefinition`).
///
/// UIKit gives numeric traits their own protocols so that Objective-C can store them
/// without boxing; here they are ordinary ``TraitDefinition``s with the value type fixed,
/// kept for code that ports UIKit's declarations as they are:
///
/// ```swift
/// struct CornerRoundnessTrait: CGFloatTraitDefinition { static let defaultValue = 10.0 }
/// ```
public protocol CGFloatTraitDefinition: TraitDefinition where Value == Double {}
