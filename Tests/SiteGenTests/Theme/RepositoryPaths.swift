import Foundation

/// Paths inside this repository, found from this source file's location.
enum RepositoryPaths {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let defaultTheme = root.appendingPathComponent("Themes/default")

    static func text(_ relative: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }
}
