import Foundation
import SiteData

extension Theme {
    /// The folders searched for theme `name`, in order:
    ///
    /// 1. `themeDirectory` (`--theme-dir`): that folder itself when it holds a `theme.yml`,
    ///    else `<themeDirectory>/<name>`;
    /// 2. `<content>/../themes/<name>`: a `themes/` folder beside the content folder;
    /// 3. `<dir>/Themes/<name>` for the executable's folder (symlinks resolved) and its three
    ///    parents, which finds the repository's `Themes/` from `.build/<triple>/debug/sitegen`
    ///    and a `Themes/` shipped beside a copied binary;
    /// 4. `<executable folder>/../share/sitegen/Themes/<name>` (an installed binary);
    /// 5. `<current directory>/Themes/<name>`;
    ///
    /// and for `default` only, finally the copy built into the binary (`builtInDefault()`).
    public static func searchPaths(name: String, themeDirectory: URL? = nil, contentDirectory: URL? = nil,
                                   executable: URL? = nil, currentDirectory: URL) -> [URL] {
        var paths: [URL] = []
        if let themeDirectory {
            paths.append(themeDirectory)
            paths.append(themeDirectory.appendingPathComponent(name))
        }
        if let contentDirectory {
            paths.append(contentDirectory.standardizedFileURL.deletingLastPathComponent()
                .appendingPathComponent("themes").appendingPathComponent(name))
        }
        if let executable {
            var dir = executable.resolvingSymlinksInPath().deletingLastPathComponent()
            let exeDir = dir
            for _ in 0..<4 {
                paths.append(dir.appendingPathComponent("Themes").appendingPathComponent(name))
                dir = dir.deletingLastPathComponent()
            }
            paths.append(exeDir.deletingLastPathComponent().appendingPathComponent("share/sitegen/Themes")
                .appendingPathComponent(name))
        }
        paths.append(currentDirectory.appendingPathComponent("Themes").appendingPathComponent(name))
        var seen = Set<String>()
        return paths.map(\.standardizedFileURL).filter { seen.insert($0.path).inserted }
    }

    /// Finds and loads theme `name` from the first of `searchPaths` that holds a `theme.yml`.
    /// `default` falls back to the built-in copy. A name that is not lowercase letters, digits,
    /// `-` and `_` is an error, and so is another theme found nowhere (the message lists where
    /// it looked).
    public static func find(name: String, themeDirectory: URL? = nil, contentDirectory: URL? = nil,
                            executable: URL? = nil, currentDirectory: URL) throws(InputError) -> Theme {
        guard !name.isEmpty, !name.hasPrefix("-"), name.unicodeScalars.allSatisfy({
            ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
        }) else {
            throw InputError(Diagnostics([.error("theme name \"\(name)\" must be lowercase letters, digits, \"-\" and \"_\"")]))
        }
        let candidates = searchPaths(name: name, themeDirectory: themeDirectory, contentDirectory: contentDirectory,
                                     executable: executable, currentDirectory: currentDirectory)
        for dir in candidates where FileManager.default.fileExists(atPath: dir.appendingPathComponent("theme.yml").path) {
            return try load(directory: dir, displayPath: displayPath(dir, relativeTo: currentDirectory))
        }
        if name == "default" { return try builtInDefault() }
        let looked = candidates.map { displayPath($0, relativeTo: currentDirectory) }.joined(separator: ", ")
        throw InputError(Diagnostics([.error("theme \"\(name)\" not found (looked in: \(looked))")]))
    }

    /// `dir` relative to `base` when inside it, else its absolute path.
    static func displayPath(_ dir: URL, relativeTo base: URL) -> String {
        let path = dir.standardizedFileURL.path
        let basePath = base.standardizedFileURL.path
        let prefix = basePath.hasSuffix("/") ? basePath : basePath + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
