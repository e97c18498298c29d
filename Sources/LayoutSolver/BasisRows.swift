/// The tableau's rows by their basic symbol, kept sorted by symbol id (ordered storage: a
/// walk over the rows, and so every tie the simplex breaks, is the same in every process).
struct BasisRows: Sendable {
    private(set) var symbols: [Symbol] = []
    var rows: [Row] = []

    var count: Int { symbols.count }

    func index(of symbol: Symbol) -> Int? {
        let i = insertionIndex(of: symbol)
        return i < symbols.count && symbols[i].id == symbol.id ? i : nil
    }

    private func insertionIndex(of symbol: Symbol) -> Int {
        var low = 0
        var high = symbols.count
        while low < high {
            let mid = (low + high) / 2
            if symbols[mid].id < symbol.id { low = mid + 1 } else { high = mid }
        }
        return low
    }

    subscript(symbol: Symbol) -> Row? {
        index(of: symbol).map { rows[$0] }
    }

    mutating func set(_ row: Row, for symbol: Symbol) {
        let i = insertionIndex(of: symbol)
        if i < symbols.count && symbols[i].id == symbol.id {
            rows[i] = row
        } else {
            symbols.insert(symbol, at: i)
            rows.insert(row, at: i)
        }
    }

    @discardableResult
    mutating func remove(at i: Int) -> Row {
        symbols.remove(at: i)
        return rows.remove(at: i)
    }

    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Row? {
        guard let i = index(of: symbol) else { return nil }
        return remove(at: i)
    }
}
