import Foundation
import Testing
@testable import SiteGen

/// The default theme is also compiled into the binary (`EmbeddedDefaultTheme`, generated from
/// Themes/default by the EmbedTheme build-tool plugin on every build), so a copied `sitegen` works
/// with no Themes/ folder. This guards the plugin: the compiled-in copy must equal the folder.
@Suite struct EmbeddedThemeTests {
    static func filesOnDisk() throws -> [String: String] {
        let root = RepositoryPaths.defaultTheme
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true,
                  !url.lastPathComponent.hasPrefix(".") else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            files[relative] = try String(contentsOf: url, encoding: .utf8)
        }
        return files
    }

    @Test func embeddedCopyMatchesThemesDefault() throws {
        let disk = try Self.filesOnDisk()
        #expect(EmbeddedDefaultTheme.files.keys.sorted() == disk.keys.sorted())
        for (path, text) in disk.sorted(by: { $0.key < $1.key }) {
            #expect(EmbeddedDefaultTheme.files[path] == text, "\(path) differs from the compiled-in copy")
        }
    }

    @Test func builtInThemeLoadsLikeTheFolder() throws {
        let builtIn = try Theme.builtInDefault()
        let folder = try Theme.load(directory: RepositoryPaths.defaultTheme, displayPath: "Themes/default")
        #expect(builtIn.location == "(built-in)/Themes/default")
        #expect(builtIn.tokens == folder.tokens)
        #expect(builtIn.stylesheet().css == folder.stylesheet().css)
        #expect(try builtIn.stringTable(.pl) .entries == folder.stringTable(.pl).entries)
    }

    @Test func findFallsBackToTheBuiltInDefault() throws {
        let theme = try Theme.find(name: "default", currentDirectory: URL(fileURLWithPath: "/nonexistent"))
        #expect(theme.location == "(built-in)/Themes/default")
    }
}
