import Testing
@testable import Widgets

/// Each icon is a short empty element in a page; its drawing is one rule of the site's one
/// stylesheet (`Icon.stylesheet`), not an `<svg>` or a symbol in every page.
@Suite struct IconStylesheetTests {
    @Test func anIconIsAnEmptyElementWithItsClass() {
        #expect(Icon.chart.render() == #"<i class="w-icon i-chart"></i>"#)
        #expect(Icon.twitter.render() == #"<i class="w-icon i-x"></i>"#)
        #expect(Icon.instagram.className == "i-ig" && Icon.platform.className == "i-web")
        #expect(XMLCheck.parse(Icon.allCases.map { $0.render() }.joined()).error == nil)
    }

    @Test func everyIconHasOneRuleWithItsDrawing() {
        let css = Icon.stylesheet
        #expect(css.split(separator: "\n").count == Icon.allCases.count)
        #expect(css.contains(".i-chart { --w-i: url(\"data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' "
            + "viewBox='0 0 24 24' fill='none' stroke='%23000' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'>"
            + "<path d='M4 20h16M7 20v-6M12 20V8M17 20v-10'/></svg>\"); }\n"))
        // The platforms' rules also draw a post's short form (`Icon.platform`: `<i class="x">`).
        #expect(css.contains(".i-x, i.x { --w-i: url(") && css.contains(".i-ig, i.ig { --w-i: url(")
                && css.contains(".i-web, i.web { --w-i: url("))
        for icon in Icon.allCases {
            #expect(css.contains("<path d='" + icon.pathData + "'/>"))
            // Nothing in a drawing can end the url("…"), the rule, or the data URL early.
            #expect(!icon.pathData.contains { "\"'()#%;{}<>\\".contains($0) })
        }
    }
}
