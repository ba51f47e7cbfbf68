import Foundation
import Testing
@testable import SiteGen

/// The default theme is also compiled into the binary (EmbeddedDefaultTheme.swift), so a copied
/// `sitegen` works with no Themes/ folder. That copy must equal Themes/default. To regenerate:
///
///     SITEGEN_UPDATE_EMBEDDED_THEME=1 swift test --skip-build --filter EmbeddedThemeTests
///     swift build --build-tests && swift test --skip-build --filter EmbeddedThemeTests
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

    static func generate(_ files: [String: String]) -> String {
        var out = """
        // Generated from Themes/default by EmbeddedThemeTests (see there). Do not edit.
        // The default theme compiled into the binary, used when no Themes/default folder is found.

        enum EmbeddedDefaultTheme {
            static let files: [String: String] = [

        """
        for path in files.keys.sorted(by: codePointLess) {
            let text = files[path]!
            var hashes = "#"
            while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
            out += "        \"\(path)\": \(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes),\n"
        }
        out += "    ]\n}\n"
        return out
    }

    @Test func embeddedCopyMatchesThemesDefault() throws {
        let disk = try Self.filesOnDisk()
        if ProcessInfo.processInfo.environment["SITEGEN_UPDATE_EMBEDDED_THEME"] == "1" {
            let target = RepositoryPaths.root.appendingPathComponent("Sources/SiteGen/Theme/EmbeddedDefaultTheme.swift")
            try Self.generate(disk).write(to: target, atomically: true, encoding: .utf8)
        }
        #expect(EmbeddedDefaultTheme.files.keys.sorted() == disk.keys.sorted(),
                "EmbeddedDefaultTheme.swift is stale: SITEGEN_UPDATE_EMBEDDED_THEME=1 swift test --skip-build --filter EmbeddedThemeTests")
        for (path, text) in disk.sorted(by: { $0.key < $1.key }) {
            #expect(EmbeddedDefaultTheme.files[path] == text,
                    "\(path) differs from the embedded copy: SITEGEN_UPDATE_EMBEDDED_THEME=1 swift test --skip-build --filter EmbeddedThemeTests")
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
