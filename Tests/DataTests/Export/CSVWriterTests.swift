import Testing
@testable import SiteData

@Suite struct CSVWriterTests {
    @Test func quotesAndNeutralisesFormulas() {
        var w = CSVWriter(header: ["section", "key", "value"])
        w.appendRow([.text("schools"), .text("=HYPERLINK(\"http://x\")"), .number("-3")])
        w.appendRow([.text("a,b"), .text("line\nbreak"), .number(nil)])
        w.appendRow([.text("+1"), .text("@handle"), .text("\tTab")])
        w.appendRow([.text("-minus"), .text("\rcr"), .text("plain")])
        #expect(w.text == """
            section,key,value\r
            schools,"'=HYPERLINK(""http://x"")",-3\r
            "a,b","line
            break",\r
            '+1,'@handle,'\tTab\r
            '-minus,"'\rcr",plain\r

            """)
    }

    @Test func dropsBidiControls() {
        var w = CSVWriter(header: ["name"])
        w.appendRow([.text("\u{202E}=cmd\u{2066}|x")])
        #expect(w.text == "name\r\n'=cmd|x\r\n")
    }

    @Test func leavesInputCSVAloneWhenAskedTo() {
        var w = CSVWriter(header: ["v"], neutralizeFormulas: false)
        w.appendRow([.text("=1+1")])
        #expect(w.text == "v\r\n=1+1\r\n")
    }
}
