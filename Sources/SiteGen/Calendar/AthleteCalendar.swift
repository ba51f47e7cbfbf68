import SiteData

/// `<athlete>/calendar.ics`: one RFC 5545 calendar per athlete, for a calendar app to
/// import or subscribe to (docs/publishing.md, "Calendar").
///
/// - every event starting today or later: an all-day `VEVENT` (`DTEND` is the day after the
///   last day, as RFC 5545 counts all-day events);
/// - every pending offer whose deadline is today or later: an all-day `VEVENT` on the deadline;
/// - every open task: a `VTODO` (tasks carry no due date in the input, so there is no `DUE`).
///
/// Reproducible: UIDs come from row ids (`event-<id>@<athlete>.sitegen`), `DTSTAMP` is today
/// at 00:00:00Z, and components are sorted (events by date then UID, to-dos by UID).
struct AthleteCalendar: Sendable {
    /// Texts in the site's language.
    struct Texts: Sendable {
        /// The calendar's name, e.g. "Ethan Carter: recruiting".
        var calendarName: String
        /// An offer deadline's summary from the school's name: "Offer deadline: {school}".
        var offerDeadline: @Sendable (String) -> String
    }

    var slug: String
    var today: LocalDate
    var texts: Texts

    /// The file's text (CRLF line endings, folded).
    func ics(_ data: AthleteData) -> String {
        let schools = Dictionary(data.schools.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        var events: [(date: LocalDate, uid: String, lines: [String])] = []
        for e in data.events where e.startDate >= today {
            let uid = "event-\(e.id)@\(slug).sitegen"
            var lines = allDay(uid: uid, from: e.startDate, through: max(e.endDate ?? e.startDate, e.startDate), summary: e.name)
            if let location = nonEmpty(e.location) { lines.append("LOCATION:" + ICalendarText.escape(location)) }
            if let school = e.schoolId.flatMap({ schools[$0] }) { lines.append("DESCRIPTION:" + ICalendarText.escape(school)) }
            if let url = e.link?.url, Self.isURIValue(url) { lines.append("URL:" + url) }
            events.append((e.startDate, uid, lines))
        }
        for o in data.offers where o.status == .pending {
            guard let deadline = o.deadline, deadline >= today else { continue }
            let uid = "offer-\(o.id)@\(slug).sitegen"
            let summary = texts.offerDeadline(schools[o.schoolId] ?? o.schoolId)
            events.append((deadline, uid, allDay(uid: uid, from: deadline, through: deadline, summary: summary)))
        }
        events.sort { a, b in a.date != b.date ? a.date < b.date : a.uid.utf8.lexicographicallyPrecedes(b.uid.utf8) }
        let todos = data.tasks.filter { !$0.isCompleted }
            .map { t in (uid: "task-\(t.id)@\(slug).sitegen", text: t.text) }
            .sorted { $0.uid.utf8.lexicographicallyPrecedes($1.uid.utf8) }

        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0",
                     "PRODID:-//sitegen//\(SiteGenVersion.generator)//EN",
                     "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
                     "X-WR-CALNAME:" + ICalendarText.escape(texts.calendarName)]
        for e in events { lines += ["BEGIN:VEVENT"] + e.lines + ["END:VEVENT"] }
        for t in todos {
            lines += ["BEGIN:VTODO", "UID:" + ICalendarText.escape(t.uid), "DTSTAMP:" + stamp,
                      "SUMMARY:" + ICalendarText.escape(t.text), "STATUS:NEEDS-ACTION", "END:VTODO"]
        }
        lines.append("END:VCALENDAR")
        return lines.map(ICalendarText.folded).joined()
    }

    /// Today at midnight UTC: the same file for the same data and `--today`.
    var stamp: String { Self.date(today) + "T000000Z" }

    private func allDay(uid: String, from: LocalDate, through: LocalDate, summary: String) -> [String] {
        ["UID:" + ICalendarText.escape(uid), "DTSTAMP:" + stamp,
         "DTSTART;VALUE=DATE:" + Self.date(from), "DTEND;VALUE=DATE:" + Self.date(through.adding(days: 1)),
         "SUMMARY:" + ICalendarText.escape(summary), "TRANSP:TRANSPARENT"]
    }

    private func nonEmpty(_ s: String?) -> String? {
        guard let s, !s.allSatisfy(\.isWhitespace) else { return nil }
        return s
    }

    static func date(_ d: LocalDate) -> String {
        let c = d.components
        return ICalendarText.date(c.year, c.month, c.day)
    }

    /// An event's link (`WebLink`: its rule decides what is a link) that is printable ASCII
    /// without spaces or quotes: a URI value as it stands (anything else is left out rather
    /// than rewritten).
    static func isURIValue(_ s: String) -> Bool {
        s.unicodeScalars.allSatisfy { (0x21...0x7E).contains($0.value) && $0 != "\"" }
    }
}
