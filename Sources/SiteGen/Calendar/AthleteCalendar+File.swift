import SiteData

extension AthleteCalendar {
    /// `<athlete>/calendar.ics`, its texts in the site's language (`calendar.*` strings).
    static func file(_ data: AthleteData, slug: String, today: LocalDate, strings: Strings) -> OutputFile {
        let texts = Texts(calendarName: strings[.calendarName, ["athlete": data.profile.name]],
                          offerDeadline: { strings[.calendarOfferDeadline, ["school": $0]] })
        return OutputFile(path: "\(slug)/calendar.ics", text: AthleteCalendar(slug: slug, today: today, texts: texts).ics(data))
    }
}
