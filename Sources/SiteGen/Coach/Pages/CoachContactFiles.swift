import SiteData

/// The coach page's "Save contact" and "Add to calendar" files, from the coach edition only
/// (docs/publishing.md, "The coach page"):
///
/// - `<athlete>/coach/<athlete>.vcf`: a vCard 3.0 (RFC 2426) with the athlete's name, email
///   and phone, the parent's (labelled, when the edition keeps them: a public site keeps them only
///   with `public_contacts: true`), the class and positions, and the coach page's address when
///   `base_url` is set;
/// - `<athlete>/coach/<athlete>.ics`: the upcoming camps, showcases, tournaments and games where
///   the athlete plays, and nothing else: no deadline, visit, offer or task (the edition has none).
///
/// Text is escaped and folded by RFC 5545's rules (`ICalendarText`), which vCard shares.
enum CoachContactFiles {
    static func vcardPath(_ slug: String) -> String { "\(slug)/coach/\(slug).vcf" }
    static func calendarPath(_ slug: String) -> String { "\(slug)/coach/\(slug).ics" }

    /// The vCard's text (CRLF, folded). `pageURL`: the coach page's absolute address, or nil.
    static func vcard(_ edition: AthleteData, headline: String, parentLabel: String, pageURL: String?) -> String {
        let p = edition.profile
        let e = ICalendarText.escape
        let name = ExternalLink.trim(p.name)
        let words = name.split(separator: " ")
        let family = words.count > 1 ? String(words.last!) : ""
        let given = words.count > 1 ? words.dropLast().joined(separator: " ") : name
        var lines = ["BEGIN:VCARD", "VERSION:3.0", "N:\(e(family));\(e(given));;;", "FN:" + e(name)]
        if let mail = p.emailLink { lines.append("EMAIL;TYPE=INTERNET:" + e(address(mail.url))) }
        if let phone = p.phoneLink { lines.append("TEL;TYPE=CELL:" + e(address(phone.url))) }
        if let parent = p.parent {
            let label = e("\(parentLabel): \(ExternalLink.trim(parent.name))")
            if let mail = parent.emailLink { lines += ["item1.EMAIL;TYPE=INTERNET:" + e(address(mail.url)), "item1.X-ABLabel:" + label] }
            if let phone = parent.phoneLink { lines += ["item2.TEL:" + e(address(phone.url)), "item2.X-ABLabel:" + label] }
        }
        if !headline.isEmpty { lines.append("TITLE:" + e(headline)) }
        if let pageURL { lines.append("URL:" + pageURL) }
        lines.append("END:VCARD")
        return lines.map(ICalendarText.folded).joined()
    }

    /// The address of a `mailto:` or `tel:` link, without its scheme.
    static func address(_ url: String) -> String {
        guard let colon = url.firstIndex(of: ":") else { return url }
        return String(url[url.index(after: colon)...])
    }

    /// The calendar's text: the edition's upcoming events only (`CoachEdition.upcoming`).
    static func calendar(_ edition: AthleteData, slug: String, today: LocalDate, name: String) -> String {
        var events = AthleteData(profile: edition.profile)
        events.events = CoachEdition.upcoming(edition.events, today: today).filter(\.isWhereAthletePlays)
        let texts = AthleteCalendar.Texts(calendarName: name, offerDeadline: { $0 })
        return AthleteCalendar(slug: slug, today: today, texts: texts).ics(events)
    }
}
