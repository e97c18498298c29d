import RenderCells

// Readers for accessory options: a reserved layout width and a custom view's position.

extension SpecNode {
    /// `actual`, `standard` or a width in points (`UICellAccessory.LayoutDimension`).
    func layoutDimension() throws(SpecError) -> CellAccessory.LayoutDimension {
        if case .scalar(let s) = node, s.style == .plain, Double(s.string) != nil {
            return .custom(try length(in: 0...SpecLimits.maxLength))
        }
        switch try name(among: ["standard", "actual"], what: "layout width (or a width in points)") {
        case "actual": return .actual
        default: return .standard
        }
    }

    /// Where a custom view goes among its edge's accessories: `end`, an index, or
    /// `{before: name}` / `{after: name}` (UIKit's `position(before:)` and `position(after:)`).
    func accessoryPosition() throws(SpecError) -> CellAccessory.Position {
        if case .mapping = node {
            let f = try fields(allowed: ["before", "after"], what: "a position")
            guard f.order.count == 1, let key = f.order.first, let target = f[key] else {
                throw error("a position is {before: name} or {after: name}, one of them")
            }
            let type = try target.accessoryType()
            return key == "before" ? .before(type) : .after(type)
        }
        if case .scalar(let s) = node, s.style == .plain, Int(s.string) != nil {
            return .index(try integer(in: 0...SpecLimits.maxAccessories, what: "an index"))
        }
        _ = try name(among: ["end"], what: "position (or an index, {before: name} or {after: name})")
        return .end
    }

    /// An accessory's type by its spec name (`switch` is a custom view).
    private func accessoryType() throws(SpecError) -> CellAccessory.AccessoryType {
        let names = AccessorySpec.names + ["customView"]
        let text = try name(among: names, what: "accessory")
        return text == "switch" ? .customView : CellAccessory.AccessoryType(rawValue: text) ?? .customView
    }
}
