import Foundation
import SiteData
import Testing
@testable import SiteGen
import Widgets

@Suite struct ThemeTests {
    /// The page-layout stylesheets, in the order theme.yml concatenates them.
    static let layoutSheets = ["base", "header", "layout", "tables", "responsive", "print", "pager", "photo", "coach", "roster"]
        .map { "assets/css/\($0).css" }

    static func defaultTheme() throws -> Theme {
        try Theme.load(directory: RepositoryPaths.defaultTheme, displayPath: "Themes/default")
    }

    @Test func defaultThemeLoads() throws {
        let theme = try Self.defaultTheme()
        #expect(theme.name == "default")
        #expect(theme.stylesheetPaths == Self.layoutSheets + ["assets/widgets.css"])
        #expect(theme.tokens.colors["primary"] == "#0066FF")
        #expect(theme.tokens.sizes["border"] == "1px")  // from tokens-site.yml
        #expect(theme.tokens.darkColors["shadow"] == "rgba(0, 0, 0, 0.5)")
    }

    @Test func stylesheetIsTokensThenSheetsInOrder() throws {
        let theme = try Self.defaultTheme()
        let (css, _) = theme.stylesheet()
        #expect(css.hasPrefix("/* default theme: design tokens */\n:root {\n  --color-a"))
        var previous = try #require(css.range(of: "@media (prefers-color-scheme: dark) {\n  :root {"))
        for relative in theme.stylesheetPaths {
            let text = try RepositoryPaths.text("Themes/default/" + relative)
            let sheet = try #require(css.range(of: "\n/* \(relative) */\n" + text), "\(relative) missing")
            #expect(previous.upperBound <= sheet.lowerBound, "\(relative) out of order")
            previous = sheet
        }
        #expect(theme.stylesheet().css == css)  // deterministic
    }

    @Test func missingStylesheetIsAWarning() throws {
        let storage = MemoryThemeStorage(displayRoot: "t", files: [
            "theme.yml": "name: t\nstylesheets: [a.css, gone.css]\n",
            "tokens.yml": "sizes:\n  x: \"1px\"\n",
            "a.css": "p { margin: 0 }",
        ])
        let (css, warnings) = try Theme.load(storage).stylesheet()
        #expect(css == "/* t theme: design tokens */\n:root {\n  --size-x: 1px;\n}\n"
            + "\n/* icons (Icon.stylesheet) */\n" + Icon.stylesheet
            + "\n/* stat card gradients (GradientToken.stylesheet) */\n" + GradientToken.stylesheet + "\n/* a.css */\np { margin: 0 }\n")
        #expect(warnings.items.map(\.description) == ["t/theme.yml: warning: stylesheet \"gone.css\" not found; skipped"])
    }

    @Test func manifestErrors() {
        let storage = MemoryThemeStorage(displayRoot: "t", files: [
            "theme.yml": "name: t\ntokens: tokens.yml\nstylesheets: [../x.css, /etc/passwd]\nextends: base\n",
        ])
        #expect(throws: InputError.self) { try Theme.load(storage) }
        do { _ = try Theme.load(storage) } catch {
            #expect(error.diagnostics.items.map(\.description) == [
                "t/theme.yml:2:9: error: \"tokens\" must be a list of paths",
                "t/theme.yml:3:15: error: expected a path inside the theme folder, found \"../x.css\"",
                "t/theme.yml:3:25: error: expected a path inside the theme folder, found \"/etc/passwd\"",
                "t/theme.yml:4:1: error: unknown key \"extends\" (known: name, pages, strings, stylesheets, tokens)",
            ])
        }
    }

    /// Every colour and size in the layout stylesheets is a token; breakpoints in @media lines
    /// are the only literals. Each file stays under 300 lines.
    @Test func siteCSSUsesOnlyTokens() throws {
        var css = ""
        for relative in Self.layoutSheets {
            let text = try RepositoryPaths.text("Themes/default/" + relative)
            #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count <= 301, "\(relative) is over 300 lines")
            css += text
        }
        let theme = try Self.defaultTheme()
        let defined = Set(theme.tokens.customProperties.map(\.name))
        var code = ""
        var inComment = false
        for line in css.split(separator: "\n", omittingEmptySubsequences: false) {
            var kept = ""
            var rest = Substring(line)
            while !rest.isEmpty {
                if inComment {
                    guard let end = rest.range(of: "*/") else { rest = ""; break }
                    rest = rest[end.upperBound...]; inComment = false
                } else if let start = rest.range(of: "/*") {
                    kept += rest[..<start.lowerBound]; rest = rest[start.upperBound...]; inComment = true
                } else { kept += rest; rest = "" }
            }
            if !kept.trimmingCharacters(in: .whitespaces).hasPrefix("@media") { code += kept + "\n" }
        }
        let literal = try Regex(#"(?:^|[^\w-])(\d*\.?\d+)(px|rem|em|pt|vh|vw|ch|ex)\b|#[0-9a-fA-F]{3,8}\b|\b(rgba?|hsla?)\("#)
        #expect(code.matches(of: literal).map { String(code[$0.range]) } == [])
        let used = Set(code.matches(of: try Regex(#"var\((--[a-z0-9-]+)\)"#)).map { String(code[$0.range].dropFirst(4).dropLast()) })
        #expect(used.count > 30)
        #expect(used.subtracting(defined).sorted() == [])
        #expect("a { margin: 12px; color: #fff }".matches(of: literal).count == 2)
        #expect(!css.contains("@import"))
        #expect(!css.lowercased().contains("url("))
        for required in ["@media print", "break-inside: avoid", ":focus-visible", ":where(body > a):first-child",
                         "flex-wrap: wrap", "repeat(3, minmax(0, 1fr))", "repeat(2, minmax(0, 1fr))"] {
            #expect(css.contains(required), "the layout stylesheets lack \(required)")
        }
    }

    @Test func searchPathsInOrder() {
        let paths = Theme.searchPaths(
            name: "club", themeDirectory: URL(fileURLWithPath: "/opt/themes"),
            contentDirectory: URL(fileURLWithPath: "/work/site/content"),
            executable: URL(fileURLWithPath: "/repo/.build/x86_64-unknown-linux-gnu/debug/sitegen"),
            currentDirectory: URL(fileURLWithPath: "/work/site"))
        #expect(paths.map(\.path) == [
            "/opt/themes", "/opt/themes/club", "/work/site/themes/club",
            "/repo/.build/x86_64-unknown-linux-gnu/debug/Themes/club",
            "/repo/.build/x86_64-unknown-linux-gnu/Themes/club", "/repo/.build/Themes/club",
            "/repo/Themes/club", "/repo/.build/x86_64-unknown-linux-gnu/share/sitegen/Themes/club",
            "/work/site/Themes/club",
        ])
    }

    @Test func findsTheRepositoryThemeFromABuildFolder() throws {
        let exe = RepositoryPaths.root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug/sitegen")
        let theme = try Theme.find(name: "default", executable: exe, currentDirectory: RepositoryPaths.root)
        #expect(theme.location == "Themes/default")
    }

    @Test func findErrors() {
        do {
            _ = try Theme.find(name: "nope", currentDirectory: URL(fileURLWithPath: "/nonexistent"))
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "error: theme \"nope\" not found (looked in: Themes/nope)")
        }
        do {
            _ = try Theme.find(name: "../etc", currentDirectory: URL(fileURLWithPath: "/"))
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "error: theme name \"../etc\" must be lowercase letters, digits, \"-\" and \"_\"")
        }
    }

    @Test func stringsWithFallbackWarnings() throws {
        let storage = MemoryThemeStorage(displayRoot: "t", files: [
            "theme.yml": "name: t\n",
            "tokens.yml": "",
            "strings/en.yml": "a: A\nb: B\n",
            "strings/pl.yml": "a: Ą\n",
        ])
        let theme = try Theme.load(storage)
        let (strings, warnings) = try theme.strings(.pl)
        #expect(strings[dynamic: "a"] == "Ą")
        #expect(strings[dynamic: "b"] == "B")
        #expect(warnings.items.map(\.description) == ["t/strings/pl.yml: warning: missing string \"b\"; using the en text"])
        #expect(try theme.strings(.en).warnings.isEmpty)
    }
}
