import Testing
@testable import SiteData

@Suite struct SiteConfigLoaderThemeTests {
    func load(_ text: String) -> (SiteConfig, [String]) {
        let (c, d) = SiteConfigLoader.load(text: text, file: "site.yml")
        return (c, d.items.map(\.description))
    }

    @Test func themeAsAMapWithTokens() {
        let (c, d) = load("""
        theme:
          name: club
          tokens:
            radius: 4px
            primary: "#8B0000"
            success: {light: "#006400", dark: "#7CFC00"}
        """)
        #expect(d == [])
        #expect(c.theme == "club")
        #expect(c.themeTokens == [
            TokenOverride(name: "primary", light: "#8B0000", location: SourceLocation(file: "site.yml", line: 5, column: 5)),
            TokenOverride(name: "radius", light: "4px", location: SourceLocation(file: "site.yml", line: 4, column: 5)),
            TokenOverride(name: "success", light: "#006400", dark: "#7CFC00",
                          location: SourceLocation(file: "site.yml", line: 6, column: 5)),
        ])
    }

    @Test func tokensWithoutANameKeepTheDefaultTheme() {
        let (c, d) = load("theme: {tokens: {primary: \"#8B0000\"}}")
        #expect(d == [] && c.theme == "default" && c.themeTokens.map(\.light) == ["#8B0000"])
    }

    @Test(arguments: [
        ("theme: {tokens: [primary]}", "site.yml:1:17: error: theme.tokens must be a map of \"token: value\" lines, not a list"),
        ("theme: {tokens: {primary: {dark: \"#000\"}}}", "site.yml:1:27: error: theme.tokens.primary needs a light value"),
        ("theme:\n  tokens:\n    primary: a\n    primary: b", "site.yml:3:5: error: key primary appears more than once in this map"),
        ("theme: {name: \"../x\"}", "site.yml:1:15: error: theme \"../x\" must be a folder name (letters, digits, - and _)"),
    ])
    func badThemeMaps(text: String, message: String) {
        #expect(load(text).1 == [message])
    }
}
