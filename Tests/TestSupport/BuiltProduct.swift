import Foundation

/// The path of an executable the build put beside the test bundle (`render-cells`), or nil
/// when only some targets were built (`swift build --target`).
package func builtProduct(named name: String) -> String? {
    let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for candidate in [
        products, products.deletingLastPathComponent(),
        products.deletingLastPathComponent().deletingLastPathComponent()
    ] {
        let path = candidate.appendingPathComponent(name).path
        if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
}
