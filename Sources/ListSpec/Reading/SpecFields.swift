import RenderCells

/// The checked fields of one spec mapping: each allowed key at most once, in file order.
struct SpecFields {
    /// The mapping itself, for errors about the whole (a missing or conflicting field).
    let node: SpecNode
    let values: [String: SpecNode]
    /// The keys in the order the file gives them.
    let order: [String]

    subscript(key: String) -> SpecNode? { values[key] }

    func has(_ key: String) -> Bool { values[key] != nil }

    /// Reads `key` with `read` when present.
    func read<T>(_ key: String, _ read: (SpecNode) throws(SpecError) -> T) throws(SpecError) -> T? {
        guard let value = values[key] else { return nil }
        return try read(value)
    }
}
