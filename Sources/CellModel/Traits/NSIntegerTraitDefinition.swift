/// A trait whose value is an integer (`UINSIntegerTraitDefinition`); see
/// ``CGFloatTraitDefinition`` for why it exists.
///
/// ```swift
/// struct NestingDepthTrait: NSIntegerTraitDefinition { static let defaultValue = 0 }
/// ```
public protocol NSIntegerTraitDefinition: TraitDefinition where Value == Int {}
