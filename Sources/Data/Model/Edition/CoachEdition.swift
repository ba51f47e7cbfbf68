/// The coach edition of one athlete: a new `AthleteData` that only ever receives the parts a
/// coach may see (an allow-list; docs/packet.md, "What is in it"). The résumé and the packet
/// are made from it, never from a page's model; a public site is made from `PublicEdition`.
///
/// Always: the whole public profile, the performance metrics, upcoming camps, showcases,
/// tournaments and games (name, type, dates, location, url; no school), the past camp, showcase,
/// tournament or game where a verified headline mark (`BestMark`) was measured, so a coach can
/// check it (no other past event: outputs that list events take `upcoming(_:today:)`), and
/// the notes marked
/// `visibility: public` and not tagged `private` (without their school), the same rule as a
/// public site (`Note.isPrivate`, the one rule). With `packet.include: [offers]`: the offers and,
/// for each offered school, only its id, name and division. Nothing else is ever copied:
/// schools, coaches, interactions, tasks, suggestions, social posts, private notes.
public enum CoachEdition {
    /// What `packet.include` in site.yml can add.
    public enum Part: String, CaseIterable, Sendable {
        case offers
    }

    /// Parses `packet.include`; unknown names are an error naming site.yml.
    public static func parts(_ include: [String], siteFile: String) throws(InputError) -> Set<Part> {
        var parts: Set<Part> = []
        var diagnostics = Diagnostics()
        for name in include {
            if let p = Part(rawValue: name) { parts.insert(p) } else {
                let known = Part.allCases.map(\.rawValue).joined(separator: ", ")
                diagnostics.error("packet.include: unknown part \"\(name)\" (known: \(known))",
                                  at: SourceLocation(file: siteFile))
            }
        }
        if diagnostics.hasErrors { throw InputError(diagnostics) }
        return parts
    }

    /// The events of an edition still to come on `today` (ending today or later): the ones a
    /// coach page, profile or résumé lists.
    public static func upcoming(_ events: [Event], today: LocalDate) -> [Event] {
        events.filter { isUpcoming($0, today: today) }
    }

    static func isUpcoming(_ e: Event, today: LocalDate) -> Bool { (e.endDate ?? e.startDate) >= today }

    /// The coach edition of `data` as of `today`.
    public static func make(from data: AthleteData, parts: Set<Part>, today: LocalDate) -> AthleteData {
        let measuredAt = Set(BestMark.marks(data.metrics).filter(\.isVerified).compactMap(\.best.eventId))
        let events = data.events
            .filter { isUpcoming($0, today: today) || measuredAt.contains($0.id) }
            .filter(\.isWhereAthletePlays)
            .map { Event(id: $0.id, name: $0.name, type: $0.type?.lowercased(), startDate: $0.startDate,
                         endDate: $0.endDate, location: $0.location, schoolId: nil, url: $0.url) }
        let keptEvents = Set(events.map(\.id))
        let metrics = data.metrics.map { m in
            PerformanceMetric(id: m.id, metricType: m.metricType, value: m.value, unit: m.unit,
                              recordedDate: m.recordedDate, eventId: m.eventId.flatMap { keptEvents.contains($0) ? $0 : nil },
                              verified: m.verified, notes: m.notes)
        }
        let notes = data.notes.filter { !$0.isPrivate }.map { n in
            Note(fileName: n.fileName, title: n.title, date: n.date, tags: n.tags, schoolId: nil,
                 visibility: .public, body: n.body, location: n.location)
        }
        var offers: [Offer] = []
        var schools: [School] = []
        if parts.contains(.offers) {
            offers = data.offers.map {
                Offer(id: $0.id, schoolId: $0.schoolId, offerType: $0.offerType, status: $0.status,
                      offeredAt: $0.offeredAt, deadline: $0.deadline)
            }
            let offered = Set(offers.map(\.schoolId))
            schools = data.schools.filter { offered.contains($0.id) }
                .map { School(id: $0.id, name: $0.name, division: $0.division) }
        }
        return AthleteData(profile: data.profile, schools: schools, offers: offers, events: events,
                           metrics: metrics, notes: notes)
    }
}
