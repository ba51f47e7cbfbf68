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
            "t.csv:2:3: error: this file starts as UTF-16 LE text (the bytes FF FE, as Excel's \"Unicode Text\" saves) but is "
            + "not valid UTF-16 LE from here; save it again as \"CSV UTF-8 (comma delimited)\"",
        ])
        #expect(t.rows.isEmpty)
    }

    static func utf32(_ s: String, little: Bool) -> [UInt8] {
        var out: [UInt8] = little ? [0xFF, 0xFE, 0, 0] : [0, 0, 0xFE, 0xFF]
        for u in s.unicodeScalars {
            let b = [UInt8(u.value & 0xFF), UInt8(u.value >> 8 & 0xFF), UInt8(u.value >> 16 & 0xFF), 0]
            out += little ? b : b.reversed()
        }
        return out
    }

    /// Hostile round 4, item 14: UTF-32 was read as UTF-16 with NULs, and UTF-16 without a
    /// byte-order mark as UTF-8 with NULs; both gave column and quote errors.
    @Test(arguments: [true, false])
    func utf32AndUnmarkedUTF16AreRead(little: Bool) {
        let text = "id,name\n1,Zoë 🏀\n2,\"Łódź, PL\"\n"
        for bytes in [Self.utf32(text, little: little), Array(Self.utf16(text, little: little).dropFirst(2))] {
            let (t, d) = CSVReader.read(bytes, file: "t.csv")
            #expect(d.items.isEmpty)
            #expect(t.rows.map { t.cells(of: $0)["name"]?.text } == ["Zoë 🏀", "Łódź, PL"])
        }
        #expect(UTF16Text.encoding(of: Self.utf32(text, little: little)) == .utf32(little: little))
        #expect(UTF16Text.encoding(of: Array(Self.utf16(text, little: little).dropFirst(2))) == .utf16(little: little, mark: false))
        #expect(UTF16Text.encoding(of: Array(text.utf8)) == nil)
    }

    @Test func brokenUTF32IsRefusedNamingIt() {
        let bytes = Self.utf32("id\n", little: true) + [0x00, 0xD8, 0, 0]  // a surrogate is no scalar
        let (_, d) = CSVReader.read(bytes, file: "t.csv")
        #expect(d.items.map(\.description) == [
            "t.csv:2:1: error: this file starts as UTF-32 LE text (the bytes FF FE 00 00) but is not valid UTF-32 LE from "
            + "here; save it again as \"CSV UTF-8 (comma delimited)\"",
        ])
    }

    /// A UTF-16 `tasks.json` gave "unexpected an unexpected character, expected a value".
    @Test(arguments: [true, false])
    func utf16JSONIsRead(little: Bool) {
        let json = "[{\"id\": \"t1\", \"title\": \"Wyślij wideo\"}]\n"
        for bytes in [Self.utf16(json, little: little), Array(Self.utf16(json, little: little).dropFirst(2)), Self.utf32(json, little: little)] {
            let (t, d) = JSONReader.read(bytes, file: "tasks.json")
            #expect(d.items.isEmpty)
            #expect(t.rows.map { t.cells(of: $0)["title"]?.text } == ["Wyślij wideo"])
        }
        let (_, d) = JSONReader.read([0x01, 0x5B], file: "tasks.json")
        #expect(d.items.map(\.description) == ["tasks.json:1:1: error: unexpected byte 0x01, expected a value"])
    }
}
