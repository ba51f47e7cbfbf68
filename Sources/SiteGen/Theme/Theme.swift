import Foundation
import SiteData
import Widgets

/// A theme: design tokens, stylesheets, string tables and default page specs, read from a
/// folder holding a `theme.yml`.
///
/// ```yaml
/// name: default
/// tokens: [tokens.yml, tokens-site.yml]             # merged in order
/// stylesheets: [assets/css/base.css, …, assets/widgets.css] # concatenated after the tokens
/// strings: strings                                   # strings/<locale>.yml
/// pages: pages                                       # pages/<page>.yml
/// ```
public struct Theme: Sendable {
    /// `name` from theme.yml.
    public let name: String
    /// Where the theme was read from, as shown in messages (e.g. `Themes/default`).
    public let location: String
    public let tokens: DesignTokens
    /// Stylesheet paths relative to the theme folder, in concatenation order.
    public let stylesheetPaths: [String]
    /// Folder of `<locale>.yml` string tables, relative to the theme folder.
    public let stringsFolder: String
    /// Folder of `<page>.yml` page specs, relative to the theme folder.
    public let pagesFolder: String
    let storage: any ThemeStorage

    /// Loads the theme in `directory`; `displayPath` is how messages name it.
    public static func load(directory: URL, displayPath: String? = nil) throws(InputError) -> Theme {
        try load(DirectoryThemeStorage(url: directory, displayRoot: displayPath ?? directory.path))
    }

    static func load(_ storage: any ThemeStorage) throws(InputError) -> Theme {
        let manifestPath = storage.displayPath("theme.yml")
        guard let text = storage.read("theme.yml") else {
            throw InputError(Diagnostics([.error("theme.yml not found", at: SourceLocation(file: manifestPath))]))
        }
        let manifest = try ThemeManifest.parse(text, path: manifestPath)
        var diagnostics = Diagnostics()
        var files: [(path: String, text: String)] = []
        for relative in manifest.tokens {
            if let text = storage.read(relative) {
                files.append((storage.displayPath(relative), text))
            } else {
                diagnostics.error("token file \"\(relative)\" not found", at: SourceLocation(file: manifestPath))
            }
        }
        if diagnostics.hasErrors { throw InputError(diagnostics) }
        let tokens = try DesignTokens.parse(files)
        return Theme(name: manifest.name, location: storage.displayRoot, tokens: tokens,
                     stylesheetPaths: manifest.stylesheets, stringsFolder: manifest.strings,
                     pagesFolder: manifest.pages, storage: storage)
    }

    /// The site's one stylesheet (`assets/style.css`): the tokens as custom properties, the
    /// icons' drawings (`Icon.stylesheet`: every page draws its icons from these), the stat
    /// cards' gradient classes (`GradientToken.stylesheet`), then each
    /// stylesheet of theme.yml in order. A listed stylesheet that does not exist is
    /// skipped with a warning.
    public func stylesheet() -> (css: String, warnings: Diagnostics) {
        var warnings = Diagnostics()
        var css = "/* \(name) theme: design tokens */\n" + tokens.css
        css += "\n/* icons (Icon.stylesheet) */\n" + Icon.stylesheet
        css += "\n/* stat card gradients (GradientToken.stylesheet) */\n" + GradientToken.stylesheet
        for relative in stylesheetPaths {
            guard var text = storage.read(relative) else {
                warnings.warning("stylesheet \"\(relative)\" not found; skipped",
                                 at: SourceLocation(file: storage.displayPath("theme.yml")))
                continue
            }
            if !text.hasSuffix("\n") { text += "\n" }
            css += "\n/* \(relative) */\n" + text
        }
        return (css, warnings)
    }

    /// The strings of `language`, with the `en` table behind it. Keys missing from the
    /// language's table (and other differences from `en`) come back as warnings.
    public func strings(_ language: Language) throws(InputError) -> (strings: Strings, warnings: Diagnostics) {
        let english = try stringTable(.en)
        guard language != .en else { return (Strings(english), Diagnostics()) }
        let table = try stringTable(language)
        return (Strings(table, fallback: english), table.differences(from: english))
    }

    /// One language's table as written.
    public func stringTable(_ language: Language) throws(InputError) -> StringTable {
        let relative = stringsFolder + "/" + language.rawValue + ".yml"
        guard let text = storage.read(relative) else {
            throw InputError(Diagnostics([.error("string table not found",
                                                 at: SourceLocation(file: storage.displayPath(relative)))]))
        }
        return try StringTable.parse(text, file: storage.displayPath(relative), language: language)
    }

    /// The theme's page spec named `name` (a page kind's raw value): its display path and text, or nil.
    func pageSpecSource(_ name: String) -> (path: String, text: String)? {
        let relative = pagesFolder + "/" + name + ".yml"
        return storage.read(relative).map { (storage.displayPath(relative), $0) }
    }

    /// Page spec file names (without `.yml`) the theme ships, sorted.
    var pageSpecNames: [String] {
        storage.list(pagesFolder).filter { $0.hasSuffix(".yml") }.map { String($0.dropLast(4)) }
    }
}
