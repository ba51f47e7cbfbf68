import Foundation
import SiteData
import Testing
import Widgets
@testable import SiteGen

@Suite struct ThemeOverrideTests {
    static let at = SourceLocation(file: "site.yml", line: 3, column: 5)

    @Test func aColourChangesInLightAndDarkModeAndSizesAndFontsChange() throws {
        let theme = try Theme.builtInDefault().applying([
            TokenOverride(name: "primary", light: "#8B0000", location: Self.at),
            TokenOverride(name: "success", light: "#006400", dark: "#7CFC00", location: Self.at),
            TokenOverride(name: "radius", light: "4px", location: Self.at),
        ])
        let css = theme.stylesheet().css
        let root = css.components(separatedBy: "@media (prefers-color-scheme: dark)")
        #expect(root[0].contains("  --color-primary: #8B0000;\n"))
        #expect(root[0].contains("  --color-success: #006400;\n"))
        #expect(root[0].contains("  --size-radius: 4px;\n"))
        #expect(root[1].contains("    --color-primary: #8B0000;\n"))
        #expect(root[1].contains("    --color-success: #7CFC00;\n"))
        // Everything else is as the theme has it.
        let plain = try Theme.builtInDefault()
        #expect(theme.tokens.colors.count == plain.tokens.colors.count)
        #expect(theme.tokens.colors["danger"] == plain.tokens.colors["danger"])
    }

    @Test(arguments: [
        (TokenOverride(name: "primery", light: "#111", location: at), "the theme has no token \"primery\"; did you mean \"primary\"?"),
        (TokenOverride(name: "zzzzzz", light: "#111", location: at), "the theme has no token \"zzzzzz\" (its tokens: amber, axis,"),
        (TokenOverride(name: "blue", light: "#111", location: at),
         "theme.tokens.blue is a gradient (two colours); change it in a copy of the theme (`sitegen theme export DIR`)"),
        (TokenOverride(name: "primary", light: "red;} body{display:none", location: at),
         "theme.tokens.primary: \"red;} body{display:none\" is empty or holds ; { } < > \\, a line break, url( or @import"),
        (TokenOverride(name: "primary", light: "url(https://t.example/x)", location: at),
         "theme.tokens.primary: \"url(https://t.example/x)\" is empty or holds ; { } < > \\, a line break, url( or @import"),
        (TokenOverride(name: "radius", light: "4px", dark: "2px", location: at), "theme.tokens.radius: only colours have a dark value"),
    ])
    func badOverridesAreErrorsAtTheirPlace(override: TokenOverride, message: String) throws {
        #expect {
            try Theme.builtInDefault().applying([override])
        } throws: { error in
            let text = (error as? InputError)?.diagnostics.items.map(\.description) ?? []
            return text.count == 1 && text[0].hasPrefix("site.yml:3:5: ") && text[0].contains(message)
        }
    }

    /// The default theme defines exactly the gradients the pages draw with, by colour.
    @Test func gradientNamesExistInTheDefaultTheme() throws {
        let used: [GradientToken] = [.blue, .purple, .green, .orange, .red, .indigo, .gray]
        #expect(try Theme.builtInDefault().tokens.gradients.keys.sorted() == used.map(\.name).sorted())
    }

    @Test func exportWritesTheBuiltInThemeAndNeverOverwrites() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let dir = tmp.appendingPathComponent("my-theme")
        let message = try EmbeddedDefaultTheme.export(to: dir.path)
        #expect(message.hasPrefix("Wrote the default theme (\(EmbeddedDefaultTheme.files.count) files) to \(dir.path)."))
        #expect(TestSupport.files(under: dir) == EmbeddedDefaultTheme.files.keys.sorted())
        for (path, text) in EmbeddedDefaultTheme.files {
            #expect(TestSupport.read(dir.appendingPathComponent(path)) == text)
        }
        #expect {
            try EmbeddedDefaultTheme.export(to: dir.path)
        } throws: { error in
            (error as? UsageError)?.message == "error: \(dir.path) is not empty; name a new folder so nothing is overwritten"
        }
        // The exported copy loads exactly like the built-in one.
        let exported = try Theme.load(directory: dir)
        #expect(exported.tokens == (try Theme.builtInDefault()).tokens)
    }

    @Test func aSiteBuiltWithAThemeDirAndATokenOverride() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let themeDir = tmp.appendingPathComponent("club")
        _ = try EmbeddedDefaultTheme.export(to: themeDir.path)
        let tokensFile = themeDir.appendingPathComponent("tokens.yml")
        try TestSupport.read(tokensFile).replacingOccurrences(of: "    danger: \"", with: "    danger: \"#ABCDEF\" # was \"")
            .write(to: tokensFile, atomically: true, encoding: .utf8)
        let content = TestSupport.copyFixture("site", to: tmp)
        let siteYML = content.appendingPathComponent("site.yml")
        try (TestSupport.read(siteYML) + "theme: {tokens: {primary: \"#8B0000\"}}\n").write(to: siteYML, atomically: true, encoding: .utf8)
        var options = BuildOptions()
        options.contentFolder = content.path
        options.outputFolder = tmp.appendingPathComponent("out").path
        options.themeDirectory = themeDir.path
        options.environment = [:]
        _ = try SiteBuilder(options: options).build()
        let css = TestSupport.read(tmp.appendingPathComponent("out/assets/style.css"))
        #expect(css.contains("  --color-danger: #ABCDEF;\n"))
        #expect(css.contains("  --color-primary: #8B0000;\n"))
        #expect(css.contains("    --color-primary: #8B0000;\n"))
    }
}
