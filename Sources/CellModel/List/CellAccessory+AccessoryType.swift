extension CellAccessory {
    /// An accessory's type without its options, what UIKit's `position(before:)` and
    /// `position(after:)` match on (the accessory's class), and its name in specs and dumps.
    public enum AccessoryType: String, Hashable, Sendable, CaseIterable, Codable {
        case disclosureIndicator, checkmark, detail, outlineDisclosure, label, delete, insert, multiselect, reorder
        case popUpMenu, customView
    }

    /// This accessory's type.
    public var accessoryType: AccessoryType {
        switch kind {
        case .disclosureIndicator: .disclosureIndicator
        case .checkmark: .checkmark
        case .detail: .detail
        case .outlineDisclosure: .outlineDisclosure
        case .label: .label
        case .delete: .delete
        case .insert: .insert
        case .multiselect: .multiselect
        case .reorder: .reorder
        case .popUpMenu: .popUpMenu
        case .customView: .customView
        }
    }
}
