enum BenchError: Error, CustomStringConvertible {
    case unknownScene(String)
    case setup(String)
    var description: String {
        switch self {
        case .unknownScene(let s): return "unknown scene '\(s)'"
        case .setup(let s): return s
        }
    }
}
