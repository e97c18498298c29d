// UIKit's names for RenderCells types that already have UIKit's shape. Each line is the
// whole translation: the type behind it is documented in RenderCells.

// MARK: Cells and configurations
public typealias UIListContentConfiguration = ListContentConfiguration
public typealias UIBackgroundConfiguration = BackgroundConfiguration
public typealias UICellConfigurationState = CellConfigurationState
public typealias UIViewConfigurationState = ViewConfigurationState
public typealias UIConfigurationState = ConfigurationState
public typealias UIConfigurationStateCustomKey = ConfigurationStateCustomKey
public typealias UICellAccessory = CellAccessory
public typealias UIConfigurationColorTransformer = ColorTransformer
public typealias UIListSeparatorConfiguration = ListSeparatorConfiguration
public typealias UICellConfigurationDragState = CellDragState
public typealias UICellConfigurationDropState = CellDropState

// MARK: Data
public typealias NSDiffableDataSourceSnapshot = DataSourceSnapshot
public typealias NSDiffableDataSourceSectionSnapshot = SectionSnapshot
public typealias NSCollectionLayoutEnvironment = LayoutEnvironment
public typealias NSCollectionLayoutContainer = LayoutEnvironment.Container

// MARK: Traits
public typealias UITraitCollection = TraitCollection
public typealias UITraitDefinition = TraitDefinition
public typealias UICGFloatTraitDefinition = CGFloatTraitDefinition
public typealias UINSIntegerTraitDefinition = NSIntegerTraitDefinition
public typealias UIMutableTraits = MutableTraits
public typealias UITraitOverrides = TraitOverrides
public typealias UITraitChangeObservable = TraitChangeObservable
public typealias UITraitChangeRegistration = TraitChangeRegistration
public typealias UITraitUserInterfaceStyle = TraitUserInterfaceStyle
public typealias UITraitUserInterfaceIdiom = TraitUserInterfaceIdiom
public typealias UITraitHorizontalSizeClass = TraitHorizontalSizeClass
public typealias UITraitVerticalSizeClass = TraitVerticalSizeClass
public typealias UITraitPreferredContentSizeCategory = TraitPreferredContentSizeCategory
public typealias UITraitDisplayScale = TraitDisplayScale
public typealias UITraitLayoutDirection = TraitLayoutDirection
public typealias UITraitAccessibilityContrast = TraitAccessibilityContrast
public typealias UITraitLegibilityWeight = TraitLegibilityWeight
public typealias UITraitUserInterfaceLevel = TraitUserInterfaceLevel
public typealias UIUserInterfaceStyle = UserInterfaceStyle
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
public typealias UIUserInterfaceLevel = UserInterfaceLevel
public typealias UIContentSizeCategory = ContentSizeCategory
public typealias UIAccessibilityContrast = AccessibilityContrast
public typealias UILegibilityWeight = LegibilityWeight
public typealias UITraitEnvironmentLayoutDirection = LayoutDirection

// MARK: Colours, images, fonts, geometry
public typealias UIColor = Color
public typealias UIImage = ListImage
public typealias UIFont = Font
public typealias UIFontMetrics = FontMetrics
public typealias NSDirectionalEdgeInsets = EdgeInsets
public typealias NSDirectionalRectEdge = BackgroundConfiguration.DirectionalRectEdge
public typealias UIAxis = Axis
public typealias UILayoutPriority = LayoutPriority
