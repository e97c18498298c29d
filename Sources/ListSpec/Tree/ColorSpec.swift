import RenderCells

/// A colour as a spec names it: a system colour, one of UIKit's fixed colours, a hex
/// value, or a pair for light and dark appearance.
///
/// Kept as the name the user wrote rather than as a `Color`, so specs compare by value
/// and error messages and dumps can say "systemBlue" instead of a provider.
package enum ColorSpec: Hashable, Sendable, CustomStringConvertible {
    /// A dynamic system colour by its UIKit name ("label", "systemBlue", …).
    case system(String)
    /// One of UIKit's fixed colours by name ("clear", "black", "white", …).
    case fixed(String)
    /// Straight-alpha sRGB from `#RRGGBB` or `#RRGGBBAA`.
    case rgba(RGBAColor)
    /// One colour in light (and unspecified) appearance, the other in dark.
    indirect case dynamic(light: ColorSpec, dark: ColorSpec)

    /// UIKit's fixed named colours (`UIColor.black` …), by name.
    package static let fixedColors: [(name: String, color: Color)] = [
        ("clear", .clear), ("black", .black), ("white", .white), ("darkGray", .darkGray), ("gray", .gray),
        ("lightGray", .lightGray), ("red", .red), ("green", .green), ("blue", .blue), ("cyan", .cyan),
        ("yellow", .yellow), ("magenta", .magenta), ("orange", .orange), ("purple", .purple), ("brown", .brown)
    ]

    /// Every name a colour may be given by: the system palette, then the fixed colours.
    package static var names: [String] { Color.systemColorNames + fixedColors.map(\.name) }

    /// The model colour.
    package var color: Color {
        switch self {
        case .system(let name):
            // Names are checked when the spec is read; clear is a harmless stand-in.
            return Color.systemColor(named: name) ?? .clear
        case .fixed(let name):
            return Self.fixedColors.first { $0.name == name }?.color ?? .clear
        case .rgba(let rgba):
            return Color(rgba)
        case .dynamic(let light, let dark):
            let l = light.color
            let d = dark.color
            return Color { traits in traits.userInterfaceStyle == .dark ? d : l }
        }
    }

    package var description: String {
        switch self {
        case .system(let name), .fixed(let name): return name
        case .rgba(let c): return Self.hex(c)
        case .dynamic(let light, let dark): return "{light: \(light), dark: \(dark)}"
        }
    }

    /// "#RRGGBBAA" of a straight sRGB colour.
    static func hex(_ c: RGBAColor) -> String {
        let digits = Array("0123456789ABCDEF")
        func byte(_ v: Double) -> String {
            let b = Int((min(1, max(0, v)) * 255).rounded())
            return String([digits[b / 16], digits[b % 16]])
        }
        return "#" + byte(c.red) + byte(c.green) + byte(c.blue) + byte(c.alpha)
    }

    /// The colour of `#RRGGBB` / `#RRGGBBAA`, or nil when `text` is not one.
    static func parseHex(_ text: String) -> RGBAColor? {
        let scalars = Array(text.unicodeScalars)
        guard scalars.first == "#", scalars.count == 7 || scalars.count == 9 else { return nil }
        var bytes: [Int] = []
        var i = 1
        while i < scalars.count {
            guard let hi = hexValue(scalars[i]), let lo = hexValue(scalars[i + 1]) else { return nil }
            bytes.append(hi * 16 + lo)
            i += 2
        }
        let alpha = bytes.count == 4 ? Double(bytes[3]) / 255 : 1
        return RGBAColor(r: bytes[0], g: bytes[1], b: bytes[2], alpha: alpha)
    }

    private static func hexValue(_ s: Unicode.Scalar) -> Int? {
        switch s {
        case "0"..."9": return Int(s.value - 48)
        case "a"..."f": return Int(s.value - 97 + 10)
        case "A"..."F": return Int(s.value - 65 + 10)
        default: return nil
        }
    }
}
