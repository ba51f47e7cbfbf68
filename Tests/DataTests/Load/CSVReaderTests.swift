import Testing
@testable import SiteData

@Suite struct CSVReaderTests {
    func read(_ s: String) -> (RawTable, [String]) {
        let (t, d) = CSVReader.read(Array(s.utf8), file: "t.csv")
        return (t, d.items.map(\.description))
    }

    func cells(_ t: RawTable) -> [[String]] {
        t.rows.map { row in t.columns.map { t.cells(of: row)[$0].map { c in "\(c.location.line):\(c.location.column)=\(c.text ?? "nil")" } ?? "absent" } }
    }

    @Test func quotedFieldsWithCommasQuotesAndCRLF() {
        let (t, d) = read("id,name,notes\r\n1,\"Smith, J\",\"said \"\"hi\"\"\r\nthen left\"\r\n2,Żółw,x\r\n")
        #expect(d.isEmpty)
        #expect(t.columns == ["id", "name", "notes"])
        #expect(cells(t) == [
            ["2:1=1", "2:3=Smith, J", "2:14=said \"hi\"\r\nthen left"],
            ["4:1=2", "4:3=Żółw", "4:8=x"],
        ])
        #expect(t.rows[1].location == SourceLocation(file: "t.csv", line: 4, column: 1))
    }

    @Test func quotedFieldsWithAndWithoutEscapesAndEmpty() {
        // A quoted field is taken in place unless it holds "" escapes: both give the same text.
        let (t, d) = read("a,b,c,d\n\"plain\",\"x\"\"y\"\"\",\"\",\"\"\"\"\n\"multi\nline\",\"q\"\"\nr\",,\"\"\"\"\n")
        #expect(d.isEmpty)
        #expect(cells(t) == [
            ["2:1=plain", "2:9=x\"y\"", "2:18=", "2:21=\""],
            ["3:1=multi\nline", "4:7=q\"\nr", "5:4=nil", "5:5=\""],
        ])
    }

    @Test func invalidUTF8InAUTF8FileIsAnErrorAtItsField() {
        // 0xFF is never valid UTF-8: in an unquoted field, a quoted one, and a quoted one with "".
        // The file also holds a UTF-8 letter (é), so it is not read as Windows-1252.
        for (bytes, expected) in [
            (Array("id,name\n0,é\n1,ab".utf8) + [0xFF] + Array("\n".utf8), "t.csv:3:3: error: text is not valid UTF-8"),
            (Array("id,name\n0,é\n1,\"ab".utf8) + [0xFF] + Array("\"\n".utf8), "t.csv:3:3: error: text is not valid UTF-8"),
            (Array("id,name\n0,é\n1,\"a\"\"b".utf8) + [0xFF] + Array("\"\n".utf8), "t.csv:3:3: error: text is not valid UTF-8"),
        ] {
            let (t, d) = CSVReader.read(bytes, file: "t.csv")
            #expect(d.items.map(\.description) == [expected])
            #expect(t.rows.count == 2)
        }
    }

    @Test func bomNoTrailingNewlineAndBlankTrailingLine() {
        let (a, da) = read("\u{FEFF}id,name\n1,A")
        let (b, db) = read("id,name\n1,A\n\n")
        #expect(da.isEmpty && db.isEmpty)
        #expect(a.columns == ["id", "name"])
        #expect(cells(a) == [["2:1=1", "2:3=A"]])
        #expect(cells(b) == [["2:1=1", "2:3=A"]])
        #expect(a.headerLocation == SourceLocation(file: "t.csv", line: 1, column: 1))
    }

    @Test func emptyFileAndHeaderOnly() {
        let (e, de) = read("")
        #expect(de.isEmpty && e.columns.isEmpty && e.rows.isEmpty)
        let (h, dh) = read("id,name\r\n")
        #expect(dh.isEmpty && h.columns == ["id", "name"] && h.rows.isEmpty)
    }

    @Test func emptyCellsAreNullAndShortRowsLeaveCellsAbsent() {
        let (t, d) = read("id,name,city\n1,,\n2\n3,\"\",x")
        #expect(d.isEmpty)
        #expect(cells(t) == [
            ["2:1=1", "2:3=nil", "2:4=nil"],
            ["3:1=2", "absent", "absent"],
            ["4:1=3", "4:3=", "4:6=x"],
        ])
    }

    @Test func columnsCountUnicodeScalars() {
        let (t, _) = read("a,b\nłódź,x\n")
        #expect(t.cells(of: t.rows[0])["b"]?.location.column == 6)
    }

    @Test(arguments: [
        ("id,name\n1,ab\"c\n", "t.csv:2:5: error: quote inside an unquoted field (quote the whole field and write \" as \"\")"),
        ("id,name\n1,\"abc\n", "t.csv:2:3: error: quoted field is never closed (missing \")"),
        ("id,name\n1,\"ab\"c\n", "t.csv:2:7: error: unexpected text after a closing quote (a quote inside a quoted field is written \"\")"),
        // The quoting hint: an unquoted comma in a cell (issue 43 §6).
        ("id,name\n1,Smith, Jr.\n", "t.csv:2:9: error: this row has 3 fields but the header has 2; if a cell holds a \",\", "
            + "put double quotes around the whole cell (\"Smith, Jr.\")"),
        ("id,id\n", "t.csv:1:4: error: column \"id\" appears twice in the header (first at column 1)"),
    ])
    func malformed(input: String, message: String) {
        let (_, d) = read(input)
        #expect(d == [message])
    }
}
