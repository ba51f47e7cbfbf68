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

    /// The field as the former Unicode-scalar code wrote it: the byte writer must agree.
    private static func scalarField(_ raw: String, neutralize: Bool) -> String {
        var s = raw.unicodeScalars.contains(where: CSVWriter.isBidiControl)
            ? String(String.UnicodeScalarView(raw.unicodeScalars.filter { !CSVWriter.isBidiControl($0) })) : raw
        if neutralize, let first = s.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) { s = "'" + s }
        guard s.utf8.contains(where: { $0 == 44 || $0 == 34 || $0 == 13 || $0 == 10 }) else { return s }
        return "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    @Test(arguments: [true, false]) func byteFieldsMatchTheScalarRule(neutralize: Bool) {
        // Pieces that matter: every trigger, every bidi control and its near misses
        // (E2 80 A9 is U+2029, E2 81 AA is U+206A), other three-byte and four-byte scalars.
        let pieces = ["=", "+", "-", "@", "\t", "\r", "\n", ",", "\"", "a", "Zoë", " ", "'",
                      "\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}", "\u{2029}", "\u{206A}", "\u{2014}", "€", "😀", "\r\n"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15  // a fixed seed: the same 3,000 fields every run
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var checked = 0
        for _ in 0..<3_000 {
            let raw = (0..<next(7)).map { _ in pieces[next(pieces.count)] }.joined()
            #expect(CSVWriter.field(raw, neutralize: neutralize) == Self.scalarField(raw, neutralize: neutralize), "\(Array(raw.unicodeScalars))")
            checked += 1
        }
        #expect(checked == 3_000)
        #expect(CSVWriter.field("\u{202E}\u{202E}=x", neutralize: neutralize) == (neutralize ? "'=x" : "=x"))
        #expect(CSVWriter.field("\u{2029}a,\"b\"", neutralize: neutralize) == "\"\u{2029}a,\"\"b\"\"\"")
    }
}
