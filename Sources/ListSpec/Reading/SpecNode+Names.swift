import RenderCells

extension SpecNode {
    /// Whether `name` is a plain identifier: a letter or _, then letters, digits or _, at
    /// most 64 characters.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, name.unicodeScalars.count <= 64,
            first.properties.isAlphabetic || first == "_"
        else { return false }
        return name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
        }
    }

    /// A name the spec declares: a plain identifier.
    func identifier(what: String) throws(SpecError) -> String {
        let name = try string(what: what)
        guard Self.isIdentifier(name) else {
            throw error("'\(Self.shown(name))' is not a usable name for \(what); use letters, digits and _ (at most 64)")
        }
        return name
    }
}
