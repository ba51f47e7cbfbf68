import Foundation
import Testing
@testable import SiteGen

/// The hostile fixture's calendar.ics: every markup, newline, control and bidi character of its
/// events and tasks stays inside its own escaped, folded property.
@Suite struct HostileCalendarTests {
    @Test func hostileTextCannotBreakTheCalendar() throws {
        try HostileSiteTests().withHostileSite { site in
            let ics = site.text("hostile-one/calendar.ics")
            #expect(ics.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"))
            #expect(ics.hasSuffix("\r\nEND:VCALENDAR\r\n"))
            let lines = ics.components(separatedBy: "\r\n").dropLast()
            // Only CRLF ends a line; no line is longer than 75 octets; continuation lines start
            // with a space; every other line is a known property or component boundary.
            #expect(!lines.contains { $0.contains("\n") || $0.contains("\r") })
            #expect(lines.filter { $0.utf8.count > 75 } == [])
            let names = Set(lines.filter { !$0.hasPrefix(" ") }.map { String($0.prefix { $0 != ":" && $0 != ";" }) })
            #expect(names.subtracting(["BEGIN", "END", "VERSION", "PRODID", "CALSCALE", "METHOD", "X-WR-CALNAME", "UID", "DTSTAMP",
                                       "DTSTART", "DTEND", "SUMMARY", "TRANSP", "LOCATION", "DESCRIPTION", "URL", "STATUS"]) == [])
            #expect(lines.filter { $0 == "BEGIN:VEVENT" }.count == 17)
            #expect(lines.filter { $0 == "END:VEVENT" }.count == 17)
            #expect(lines.filter { $0 == "BEGIN:VTODO" }.count == 9)
            #expect(!ics.contains("\u{202E}"))
            // No URL property holds anything but an http(s) address.
            #expect(lines.filter { $0.hasPrefix("URL:") && !$0.hasPrefix("URL:http") } == [])
        }
    }
}
