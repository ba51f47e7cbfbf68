import Foundation
import SiteData

/// Where a theme's files are read from: a folder on disk, or the copy built into the binary.
protocol ThemeStorage: Sendable {
    /// How paths are shown in messages, e.g. `Themes/default`.
    var displayRoot: String { get }
    /// The text of a file given relative to the theme folder, or nil when it does not exist.
    func read(_ relativePath: String) -> String?
    /// File names (not folders) directly inside a folder relative to the theme, sorted.
    func list(_ relativeFolder: String) -> [String]
}

extension ThemeStorage {
    func displayPath(_ relativePath: String) -> String { displayRoot + "/" + relativePath }
}

/// A theme folder on disk.
struct DirectoryThemeStorage: ThemeStorage {
    let url: URL
    let displayRoot: String

    func read(_ relativePath: String) -> String? {
        let file = url.appendingPathComponent(relativePath)
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    func list(_ relativeFolder: String) -> [String] {
        let folder = url.appendingPathComponent(relativeFolder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { name in
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(
                atPath: folder.appendingPathComponent(name).path, isDirectory: &isDirectory)
            return exists && !isDirectory.boolValue && !name.hasPrefix(".")
        }.sorted(by: codePointLess)
    }
}

/// Files held in memory (the built-in default theme, and tests).
struct MemoryThemeStorage: ThemeStorage {
    let displayRoot: String
    let files: [String: String]

    func read(_ relativePath: String) -> String? { files[relativePath] }

    func list(_ relativeFolder: String) -> [String] {
        let prefix = relativeFolder.hasSuffix("/") ? relativeFolder : relativeFolder + "/"
        return files.keys.filter { $0.hasPrefix(prefix) && !$0.dropFirst(prefix.count).contains("/") }
            .map { String($0.dropFirst(prefix.count)) }
            .sorted(by: codePointLess)
    }
}
