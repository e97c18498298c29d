import RenderCells

/// The named colour transformers a spec can apply (`UIConfigurationColorTransformer`).
package enum ColorTransformerName: String, Hashable, Sendable, CaseIterable {
    case grayscale, preferredTint, monochromeTint, sidebarHighlight

    package var transformer: ColorTransformer {
        switch self {
        case .grayscale: .grayscale
        case .preferredTint: .preferredTint
        case .monochromeTint: .monochromeTint
        case .sidebarHighlight: .sidebarHighlight
        }
    }
}
