// Colours are hashable, as `UIColor` is, so an app's items that carry a colour can be
// diffable identifiers. The hash follows ``Color/==(_:_:)``: fixed colours by their
// components; dynamic colours by alpha and name when named (a name is an identity), else
// by the provider they share.
extension Color: Hashable {
    public func hash(into hasher: inout Hasher) {
        switch storage {
        case .fixed(let rgba):
            hasher.combine(0)
            hasher.combine(rgba)
        case .dynamic(let provider, let alpha):
            hasher.combine(1)
            hasher.combine(alpha)
            if let name {
                hasher.combine(name)
            } else {
                hasher.combine(ObjectIdentifier(provider))
            }
        }
    }
}
