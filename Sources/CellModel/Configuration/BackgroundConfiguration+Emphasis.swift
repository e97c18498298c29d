// The sidebar's "key" condition (docs/uikit-reference.md §3.6): a selected sidebar cell fills with the
// tint colour only while its list has the keyboard focus; when the focus is elsewhere (a
// split view's detail column, say) the selection turns grey. UIKit reads that from the
// responder chain, which a renderer does not have, so it travels as a custom state that
// defaults to "emphasized" — the look of a sidebar in use. AppKit's word for the same
// thing is `NSTableRowView.isEmphasized`.

extension ConfigurationStateCustomKey {
    /// Whether the view's list has the focus; see ``ConfigurationState/isEmphasized``.
    public static let isEmphasized = ConfigurationStateCustomKey("raster.isEmphasized")
}

extension ConfigurationState {
    /// Whether the list this view is in has the keyboard focus, so its selection is drawn
    /// emphasized (tint-filled in a sidebar). True unless set to false.
    public var isEmphasized: Bool {
        get { self[.isEmphasized] as? Bool ?? true }
        set { self[.isEmphasized] = newValue }
    }
}
