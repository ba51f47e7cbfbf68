import Testing

/// The checkers themselves: each one must flag a hand-made bad page, or the site tests
/// could pass by checking nothing.
@Suite struct SiteChecksTests {
    func page(_ body: String, head: String = "") -> String {
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"/>" + head + "</head><body id=\"top\">" + body + "</body></html>"
    }

    @Test func scannerReadsQuotedUnquotedAndEncodedAttributes() {
        let tags = HTMLScanner.tags(in: ##"<!-- <a href="x"> --><A HREF='a.html' data-x=1 hidden><img src="b&amp;c.png"/><script>"<p>"</script><p title="&#39;&quot;&#x41;">"##)
        #expect(tags.map(\.name) == ["a", "img", "script", "p"])
        #expect(tags[0].attributes == [.init(name: "href", value: "a.html"), .init(name: "data-x", value: "1"), .init(name: "hidden", value: "")])
        #expect(tags[1].value("src") == "b&c.png")
        #expect(tags[3].value("title") == "'\"A")
    }

    @Test func csvParserHandlesQuotesAndLineBreaks() {
        #expect(CSVParser.records("a,b\r\n\"x,1\",\"say \"\"hi\"\"\r\nthere\"\r\n,\r\n")
                == [["a", "b"], ["x,1", "say \"hi\"\r\nthere"], ["", ""]])
    }

    @Test func brokenLinksAreReported() {
        let checks = SiteChecks(files: [
            "index.html": page(##"<a href="a/index.html">ok</a><a href="a/">dir</a><a href="/a/index.html">abs</a><a href="b.html">missing</a><a href="#top">ok</a><a href="#nope">no id</a><a href="a/index.html#x">ok</a><a href="a/index.html#y">no id</a><a href="https://example.com/">ext</a><a href="mailto:a@b.c">ext</a><a href="#">inert</a><a href="../up.html">up</a>"##),
            "a/index.html": page(##"<p id="x">x</p><img src="../missing.png"/>"##),
        ])
        #expect(checks.brokenLinks() == [
            ##"a/index.html: src="../missing.png" → missing.png does not exist"##,
            ##"index.html: href="a/" does not name a file"##,
            ##"index.html: href="/a/index.html" is an absolute path"##,
            ##"index.html: href="b.html" → b.html does not exist"##,
            ##"index.html: href="#nope" names no id of this page"##,
            ##"index.html: href="a/index.html#y" names no id of a/index.html"##,
            ##"index.html: href="../up.html" climbs above the site folder"##,
        ])
    }

    @Test func emptyPagesAreBrokenTargets() {
        let checks = SiteChecks(files: ["index.html": page(##"<a href="x/reports/index.html">r</a>"##), "x/reports/index.html": ""])
        #expect(checks.brokenLinks() == [##"index.html: href="x/reports/index.html" → x/reports/index.html does not exist"##])
        #expect(checks.malformedPages().count == 1)
    }

    @Test func malformedMarkupIsReported() {
        let checks = SiteChecks(files: [
            "ok.html": page(##"<svg viewBox="0 0 10 10"><path d="M0 0"/></svg><br/>"##),
            "bad.html": page("<br><svg><g></svg>"),
        ])
        #expect(checks.malformedPages().map { $0.prefix(9) } == ["bad.html:"])
    }

    @Test func networkLoadsAreReported() {
        let checks = SiteChecks(files: [
            "a.html": page(##"<img src="https://cdn.example/x.png"/><a href="https://example.com/">fine</a>"##,
                           head: ##"<link rel="stylesheet" href="//fonts.example/css"/><style>@import "https://x/y.css";</style>"##),
            "s.css": "body { background: url( 'http://x/y.png' ); } .a { background: url(ok.png); }",
        ])
        #expect(checks.networkLoads() == [
            ##"a.html: <link href="//fonts.example/css"> loads from the network"##,
            ##"a.html: <img src="https://cdn.example/x.png"> loads from the network"##,
            ##"a.html: <style>: @import https://x/y.css";"##,
            "s.css: url( http://x/y.png' ); } .a { background: url(ok.png); }",
        ])
    }

    @Test func robotsMetaIsChecked() {
        let with = page("", head: ##"<meta name="robots" content="noindex, nofollow"/>"##)
        let checks = SiteChecks(files: ["a.html": with, "b.html": page("")])
        #expect(checks.robotsProblems(noindex: true) == ["b.html: no noindex meta tag"])
        #expect(checks.robotsProblems(noindex: false) == ["a.html: has a robots meta tag on a public site"])
    }

    @Test func hostileOutputIsReported() {
        let checks = SiteChecks(files: [
            "a.html": page(##"<a href=" java&#9;script:alert(1)">x</a><svg><a xlink:href="JaVaScRiPt:x">y</a></svg><img src="data:text/html,x" ONLOAD="x"/><p>&lt;script&gt;</p>"##),
            "b.css": "<SCRIPT>",
            "c.json": ##"{"a": "<script>"}"##,
            "d.csv": "a,b\r\n'=1,=2\r\n-3,-x\r\n\"\tt\",@y\r\n",
        ])
        #expect(checks.scriptURLs() == [
            "a.html: <a href=\" java\tscript:alert(1)\"> holds javascript:",
            ##"a.html: <a xlink:href="JaVaScRiPt:x"> holds javascript:"##,
            ##"a.html: <img src="data:text/html,x"> is a data: URL"##,
        ])
        #expect(checks.eventHandlerAttributes() == ["a.html: <img onload=…>"])
        #expect(checks.scriptTags() == ["b.css: contains <script"])
        #expect(checks.formulaCells() == [
            ##"d.csv:2:2: "=2" is not prefixed with '"##,
            ##"d.csv:3:2: "-x" is not prefixed with '"##,
            ##"d.csv:4:1: "\tt" is not prefixed with '"##,
            ##"d.csv:4:2: "@y" is not prefixed with '"##,
        ])
    }
}
