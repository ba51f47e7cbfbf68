import Foundation
import Testing
@testable import SiteData

/// Empty spreadsheet rows: a blank line and a row of only commas are the same thing, one warning
/// per file listing their lines, and nothing else reported about them.
@Suite struct EmptyRowsTests {
    func read(_ s: String) -> (RawTable, [String]) {
        let (t, d) = CSVReader.read(Array(s.utf8), file: "t.csv")
        return (t, d.items.map(\.description))
    }

    @Test func blankLinesAndRowsOfCommasAreOneWarning() {
        let (t, d) = read("id,name,tier\n1,A,B\n,,\n\n2,B,C\n , ,\"\"\n3,C,A\n")
        #expect(d == ["t.csv:3:1: warning: 3 empty rows were skipped, at lines 3, 4 and 6 (delete them in the spreadsheet, or fill them in)"])
        #expect(t.rows.map { t.cells(of: $0)["id"]?.text } == ["1", "2", "3"])
    }

    @Test func oneEmptyRowIsNamedAlone() {
        let (_, d) = read("id,name\n1,A\n,\n2,B\n")
        #expect(d == ["t.csv:3:1: warning: the row at line 3 is empty and was skipped (delete it in the spreadsheet, or fill it in)"])
    }

    @Test func trailingEmptyRowsAreSkippedSilently() {
        let (t, d) = read("id,name\n1,A\n,\n\n,,\n")
        #expect(d == [])
        #expect(t.rows.count == 1)
    }

    @Test func manyEmptyRowsListTenAndCountTheRest() {
        let (_, d) = read("id,name\n" + String(repeating: ",\n", count: 12) + "1,A\n")
        #expect(d == ["t.csv:2:1: warning: 12 empty rows were skipped, at lines 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 and 2 more "
                      + "(delete them in the spreadsheet, or fill them in)"])
    }

    /// The case: a row of commas in schools.csv gave "a value is required" for id and
    /// name; now it is the one warning, and the other rows load.
    @Test func anEmptyRowRaisesNoMissingValues() {
        let (table, read) = CSVReader.read(Array("id,name\ns1,Rice\n,\ns2,Duke\n".utf8), file: "schools.csv")
        let (data, d) = AthleteAssembler.assemble(profile: AthleteProfile(slug: "a", name: "A"), tables: ["schools": table],
                                                  notes: [], timeZone: TimeZone(identifier: "UTC")!)
        #expect((read.items + d.items).map(\.description)
                == ["schools.csv:3:1: warning: the row at line 3 is empty and was skipped (delete it in the spreadsheet, or fill it in)"])
        #expect(data?.schools.map(\.id) == ["s1", "s2"])
    }
}
