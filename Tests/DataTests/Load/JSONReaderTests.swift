import Testing
@testable import SiteData

@Suite struct JSONReaderTests {
    func read(_ s: String) -> (RawTable, [String]) {
        let (t, d) = JSONReader.read(Array(s.utf8), file: "t.json")
        return (t, d.items.map(\.description))
    }

    @Test func cellsWithPositions() {
        let (t, d) = read("""
        [
          {"id": "s1", "lat": 41.5, "ok": true, "gone": null, "name": "Ł\\u00f3d\\u017a \\"x\\""},
          {"id": 2, "zeta": "z"}
        ]
        """)
        #expect(d.isEmpty)
        #expect(t.columns == ["gone", "id", "lat", "name", "ok", "zeta"])
        #expect(t.rows.count == 2)
        let r0 = t.cells(of: t.rows[0])
        #expect(r0["id"] == RawTable.Cell("s1", at: SourceLocation(file: "t.json", line: 2, column: 10)))
        #expect(r0["lat"]?.text == "41.5")
        #expect(r0["ok"]?.text == "true")
        #expect(r0["gone"]?.text == nil && r0["gone"] != nil)
        #expect(r0["name"]?.text == "Łódź \"x\"")
        #expect(t.cells(of: t.rows[1])["id"]?.text == "2")
        #expect(t.rows[1].location == SourceLocation(file: "t.json", line: 3, column: 3))
    }

    @Test func emptyInputIsNoRows() {
        let (a, da) = read("")
        let (b, db) = read(" [ ] ")
        #expect(da.isEmpty && db.isEmpty && a.rows.isEmpty && b.rows.isEmpty && b.columns.isEmpty)
    }

    @Test(arguments: [
        ("{\"id\": 1}", "t.json:1:1: error: expected an array of objects ([{…}, {…}])"),
        ("[{\"id\": 1}, 5]", "t.json:1:13: error: element 2 is not an object"),
        ("[{\"id\": 1, \"tags\": [\"a\"]}]", "t.json:1:20: error: element 1, \"tags\": a table cell cannot be a list or an object"),
        ("[{\"id\": 1, \"id\": 2}]", "t.json:1:12: error: element 1, \"id\": key appears twice in this object"),
        ("[{\"id\": 1}\n {\"id\": 2}]", "t.json:2:2: error: expected ',' or ']', found '{'"),
        ("[{\"id\": \"abc}]", "t.json:1:9: error: string is never closed (missing \")"),
        ("[{\"id\": tru}]", "t.json:1:12: error: unexpected '}'"),
        ("[{\"id\": 1}] x", "t.json:1:13: error: unexpected 'x' after the end of the JSON value"),
    ])
    func malformed(input: String, message: String) {
        let (_, d) = read(input)
        #expect(d == [message])
    }
}
