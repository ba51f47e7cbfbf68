import SiteData
import Testing
@testable import SiteGen

@Suite struct ICalendarTextTests {
    @Test func escapesTextValues() {
        #expect(ICalendarText.escape(#"a\b;c,d"#) == #"a\\b\;c\,d"#)
        #expect(ICalendarText.escape("one\ntwo\r\nthree\rfour") == #"one\ntwo\nthree\nfour"#)
        // A line break cannot start a property of its own; other control characters go.
        #expect(ICalendarText.escape("x\nEND:VCALENDAR") == #"x\nEND:VCALENDAR"#)
        #expect(ICalendarText.escape("a\u{0}b\u{7}c\td\u{7F}e\u{85}f") == "abc\tdef")
        #expect(ICalendarText.escape("Zoë 🏟️") == "Zoë 🏟️")
        // Bidi overrides dropped as on the pages; bidi marks (U+200F) kept.
        #expect(ICalendarText.escape("\u{202E}gnp.exe \u{2066}x\u{2069} \u{200F}") == "gnp.exe x \u{200F}")
    }

    @Test func shortLinesAreNotFolded() {
        let line = String(repeating: "a", count: 75)
        #expect(ICalendarText.folded(line) == line + "\r\n")
        #expect(ICalendarText.folded("") == "\r\n")
    }

    @Test func foldsAt75Octets() {
        let line = String(repeating: "a", count: 75 + 74 + 3)
        #expect(ICalendarText.folded(line) == String(repeating: "a", count: 75) + "\r\n "
                + String(repeating: "a", count: 74) + "\r\n " + "aaa\r\n")
    }

    /// A 4-octet emoji that would straddle octet 75 moves whole to the next line.
    @Test func neverSplitsAUTF8Sequence() {
        let line = "SUMMARY:" + String(repeating: "x", count: 65) + "🏈" + "end"  // 8 + 65 = 73 octets, emoji 74…77
        let folded = ICalendarText.folded(line)
        #expect(folded == "SUMMARY:" + String(repeating: "x", count: 65) + "\r\n 🏈end\r\n")
        for physical in folded.split(separator: "\r\n", omittingEmptySubsequences: false).dropLast() {
            #expect(physical.utf8.count <= 75)
            #expect(String(physical) == String(decoding: physical.utf8, as: UTF8.self))
        }
        // Two-octet letters across many lines.
        let polish = String(repeating: "ż", count: 100)
        let lines = ICalendarText.folded(polish).split(separator: "\r\n").map(String.init)
        #expect(lines.map(\.utf8.count) == [74, 75, 53])
        #expect(lines.map { $0.hasPrefix(" ") ? String($0.dropFirst()) : $0 }.joined() == polish)
    }

    @Test func hostileEventText() {
        let calendar = AthleteCalendar(slug: "a", today: AthleteCalendarTests.today, texts: AthleteCalendarTests.texts)
        var data = AthleteCalendarTests.data
        data.events = [Event(id: "e;1,x", name: "Camp\r\nEND:VEVENT\nBEGIN:VEVENT;\\, " + String(repeating: "é", count: 40) + " 🏟️",
                             startDate: AthleteCalendarTests.today)]
        data.offers = []; data.tasks = [TaskItem(id: "t", text: "line one\nline two, ok; \\ done")]
        let ics = calendar.ics(data)
        #expect(ics.components(separatedBy: "\r\nBEGIN:VEVENT\r\n").count == 2)
        #expect(ics.contains("UID:event-e\\;1\\,x@a.sitegen\r\n"))
        #expect(ics.contains("SUMMARY:line one\\nline two\\, ok\\; \\\\ done\r\n"))
        let unfolded = ics.replacingOccurrences(of: "\r\n ", with: "")
        #expect(unfolded.contains("SUMMARY:Camp\\nEND:VEVENT\\nBEGIN:VEVENT\\;\\\\\\, " + String(repeating: "é", count: 40) + " 🏟️\r\n"))
        for line in ics.components(separatedBy: "\r\n") { #expect(line.utf8.count <= 75) }
        #expect(!ics.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        #expect(!ics.replacingOccurrences(of: "\r\n", with: "").contains("\r"))
    }
}
