import SiteData

/// Interactions summed up per coach and per school: how many there are, and the latest date of
/// one on or before today (an interaction dated after today has not happened yet).
struct ContactLog: Sendable {
    struct Entry: Sendable, Equatable {
        var count = 0
        var lastContact: LocalDate?
    }

    private(set) var byCoach: [String: Entry] = [:]
    private(set) var bySchool: [String: Entry] = [:]

    init(_ interactions: [Interaction], today: LocalDate) {
        // By index: a loop over the rows copied each interaction (five strings).
        for k in interactions.indices {
            let date = interactions[k].occurredAt
            if let id = interactions[k].coachId { ContactLog.add(date, today: today, to: &byCoach[id, default: Entry()]) }
            if let id = interactions[k].schoolId { ContactLog.add(date, today: today, to: &bySchool[id, default: Entry()]) }
        }
    }

    /// Each coach's latest contact on or before today: `Dashboard.lastContactByCoach`, from
    /// the counts already made (the dashboard reads it).
    var lastContacts: [String: LocalDate] { byCoach.compactMapValues(\.lastContact) }

    func coach(_ id: String) -> Entry { byCoach[id] ?? Entry() }
    func school(_ id: String) -> Entry { bySchool[id] ?? Entry() }

    private static func add(_ date: LocalDate, today: LocalDate, to entry: inout Entry) {
        entry.count += 1
        if date <= today, entry.lastContact.map({ date > $0 }) ?? true { entry.lastContact = date }
    }
}
