/// The public edition of one athlete: what a site built with `public: true` may carry, a new
/// `AthleteData` that only ever receives the parts allowed (docs/content.md, "What leaves the
/// family"). A public site is read by coaches and search engines, not by the family, so by
/// default it carries what a coach may see:
///
/// - the profile, every performance metric (its event only when that event stays);
/// - the notes that are not private (`Note.isPrivate`, the one rule), their school only when
///   that school stays;
/// - the events where the athlete plays (`Event.isWhereAthletePlays`), without their school
///   unless schools are published.
///
/// Each other section only when site.yml's `publish` names it (`Section`); a build that
/// publishes one warns (`SiteConfig.publish`). Interactions always lose their notes (private
/// free text). Unless `contacts` is true (`public_contacts: true`), coaches and references
/// lose their emails and phone numbers, and the profile its parent contact and NCAA
/// Eligibility Center ID (the athlete's own email and phone stay: they are how a coach replies). The family's own site is not made from this: it keeps everything.
public enum PublicEdition {
    /// What `publish` in site.yml can add to a public site.
    public enum Section: String, CaseIterable, Sendable, Hashable {
        /// Every school with its status, tier and division, and its coaches.
        case schools
        /// The offers and their deadlines.
        case offers
        /// The contact log: interactions with their sentiment, and the follow-ups they make.
        case interactions
        /// Tasks and suggestions.
        case tasks
        /// Every event, visits and deadlines included.
        case events
        /// Social posts.
        case social
        /// The report pages, their CSV files and report PDFs: the family's own summaries, made
        /// from the data the site carries. A section of pages, not of data: it withholds nothing
        /// more from the edition.
        case reports
    }

    /// The public edition of `data`. `sections`: what site.yml's `publish` names; `contacts`:
    /// whether coaches keep their emails and phone numbers.
    public static func make(from data: AthleteData, publishing sections: Set<Section>, contacts: Bool) -> AthleteData {
        var out = AthleteData(profile: data.profile, metrics: data.metrics)
        out.offers = sections.contains(.offers) ? data.offers : []
        out.interactions = sections.contains(.interactions) ? data.interactions.map { i in
            var i = i
            i.notes = nil
            return i
        } : []
        out.tasks = sections.contains(.tasks) ? data.tasks : []
        out.suggestions = sections.contains(.tasks) ? data.suggestions : []
        out.posts = sections.contains(.social) ? data.posts : []
        // Schools: all of them, or only the names the published offers and interactions need.
        if sections.contains(.schools) {
            out.schools = data.schools
            out.coaches = data.coaches
        } else {
            let named = Set(out.offers.map(\.schoolId) + out.interactions.compactMap(\.schoolId)
                            + out.posts.compactMap(\.schoolId))
            out.schools = data.schools.filter { named.contains($0.id) }
                .map { School(id: $0.id, name: $0.name, division: $0.division) }
            let coached = Set(out.interactions.compactMap(\.coachId))
            out.coaches = data.coaches.filter { coached.contains($0.id) }
                .map { Coach(id: $0.id, schoolId: $0.schoolId, name: $0.name, title: $0.title) }
        }
        if !contacts {
            out.profile.references = data.profile.references.map(\.withoutContacts)
            out.profile.parent = nil
            out.profile.ncaaID = nil
            out.coaches = out.coaches.map { c in
                var c = c
                c.email = nil
                c.phone = nil
                return c
            }
        }
        let schools = Set(out.schools.map(\.id))
        out.coaches = out.coaches.unlinking(\.schoolId, from: schools)
        out.events = data.events.filter { sections.contains(.events) || $0.isWhereAthletePlays }
            .unlinking(\.schoolId, from: schools)
        out.metrics = data.metrics.unlinking(\.eventId, from: Set(out.events.map(\.id)))
        out.notes = data.notes.filter { !$0.isPrivate }.map { n in
            var n = n
            if let id = n.schoolId, !schools.contains(id) {
                n.schoolId = nil
                n.schoolLocation = nil
            }
            return n
        }
        return out
    }

    /// Parses the names of `publish`: the sections, and each unknown name (with the known
    /// ones, for a message).
    public static func sections(_ names: [String]) -> (sections: Set<Section>, unknown: [String]) {
        var sections: Set<Section> = []
        var unknown: [String] = []
        for name in names {
            if let s = Section(rawValue: name.trimmingSpaces.lowercased()) { sections.insert(s) } else { unknown.append(name) }
        }
        return (sections, unknown)
    }
}
