import Foundation

/// The package root, found from this file's path (Tests/TestSupport/PackageRoot.swift).
package let packageRoot: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path
