import Foundation
import PackagePlugin

/// Generates `EmbeddedDefaultTheme.swift` from `Themes/default` on every build, so the copy of
/// the default theme compiled into `sitegen` can never drift from the folder; and `StringKey.swift`
/// from its `strings/en.yml`, so a string key the tables lack does not compile.
@main
struct EmbedTheme: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let theme = context.package.directoryURL.appending(path: "Themes/default")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedDefaultTheme.swift")
        let keys = context.pluginWorkDirectoryURL.appending(path: "StringKey.swift")
        return [
            .buildCommand(
                displayName: "Embedding Themes/default",
                executable: try context.tool(named: "ThemeEmbedder").url,
                arguments: [theme.path(), output.path(), keys.path()],
                inputFiles: try Self.files(under: theme),
                outputFiles: [output, keys]
            ),
        ]
    }

    /// Every regular file of the theme, so that editing, adding or removing one re-runs the tool.
    static func files(under root: URL) throws -> [URL] {
        let keys: [URLResourceKey] = [.isRegularFileKey]
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys) else { return [] }
        var files: [URL] = []
        while let url = walker.nextObject() as? URL {
            if try url.resourceValues(forKeys: Set(keys)).isRegularFile == true { files.append(url) }
        }
        return files.sorted { $0.path() < $1.path() }
    }
}
