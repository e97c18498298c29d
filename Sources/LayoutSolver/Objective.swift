/// The quantity the simplex minimises, as a symbolic weight: one row per strength level,
/// highest first (Cassowary's symbolic weights, `Strength`). A symbol's coefficient is the
/// vector of its coefficients by level, compared lexicographically: a level decides unless
/// its coefficient is zero.
struct Objective: Sendable {
    private(set) var levels: [Double] = []
    private(set) var rows: [Row] = []

    /// A one-level objective (phase one's artificial objective).
    init(_ row: Row) {
        levels = [1]
        rows = [row]
    }

    init() {}

    /// The row of `priority`'s level, made when first needed.
    private mutating func levelIndex(_ priority: Double) -> Int {
        if let i = levels.firstIndex(of: priority) { return i }
        let i = levels.firstIndex { $0 < priority } ?? levels.count
        levels.insert(priority, at: i)
        rows.insert(Row(), at: i)
        return i
    }

    mutating func insert(_ symbol: Symbol, _ coefficient: Double, level priority: Double) {
        rows[levelIndex(priority)].insert(symbol, coefficient)
    }

    mutating func insert(_ row: Row, _ coefficient: Double, level priority: Double) {
        rows[levelIndex(priority)].insert(row, coefficient)
    }

    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for i in rows.indices { rows[i].substitute(symbol, with: row) }
    }

    mutating func remove(_ symbol: Symbol) {
        for i in rows.indices { rows[i].remove(symbol) }
    }

    /// −1, 0 or 1: the sign of `symbol`'s coefficient, the highest level that has one deciding.
    func sign(of symbol: Symbol) -> Int {
        for row in rows {
            let c = row.coefficient(for: symbol)
            if c < 0 { return -1 }
            if c > 0 { return 1 }
        }
        return 0
    }

    /// The lowest-id symbol, not a dummy, whose coefficient is negative: the simplex's
    /// entering symbol (Bland's rule), or nil at the optimum.
    func enteringSymbol() -> Symbol? {
        var best: Symbol?
        for row in rows {
            for cell in row.cells where cell.coefficient < 0 && cell.symbol.kind != .dummy {
                if let b = best, b.id <= cell.symbol.id { break }
                if sign(of: cell.symbol) < 0 {
                    best = cell.symbol
                    break
                }
            }
        }
        return best
    }

    /// Whether `a / da` is lexicographically below `b / db` (the dual simplex's ratio test).
    func ratio(_ a: Symbol, over da: Double, isBelow b: Symbol, over db: Double) -> Bool {
        for row in rows {
            let x = row.coefficient(for: a) / da
            let y = row.coefficient(for: b) / db
            if x != y { return x < y }
        }
        return false
    }
}
