/// One row of the tableau: `basic = constant + Σ coefficient × symbol`, the cells kept
/// sorted by symbol id (ordered storage: every walk over a row visits symbols in the same
/// order in every process).
///
/// A coefficient within 1e-8 of zero is dropped, as kiwisolver drops it: the simplex's
/// pivots would otherwise carry floating-point dust that changes which symbol enters.
struct Row: Sendable {
    struct Cell: Sendable {
        var symbol: Symbol
        var coefficient: Double
    }

    private(set) var cells: [Cell] = []
    var constant: Double

    init(constant: Double = 0) {
        self.constant = constant
    }

    static let epsilon = 1e-8

    static func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    private func index(of symbol: Symbol) -> (found: Bool, at: Int) {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low + high) / 2
            if cells[mid].symbol.id < symbol.id { low = mid + 1 } else { high = mid }
        }
        return (low < cells.count && cells[low].symbol.id == symbol.id, low)
    }

    func coefficient(for symbol: Symbol) -> Double {
        let (found, i) = index(of: symbol)
        return found ? cells[i].coefficient : 0
    }

    var isConstant: Bool { cells.isEmpty }

    /// Adds `coefficient × symbol`.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let (found, i) = index(of: symbol)
        if found {
            let sum = cells[i].coefficient + coefficient
            if Row.nearZero(sum) { cells.remove(at: i) } else { cells[i].coefficient = sum }
        } else if !Row.nearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: i)
        }
    }

    /// Adds `coefficient × other` (its constant and cells), merging the two sorted cell lists.
    mutating func insert(_ other: Row, _ coefficient: Double = 1) {
        constant += other.constant * coefficient
        guard !other.cells.isEmpty else { return }
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + other.cells.count)
        var i = 0
        var j = 0
        while i < cells.count || j < other.cells.count {
            if j == other.cells.count || (i < cells.count && cells[i].symbol.id < other.cells[j].symbol.id) {
                merged.append(cells[i])
                i += 1
            } else if i == cells.count || other.cells[j].symbol.id < cells[i].symbol.id {
                let c = other.cells[j].coefficient * coefficient
                if !Row.nearZero(c) { merged.append(Cell(symbol: other.cells[j].symbol, coefficient: c)) }
                j += 1
            } else {
                let sum = cells[i].coefficient + other.cells[j].coefficient * coefficient
                if !Row.nearZero(sum) { merged.append(Cell(symbol: cells[i].symbol, coefficient: sum)) }
                i += 1
                j += 1
            }
        }
        cells = merged
    }

    mutating func remove(_ symbol: Symbol) {
        let (found, i) = index(of: symbol)
        if found { cells.remove(at: i) }
    }

    mutating func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Solves `0 = row` for `symbol`: the row becomes `symbol = …` (the symbol must be in it).
    mutating func solve(for symbol: Symbol) {
        let (found, i) = index(of: symbol)
        precondition(found, "solving a row for a symbol it lacks")
        let k = -1 / cells[i].coefficient
        cells.remove(at: i)
        constant *= k
        for j in cells.indices { cells[j].coefficient *= k }
    }

    /// Solves `lhs = row` for `rhs`: `lhs` moves in and `rhs` out.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row` stands for.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        let (found, i) = index(of: symbol)
        guard found else { return }
        let coefficient = cells[i].coefficient
        cells.remove(at: i)
        insert(row, coefficient)
    }
}
