import Testing
@testable import SiteData

/// Excel's "Unicode Text": UTF-16 with a byte-order mark, tab-separated.
@Suite struct UTF16TextTests {
    static func utf16(_ s: String, little: Bool) -> [UInt8] {
        var out: [UInt8] = little ? [0xFF, 0xFE] : [0xFE, 0xFF]
        for u in s.utf16 { out += little ? [UInt8(u & 0xFF), UInt8(u >> 8)] : [UInt8(u >> 8), UInt8(u & 0xFF)] }
        return out
    }

    @Test(arguments: [true, false])
    func unicodeTextIsReadWithTabsBetweenColumns(little: Bool) {
        let bytes = Self.utf16("id\tname\tcity\r\n1\tJosé Żółw\t\"Austin, TX\"\r\n2\t🏀 Ana\tŁódź\r\n", little: little)
        let (t, d) = CSVReader.read(bytes, file: "t.csv")
        #expect(d.items.isEmpty)
        #expect(t.columns == ["id", "name", "city"])
        #expect(t.rows.map { row in t.columns.map { t.cells(of: row)[$0]?.text } }
                == [["1", "José Żółw", "Austin, TX"], ["2", "🏀 Ana", "Łódź"]])
        #expect(t.cells(of: t.rows[1])["city"]?.location == SourceLocation(file: "t.csv", line: 3, column: 9))
    }

    @Test func commaSeparatedUTF16IsReadToo() {
        let (t, d) = CSVReader.read(Self.utf16("id,name\n1,Zoë\n", little: true), file: "t.csv")
        #expect(d.items.isEmpty)
        #expect(t.rows.map { t.cells(of: $0)["name"]?.text } == ["Zoë"])
    }

    @Test func brokenUTF16IsRefusedNamingIt() {
        // A lone low surrogate (DC00) on line 2.
        let bytes = Self.utf16("id\tname\n1\t", little: true) + [0x00, 0xDC] + Self.utf16("\n", little: true).dropFirst(2)
        let (t, d) = CSVReader.read(bytes, file: "t.csv")
        #expect(d.items.map(\.description) == [
            "t.csv:2:3: error: this file starts as UTF-16 text (the bytes FF FE, as Excel's \"Unicode Text\" saves) but is "
            + "not valid UTF-16 from here; save it again as \"CSV UTF-8 (comma delimited)\"",
        ])
        #expect(t.rows.isEmpty)
    }
}
