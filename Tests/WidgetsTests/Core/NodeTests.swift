import Testing
@testable import Widgets

@Suite struct NodeTests {
    @Test func elementsAttributesAndText() {
        let node = Node.element("p", [.class("a\"b")], [.text("<hi>"), .element("br")])
        #expect(node.render() == "<p class=\"a&quot;b\">&lt;hi&gt;<br/></p>")
    }

    @Test func utf8RenderingIsTheMarkupFollowedByTheSuffix() {
        let node = Node.element("p", [.class("é")], [.text("Zoë <3"), .element("br")])
        #expect(node.renderUTF8(appending: "\n") == Array("<p class=\"é\">Zoë &lt;3<br/></p>\n".utf8))
        #expect(node.renderUTF8() == Array(node.render().utf8))
        #expect(Node.empty.renderUTF8(appending: "\n") == [0x0A])
    }

    @Test func emptyHTMLElementsCloseAndSVGElementsSelfClose() {
        let node = Node.fragment([.element("div"), .element("svg", [], [.element("path", [.attr("d", "M0 0")])])])
        #expect(node.render() == "<div></div><svg><path d=\"M0 0\"/></svg>")
    }

    @Test func urlsAreSanitisedThenEscaped() {
        #expect(Node.a(href: "javascript:alert(1)") { "x" }.render() == "<a href=\"#\">x</a>")
        #expect(Node.a(href: "a.html?x=1&y=\"2\"") { "x" }.render() == "<a href=\"a.html?x=1&amp;y=&quot;2&quot;\">x</a>")
    }

    @Test func eventHandlerAndOddAttributeNamesAreDropped() {
        let node = Node.element("div", [.attr("onclick", "x"), .attr("ONLOAD", "y"), .attr("a b\"c", "z")])
        #expect(node.render() == "<div data-dropped=\"x\" data-dropped=\"y\" abc=\"z\"></div>")
    }

    @Test func numbersHaveAtMostTwoDecimalsAndNeverNaN() {
        let values: [Double] = [0, -0.0, 1, 1.5, 1.005, 2.675, -3.14159, 1e9, .nan, .infinity, -.infinity, 1e20, 0.004, -0.004]
        #expect(values.map { String.number($0) } == [
            "0", "0", "1", "1.5", "1", "2.68", "-3.14", "1000000000", "0", "0", "0", "10000000000000", "0", "0",
        ])
    }

    @Test func trustedHTMLIsWrittenAsIs() {
        #expect(Node.div { Node.trustedHTML("<em>ok</em>") }.render() == "<div><em>ok</em></div>")
    }

    @Test func documentStartsWithDoctype() {
        let page = Node.document(.element("html", [.lang("pl")]) { Node.element("body") { "Cześć" } })
        #expect(page.render() == "<!DOCTYPE html>\n<html lang=\"pl\"><body>Cześć</body></html>")
    }

    @Test func resultBuilderHandlesConditionsAndLoops() {
        let flag = false
        let node = Node.ul {
            for i in 1...2 { Node.li { String(i) } }
            if flag { Node.li { "never" } } else { Node.li { "else" } }
        }
        #expect(node.render() == "<ul><li>1</li><li>2</li><li>else</li></ul>")
    }

    @Test func textInsideSVGIsFlattened() {
        let node = Node.element("svg", [], [.element("text", [], [.text("a\nb")])])
        #expect(node.render() == "<svg><text>a b</text></svg>")
    }
}
