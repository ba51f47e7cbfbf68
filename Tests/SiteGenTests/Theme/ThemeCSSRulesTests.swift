import Testing
@testable import SiteGen
import Widgets

/// Rules the pages rely on that a browser shows but page markup cannot (issue 12, items 3 and 6);
/// the browser check measures the touch targets at 390 px.
@Suite struct ThemeCSSRulesTests {
    static func css() throws -> String { try ThemeTests.defaultTheme().stylesheet().css }

    /// The block of `selector { … }` (first match), without its braces.
    static func rule(_ selector: String, in css: String) -> String? {
        guard let start = css.range(of: "\n" + selector + " {") else { return nil }
        let rest = css[start.upperBound...]
        return rest.range(of: "}").map { String(rest[..<$0.lowerBound]) }
    }

    @Test func postTextIsClampedToTwoLinesOnScreenOnly() throws {
        let css = try Self.css()
        let clamp = try #require(Self.rule(".post-list > li > :nth-child(2)", in: css))
        #expect(clamp.contains("-webkit-line-clamp: 2;") && clamp.contains("overflow: hidden;"))
        // Print and the full feed show the whole text.
        #expect(css.contains("  .post-list > li > :nth-child(2) { display: block; -webkit-line-clamp: none; line-clamp: none; overflow: visible; }"))
        #expect(css.contains(".post-list-full .post-list > li > :nth-child(2) { display: block; -webkit-line-clamp: none;"))
    }

    /// Icons are masks over the text colour (Icon.stylesheet): they print as on screen and keep
    /// the text colour in forced colours, where backgrounds are replaced.
    @Test func iconsAreMasksThatPrintAndShowInForcedColours() throws {
        let css = try Self.css()
        let icon = try #require(Self.rule(".w-icon, i.x, i.ig, i.web", in: css))
        #expect(icon.contains("mask: var(--w-i) center / 100% 100% no-repeat;") && icon.contains(" print-color-adjust: exact;"))
        #expect(css.contains("@media (forced-colors: active) { .w-icon, i.x, i.ig, i.web { forced-color-adjust: none; background-color: CanvasText; } }"))
        #expect(css.contains("\n.i-chart { --w-i: url(\"data:image/svg+xml,"))
        // A post's platform name is in the box for screen readers, moved out of sight.
        #expect(css.contains("\ni.x, i.ig, i.web { overflow: hidden; white-space: nowrap; text-indent: 2em; }"))
    }

    /// A table names its numeric columns (`w-n1` … `w-n12`, DataTable); the theme aligns them.
    @Test func numericColumnsAreAlignedByTheTablesClass() throws {
        let css = try Self.css()
        #expect(css.contains(".w-n1 :is(th, td):nth-child(1), .w-n2 :is(th, td):nth-child(2),"))
        #expect(css.contains(".w-n12 :is(th, td):nth-child(12) {\n  text-align: right; font-variant-numeric: tabular-nums; min-width: var(--size-table-number-min); }"))
    }

    /// The page frame and a card's title have no classes (issue 44): the theme styles them by
    /// element and position, and the coach packet's print rules do the same.
    @Test func frameAndCardTitlesAreStyledWithoutClasses() throws {
        let css = try Self.css()
        #expect(Self.rule("body > header", in: css)?.contains("border-bottom") == true)
        #expect(Self.rule("body > header > div", in: css)?.contains("max-width") == true)
        #expect(Self.rule("#main", in: css)?.contains("max-width: var(--size-content-width);") == true)
        #expect(Self.rule("body > footer", in: css) != nil)
        #expect(css.contains("\n.card > h2, .card > h3, .card-title {"))
        #expect(css.contains("\n:is(.card-title, .card > h2:first-child, .card > h3:first-child) ~ :is(.table-wrap, .w-table-wrap) caption {"))
        #expect(css.contains("  .card-title, .card > h2, .card > h3, .card-description, .series-title { break-after: avoid;"))
        #expect(!css.contains(".site-header") && !css.contains(".site-main") && !css.contains(".site-footer"))
        // The skip link, site title and page header by position, at their classes' specificity
        // (`:where`), so that print's `a[href]` still underlines the title on paper.
        #expect(Self.rule(":where(body > a):first-child", in: css)?.contains("transform: translateY(-200%);") == true)
        #expect(css.contains("\n:where(body > header > div) > a:first-child { color: var(--color-text); text-decoration: none; }"))
        #expect(css.contains("\n:where(#main > div):first-child { margin-bottom: var(--size-space-6); }"))
        #expect(!css.contains(".skip-link") && !css.contains(".site-title") && !css.contains(".page-header"))
        #expect(PacketStylesheet.css.contains(".site-") == false)
        #expect(PacketStylesheet.css.contains("\n  body > header { display: none; }"))
        #expect(PacketStylesheet.css.contains("\n  .profile .card > :is(h2, h3):first-child { font-size: 10.5pt;"))
    }

    /// Every gradient a stat card names as a class has its rule, from the gradient's tokens,
    /// written by the code for any theme (a theme's own widgets.css need not have it).
    @Test func namedGradientsAreClasses() throws {
        let css = try Self.css()
        for g in GradientToken.named {
            #expect(css.contains("\n.\(g.className!) { --w-g1: \(g.startCSS); --w-g2: \(g.endCSS); }"), "\(g.name)")
        }
    }

    @Test func taskTextWrapsInsteadOfEllipsis() throws {
        #expect(try Self.css().contains(".tasks .w-row-title { white-space: normal; overflow: visible; text-overflow: clip; overflow-wrap: anywhere; }"))
        #expect(try Self.css().contains(".tasks.w-rows > li > div:first-of-type > :first-child { white-space: normal; overflow: visible; text-overflow: clip; overflow-wrap: anywhere; }"))
    }

    @Test func tabsAndAthleteLinksAre44PixelTargets() throws {
        let css = try Self.css()
        #expect(try #require(Self.rule(".w-tab", in: css)).contains("min-height: var(--size-tab-min-height);"))
        #expect(css.contains("  .athlete-switcher a { display: inline-flex; align-items: center; min-height: var(--size-tab-min-height); }"))
        #expect(try ThemeTests.defaultTheme().tokens.sizes["tab-min-height"] == "44px")
    }
}
