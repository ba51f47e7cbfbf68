import SiteData
import Testing
@testable import SiteGen

@Suite struct AthleteCalendarTests {
    static let today = LocalDate(year: 2026, month: 11, day: 22)!
    static let texts = AthleteCalendar.Texts(calendarName: "Ana Diaz: recruiting",
                                             offerDeadline: { "Offer deadline: \($0)" })

    static func date(_ iso: String) -> LocalDate { LocalDate(iso: iso)! }

    static let data = AthleteData(
        profile: AthleteProfile(slug: "ana-diaz", name: "Ana Diaz"),
        schools: [School(id: "s1", name: "Rice University"), School(id: "s2", name: "Baylor")],
        offers: [
            Offer(id: "o1", schoolId: "s1", status: .pending, deadline: date("2026-12-01")),
            Offer(id: "o2", schoolId: "s2", status: .accepted, deadline: date("2026-12-05")),   // not pending
            Offer(id: "o3", schoolId: "s2", status: .pending, deadline: date("2026-11-21")),    // past
            Offer(id: "o4", schoolId: "s2", status: .pending),                                   // no deadline
            Offer(id: "o5", schoolId: "gone", status: .pending, deadline: date("2026-11-22")),  // today, unknown school
        ],
        events: [
            Event(id: "e2", name: "Showcase", startDate: date("2026-12-01"), endDate: date("2026-12-03"),
                  location: "Austin, TX", schoolId: "s2", url: "https://example.org/a?b=1,2"),
            Event(id: "e1", name: "Camp", startDate: date("2026-11-22"), url: "javascript:alert(1)"),
            Event(id: "e0", name: "Old visit", startDate: date("2026-11-21")),
        ],
        tasks: [
            TaskItem(id: "t2", text: "Send transcript"),
            TaskItem(id: "t1", text: "Done already", isCompleted: true),
            TaskItem(id: "t10", text: "Register"),
        ])

    @Test func smallFixtureExactFile() {
        let ics = AthleteCalendar(slug: "ana-diaz", today: Self.today, texts: Self.texts).ics(Self.data)
        let expected = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//sitegen//sitegen \(SiteGenVersion.current)//EN",
            "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "X-WR-CALNAME:Ana Diaz: recruiting",
            "BEGIN:VEVENT", "UID:event-e1@ana-diaz.sitegen", "DTSTAMP:20261122T000000Z",
            "DTSTART;VALUE=DATE:20261122", "DTEND;VALUE=DATE:20261123", "SUMMARY:Camp", "TRANSP:TRANSPARENT", "END:VEVENT",
            "BEGIN:VEVENT", "UID:offer-o5@ana-diaz.sitegen", "DTSTAMP:20261122T000000Z",
            "DTSTART;VALUE=DATE:20261122", "DTEND;VALUE=DATE:20261123", "SUMMARY:Offer deadline: gone", "TRANSP:TRANSPARENT", "END:VEVENT",
            "BEGIN:VEVENT", "UID:event-e2@ana-diaz.sitegen", "DTSTAMP:20261122T000000Z",
            "DTSTART;VALUE=DATE:20261201", "DTEND;VALUE=DATE:20261204", "SUMMARY:Showcase", "TRANSP:TRANSPARENT",
            "LOCATION:Austin\\, TX", "DESCRIPTION:Baylor", "URL:https://example.org/a?b=1,2", "END:VEVENT",
            "BEGIN:VEVENT", "UID:offer-o1@ana-diaz.sitegen", "DTSTAMP:20261122T000000Z",
            "DTSTART;VALUE=DATE:20261201", "DTEND;VALUE=DATE:20261202", "SUMMARY:Offer deadline: Rice University", "TRANSP:TRANSPARENT", "END:VEVENT",
            "BEGIN:VTODO", "UID:task-t10@ana-diaz.sitegen", "DTSTAMP:20261122T000000Z", "SUMMARY:Register", "STATUS:NEEDS-ACTION", "END:VTODO",
            "BEGIN:VTODO", "UID:task-t2@ana-diaz.sitegen", "DTSTAMP:20261122T000000Z", "SUMMARY:Send transcript", "STATUS:NEEDS-ACTION", "END:VTODO",
            "END:VCALENDAR",
        ].map { $0 + "\r\n" }.joined()
        #expect(ics == expected)
        // Same data in another order: the same bytes.
        var shuffled = Self.data
        shuffled.events.reverse(); shuffled.offers.reverse(); shuffled.tasks.reverse()
        #expect(AthleteCalendar(slug: "ana-diaz", today: Self.today, texts: Self.texts).ics(shuffled) == expected)
    }

    @Test func emptyCalendarIsStillAFile() {
        let data = AthleteData(profile: AthleteProfile(slug: "x", name: "X"))
        #expect(AthleteCalendar(slug: "x", today: Self.today, texts: Self.texts).ics(data) == [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//sitegen//sitegen \(SiteGenVersion.current)//EN",
            "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "X-WR-CALNAME:Ana Diaz: recruiting", "END:VCALENDAR",
        ].map { $0 + "\r\n" }.joined())
    }

    @Test(arguments: [Language.en, Language.pl])
    func fileInTheSiteLanguage(language: Language) throws {
        let strings = try Theme.builtInDefault().strings(language).strings
        let file = AthleteCalendar.file(Self.data, slug: "ana-diaz", today: Self.today, strings: strings)
        #expect(file.path == "ana-diaz/calendar.ics")
        #expect(!file.isPage)
        let expected = language == .en
            ? ["X-WR-CALNAME:Ana Diaz: recruiting\r\n", "SUMMARY:Offer deadline: Rice University\r\n"]
            : ["X-WR-CALNAME:Ana Diaz: rekrutacja\r\n", "SUMMARY:Termin odpowiedzi na ofertę: Rice University\r\n"]
        for line in expected { #expect(file.text.contains(line)) }
    }
}
