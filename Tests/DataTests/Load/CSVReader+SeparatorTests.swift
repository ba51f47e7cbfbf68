import Foundation
import Testing
@testable import SiteData

/// CSV as European Excel saves it: `;` between columns, `,` as the decimal mark.
@Suite struct CSVReaderSeparatorTests {
    func read(_ s: String) -> (RawTable, [String]) {
        let (t, d) = CSVReader.read(Array(s.utf8), file: "t.csv")
        return (t, d.items.map(\.description))
    }

    func texts(_ t: RawTable) -> [[String?]] {
        t.rows.map { row in t.columns.map { t.cells(of: row)[$0]?.text } }
    }

    static let announcement = #"read with ";" between columns and "," as the decimal mark, as European Excel saves CSV"#

    @Test func aSemicolonHeaderMakesASemicolonFileAndIsAnnounced() {
        let (t, d) = read("\u{FEFF}id;name;notes\r\n1;\"Smith; J\";a,b\r\n")
        #expect(d == ["t.csv:1:1: warning: " + Self.announcement])
        #expect(t.columns == ["id", "name", "notes"])
        #expect(texts(t) == [["1", "Smith; J", "a,b"]])
        #expect(t.decimalComma)
    }

    @Test func aCommaFileStaysAsItWas() {
        let (t, d) = read("id,name\n1,\"a;b\"\n")
        #expect(d == [])
        #expect(texts(t) == [["1", "a;b"]])
        #expect(!t.decimalComma)
    }

    @Test func semicolonsInsideQuotedHeaderNamesDoNotCount() {
        let (t, d) = read("\n\"id;x\",name\n1,A\n")
        #expect(d == [])
        #expect(t.columns == ["id;x", "name"])
    }

    @Test func aHeaderWithBothSeparatorsIsRefused() {
        let (t, d) = read("id;name,status\n1;A,b\n")
        #expect(d == [#"t.csv:1:1: error: the header row has both "," and ";" between column names, so the columns cannot be told apart; use one of them (a spreadsheet saved as "CSV UTF-8 (comma delimited)" uses ",")"#])
        #expect(t.rows.isEmpty)
    }

    func assemble(_ text: String, file: String = "schools.csv") -> (AthleteData?, [String]) {
        let table = CSVReader.read(Array(text.utf8), file: file).0
        let (data, d) = AthleteAssembler.assemble(profile: AthleteProfile(slug: "a", name: "A"),
                                                  tables: [String(file.dropLast(4)): table], notes: [],
                                                  timeZone: TimeZone(identifier: "UTC")!)
        return (data, d.items.map(\.description))
    }

    @Test func decimalCommasAreReadInASemicolonFile() throws {
        let (data, d) = assemble("id;name;latitude;longitude\ns1;Rice;29,72;-95,4\ns2;Duke;36.0;12\n")
        #expect(d == [])  // the announcement is the reader's (above); here only the typed cells
        let schools = try #require(data).schools
        #expect(schools.map(\.latitude) == [29.72, 36.0])
        #expect(schools.map(\.longitude) == [-95.4, 12])
    }

    @Test func thePolishSampleFileThatGaveFiveMessagesNowReads() throws {
        let (data, d) = assemble("id;metric_type;value;unit;recorded_date\nm1;sixty_time;6,85;s;2026-03-01\n",
                                 file: "performance_metrics.csv")
        #expect(d == [])
        #expect(try #require(data).metrics.map(\.value) == [6.85])
    }

    @Test func aPolishExcelFolderBuildsWithOneWarning() throws {
        let folder = try ContentFolderFixture("semicolon")
        defer { folder.remove() }
        try folder.write("id;metric_type;value;unit;recorded_date\nm1;sixty_time;6,85;s;2026-03-01\n", to: "performance_metrics.csv")
        #expect(folder.problems() == ["content/athletes/kim-lee/performance_metrics.csv:1:1: warning: " + Self.announcement])
    }

    @Test(arguments: [
        ("1.234,5", #"schools.csv:2:9: error: latitude: "1.234,5" uses "." or "," to group thousands, which could be read more than one way; write the number without grouping, with a comma for decimals, e.g. 1234,5"#),
        ("1,234,5", #"schools.csv:2:9: error: latitude: "1,234,5" uses "." or "," to group thousands, which could be read more than one way; write the number without grouping, with a comma for decimals, e.g. 1234,5"#),
        ("1.500", #"schools.csv:2:9: error: latitude: "1.500" could be a number with a thousands point or a decimal point in a file that uses decimal commas; write it without grouping (1500) or with a decimal comma (1,5)"#),
        ("1 234,5", #"schools.csv:2:9: error: latitude: "1 234,5" is not a number (write decimals with a comma, e.g. 1,5)"#),
        ("abc", #"schools.csv:2:9: error: latitude: "abc" is not a number (write decimals with a comma, e.g. 1,5)"#),
    ])
    func ambiguousNumbersAreRefusedAtTheirCell(cell: String, message: String) {
        let (data, d) = assemble("id;name;latitude\ns1;Rice;\(cell)\n")
        #expect(data == nil)
        #expect(d.filter { $0.contains("error") } == [message])
    }
}
