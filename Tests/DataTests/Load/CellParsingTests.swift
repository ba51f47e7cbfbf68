import Foundation
import SiteData
import Testing

/// The public cell parsers (what the fuzz targets call) read cells as the loaders do.
@Suite struct CellParsingTests {
    static let denver = TimeZone(identifier: "America/Denver")!

    @Test(arguments: [
        ("2026-02-10T14:30:00Z", "2026-02-10"), ("2026-02-10T03:00:00Z", "2026-02-09"),
        ("2026-02-10T08:30:00.123456-06:00", "2026-02-10"), ("2026-03-01", "2026-03-01"),
    ])
    func timestampsTakeTheirDateInTheZone(text: String, date: String) {
        #expect(CellParsing.localDate(text, timeZone: Self.denver) == LocalDate(iso: date))
    }

    @Test(arguments: ["", "2026-02-10T14:30:00", "2026-13-01", "tomorrow"])
    func otherTextIsNoDate(text: String) {
        #expect(CellParsing.localDate(text, timeZone: Self.denver) == nil)
    }

    @Test func numbers() {
        #expect(CellParsing.number("-12.5e2") == -1250)
        #expect(CellParsing.number(".5") == 0.5)
        #expect(CellParsing.number("1,5") == nil)
        #expect(CellParsing.number("1e999") == nil)
    }
}
