import Foundation
import FileTestSupport
import Testing
@testable import SiteData

/// Dates as a spreadsheet re-save writes them: read where the order is known, else one message
/// per file, never one per cell.
@Suite struct SpreadsheetDatesTests {
    static let chicago = TimeZone(identifier: "America/Chicago")!

    func assemble(_ files: [String: String], order: String? = nil,
                  zone: TimeZone = SpreadsheetDatesTests.chicago) -> (AthleteData?, [String]) {
        var tables: [String: RawTable] = [:]
        for (name, text) in files { tables[String(name.dropLast(4))] = CSVReader.read(Array(text.utf8), file: name).0 }
        let (data, d) = AthleteAssembler.assemble(profile: AthleteProfile(slug: "a", name: "A"), tables: tables, notes: [],
                                                  timeZone: zone, dateOrder: order)
        return (data, d.items.map(\.description))
    }

    /// The case: 98 US dates, every number 12 or less, no date_order: one error.
    @Test func ambiguousDatesWithoutDateOrderAreOneErrorPerFile() {
        var rows = "id,occurred_at,type\n"
        for k in 1...98 { rows += "i\(k),9/8/2025,call\n" }
        let (data, d) = assemble(["interactions.csv": rows])
        #expect(data == nil)
        #expect(d == [
            "interactions.csv:2:4: error: occurred_at: 98 dates are written as a spreadsheet saves them, month and day either "
            + "way round (\"9/8/2025\"): add date_order: mdy (month first, as US Excel writes) or date_order: dmy (day first) "
            + "to site.yml, or format the column as YYYY-MM-DD before saving the file",
        ])
    }

    @Test(arguments: [("mdy", "2025-09-08"), ("dmy", "2025-08-09")])
    func dateOrderReadsThem(order: String, expected: String) throws {
        let (data, d) = assemble(["interactions.csv": "id,occurred_at\ni1,9/8/2025\ni2,9/8/2025 19:00\n",
                                  "events.csv": "id,name,start_date\ne1,Camp,9/8/2025\n"], order: order)
        #expect(d == [])
        let data2 = try #require(data)
        #expect(data2.interactions.map(\.occurredAt.iso) == [expected, expected])
        #expect(data2.events.map(\.startDate.iso) == [expected])
    }

    /// A day above 12 shows the order: no setting needed.
    @Test func aColumnThatShowsItsOrderIsReadWithoutDateOrder() throws {
        let (data, d) = assemble(["interactions.csv": "id,occurred_at\ni1,9/8/2025\ni2,9/28/2025 7:05 PM\n",
                                  "events.csv": "id,name,start_date\ne1,Camp,28/9/2025\ne2,Show,3/10/2025\n"])
        #expect(d == [])
        let data2 = try #require(data)
        #expect(data2.interactions.map(\.occurredAt.iso) == ["2025-09-08", "2025-09-28"])
        #expect(data2.events.map(\.startDate.iso) == ["2025-09-28", "2025-10-03"])
    }

    /// German and Polish Excel write `8.9.2025`: day first always.
    @Test func dottedDatesAreDayFirst() throws {
        let (data, d) = assemble(["events.csv": "id,name,start_date\ne1,Camp,8.9.2025\ne2,Show,28.09.2025 10:00\n"],
                                 order: "mdy")
        #expect(d == [])
        #expect(try #require(data).events.map(\.startDate.iso) == ["2025-09-08", "2025-09-28"])
    }

    /// Excel's own `2026-03-05 19:00` has no zone: it is a time in the site's zone. 19:00 in
    /// Chicago is 01:00 UTC the next day, still March 5 there.
    @Test func excelsDateAndTimeIsATimeInTheSiteZone() throws {
        let (data, d) = assemble(["interactions.csv": "id,occurred_at\ni1,2026-03-05 19:00\ni2,2026-03-05 23:30:10\n"])
        #expect(d == [])
        let data2 = try #require(data)
        #expect(data2.interactions.map(\.occurredAt.iso) == ["2026-03-05", "2026-03-05"])
        let (tokyo, _) = assemble(["interactions.csv": "id,occurred_at\ni1,2026-03-05 19:00\n"],
                                  zone: TimeZone(identifier: "Asia/Tokyo")!)
        #expect(tokyo?.interactions.map(\.occurredAt.iso) == ["2026-03-05"])
    }

    @Test(arguments: [
        ("id,occurred_at\ni1,9/8/25\ni2,9/9/25\n", nil as String?,
         "interactions.csv:2:4: error: occurred_at: dates with a two-digit year, such as \"9/8/25\", cannot be read: the "
         + "century is unknown; format the column with four-digit years (9/8/2025), or format the column as YYYY-MM-DD "
         + "before saving the file"),
        // Hostile round 4, item 13: dotted, as German and Polish Excel save them (was one
        // generic error per cell).
        ("id,occurred_at\ni1,8.9.25\ni2,9.9.25\n", nil as String?,
         "interactions.csv:2:4: error: occurred_at: dates with a two-digit year, such as \"8.9.25\", cannot be read: the "
         + "century is unknown; format the column with four-digit years (9/8/2025), or format the column as YYYY-MM-DD "
         + "before saving the file"),
        ("id,occurred_at\ni1,28/9/2025\ni2,9/28/2025\n", nil,
         "interactions.csv:2:4: error: occurred_at: dates are written both day first (\"28/9/2025\") and month first "
         + "(\"9/28/2025\"); write them all one way, best as YYYY-MM-DD"),
        ("id,occurred_at\ni1,1/2/2025\ni2,28/9/2025\n", "mdy",
         "interactions.csv:2:4: error: occurred_at: \"28/9/2025\" is written day first, but site.yml says date_order: mdy "
         + "(month first); set date_order: dmy, or format the column as YYYY-MM-DD before saving the file"),
    ])
    func unsafeColumnsAreOneError(csv: String, order: String?, message: String) {
        let (data, d) = assemble(["interactions.csv": csv], order: order)
        #expect(data == nil)
        #expect(d == [message])
    }

    /// Two refused columns in one file: one message naming both; a bad date of another kind
    /// keeps its own message.
    @Test func oneMessageNamesEveryRefusedColumn() {
        let (_, d) = assemble(["schools.csv": "id,name,created_at\ns1,A,1/2/2025\n",
                               "interactions.csv": "id,occurred_at,type\ni1,soon,call\ni2,1/2/2025,call\n",
                               "social_media_posts.csv": "id,platform,post_date,url\np1,twitter,3/4/2025,\n"])
        #expect(d.count == 4)
        #expect(d[0].hasPrefix("interactions.csv:2:4: error: occurred_at: \"soon\" is not a valid timestamp"))
        #expect(d[1].hasPrefix("interactions.csv:3:4: error: occurred_at: 1 date is written as a spreadsheet saves them"))
        #expect(d[2].hasPrefix("schools.csv:2:6: error: created_at: 1 date is written"))
        #expect(d[3].hasPrefix("social_media_posts.csv:2:12: error: post_date: 1 date is written"))
    }

    @Test func twoColumnsOfOneFileAreOneMessage() {
        let (_, d) = assemble(["events.csv": "id,name,start_date,end_date\ne1,Camp,1/2/2025,1/3/2025\ne2,X,2/2/2025,2/3/2025\n"])
        #expect(d == [
            "events.csv:2:9: error: start_date: 2 dates are written as a spreadsheet saves them, month and day either way "
            + "round (\"1/2/2025\"): add date_order: mdy (month first, as US Excel writes) or date_order: dmy (day first) to "
            + "site.yml, or format the column as YYYY-MM-DD before saving the file (and in end_date)",
        ])
    }

    @Test(arguments: [
        ("9/8/2025", SpreadsheetDate(first: 9, second: 8, year: 2025, shortYear: false, dotted: false, time: nil)),
        ("09/08/25", SpreadsheetDate(first: 9, second: 8, year: 25, shortYear: true, dotted: false, time: nil)),
        ("8.9.2025 19:00", SpreadsheetDate(first: 8, second: 9, year: 2025, shortYear: false, dotted: true, time: 68_400)),
        ("9/8/2025 12:30 AM", SpreadsheetDate(first: 9, second: 8, year: 2025, shortYear: false, dotted: false, time: 1_800)),
        ("9/8/2025 12:30pm", SpreadsheetDate(first: 9, second: 8, year: 2025, shortYear: false, dotted: false, time: 45_000)),
        ("9/8/2025 7:05:09 PM", SpreadsheetDate(first: 9, second: 8, year: 2025, shortYear: false, dotted: false, time: 68_709)),
    ])
    func parsesSpreadsheetForms(text: String, expected: SpreadsheetDate) {
        #expect(SpreadsheetDate.parse(text) == expected)
    }

    @Test(arguments: ["9/8", "9/8/202", "9-8-2025", "9/8.2025", "9/8/2025 25:00", "9/8/2025 13:00 PM", "9/8/2025 7:5",
                      "9/8/2025x", "1.5", "2026-03-05"])
    func refusesOtherText(text: String) {
        #expect(SpreadsheetDate.parse(text) == nil)
    }

    /// The check before trimming never says no where the check after trimming says yes.
    @Test func untrimmedCheckAgreesWithTheTrimmedOne() {
        let pieces = ["", " ", "\t", "\r\n", "\u{A0}", "\u{FEFF}", "1", "12", "/", ".", "2026-02-10", "3/4/25", "8.9.25",
                      "é", "x", "2026-02-10T14:30:00Z"]
        var random = SplitMix(seed: 0xDA7E)
        var skipped = 0
        for _ in 0..<20_000 {
            let s = (0..<(random.next() % 4)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            let trimmed = s.trimmingSpaces
            if !SpreadsheetDates.mayBeSpreadsheetDate(untrimmed: s) {
                skipped += 1
                #expect(!SpreadsheetDates.mayBeSpreadsheetDate(trimmed), "\(s.debugDescription)")
            }
        }
        #expect(skipped > 5_000)
    }
}
