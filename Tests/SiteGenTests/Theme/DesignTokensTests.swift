import SiteData
import Testing
@testable import SiteGen

@Suite struct DesignTokensTests {
    @Test func rendersSortedCustomPropertiesLightThenDark() throws {
        let tokens = try DesignTokens.parse([("tokens.yml", """
        colors:
          light:
            text: "#111827"
            primary: "#0066FF"
          dark:
            primary: "#4D94FF"
        gradients:
          blue: ["#3B82F6", "#2563EB"]
        sizes:
          radius: "12px"
        fonts:
          body: "system-ui, sans-serif"
        """), ("tokens-site.yml", "sizes:\n  border: \"1px\"\n")])
        #expect(tokens.css == """
        :root {
          --color-primary: #0066FF;
          --color-text: #111827;
          --font-body: system-ui, sans-serif;
          --gradient-blue-end: #2563EB;
          --gradient-blue-start: #3B82F6;
          --size-border: 1px;
          --size-radius: 12px;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --color-primary: #4D94FF;
          }
        }

        """)
        #expect(tokens.colorNames == ["primary", "text"])
    }

    /// A theme written before the gradients were named by colour keeps its cards' colours:
    /// each old name also defines its new one, unless the theme defines the new one itself.
    @Test func oldGradientNamesAlsoDefineTheirColourNames() throws {
        let tokens = try DesignTokens.parse([("tokens.yml", """
        gradients:
          coaches: ["#111111", "#222222"]
          a-tier: ["#333333", "#444444"]
          indigo: ["#555555", "#666666"]
        """)])
        #expect(tokens.gradients["blue"] == DesignTokens.Gradient(start: "#111111", end: "#222222"))
        #expect(tokens.gradients["coaches"] == DesignTokens.Gradient(start: "#111111", end: "#222222"))
        #expect(tokens.gradients["indigo"] == DesignTokens.Gradient(start: "#555555", end: "#666666"))
        #expect(tokens.gradients.keys.sorted() == ["a-tier", "blue", "coaches", "indigo"])
    }

    /// `violet` and `grey` were the colour names before one name per hue: a theme exported then
    /// keeps its colours as `purple` and `gray`, and its `violet` wins over an older `schools`.
    @Test func violetAndGreyDefinePurpleAndGray() throws {
        let tokens = try DesignTokens.parse([("tokens.yml", """
        gradients:
          schools: ["#111111", "#222222"]
          violet: ["#333333", "#444444"]
          neutral: ["#555555", "#666666"]
          grey: ["#777777", "#888888"]
        """)])
        #expect(tokens.gradients["purple"] == DesignTokens.Gradient(start: "#333333", end: "#444444"))
        #expect(tokens.gradients["gray"] == DesignTokens.Gradient(start: "#777777", end: "#888888"))
        #expect(tokens.gradients.keys.sorted() == ["gray", "grey", "neutral", "purple", "schools", "violet"])
    }

    @Test func errors() {
        do {
            _ = try DesignTokens.parse([
                ("a.yml", "colors:\n  light:\n    primary: \"#000\"\n  dim:\n    x: y\nshadows:\n  a: b\n"),
                ("b.yml", """
                colors:
                  light:
                    primary: "#111"
                    Bad_Name: "#222"
                    evil: "red; } body { color: red"
                  dark:
                    ghost: "#333"
                gradients:
                  g: ["#000"]
                sizes:
                  bg: "url(https://example.com/x.png)"
                """),
            ])
            Issue.record("expected errors")
        } catch {
            #expect(error.diagnostics.items.map(\.description) == [
                "a.yml:4:3: error: unknown colour mode \"dim\" (known: light, dark)",
                "a.yml:6:1: error: unknown token group \"shadows\" (known: colors, fonts, gradients, sizes)",
                "b.yml:3:5: error: token \"colors.light.primary\" is already defined at a.yml:3:5",
                "b.yml:4:5: error: a token name is lowercase letters, digits and single \"-\", found \"Bad_Name\"",
                "b.yml:5:11: error: token value \"red; } body { color: red\" is empty or holds ; { } < > \\, a line break, url( or @import",
                "b.yml:9:6: error: gradient \"g\" must be a list of two colours [start, end]",
                "b.yml:11:7: error: token value \"url(https://example.com/x.png)\" is empty or holds ; { } < > \\, a line break, url( or @import",
                "b.yml:7:5: error: dark colour \"ghost\" has no light value",
            ])
        }
    }
}
