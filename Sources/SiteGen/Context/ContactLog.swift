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
        for i in interactions {
            if let id = i.coachId { ContactLog.add(i.occurredAt, today: today, to: &byCoach[id, default: Entry()]) }
            if let id = i.schoolId { ContactLog.add(i.occurredAt, today: today, to: &bySchool[id, default: Entry()]) }
        }
    }

    func coach(_ id: String) -> Entry { byCoach[id] ?? Entry() }
    func school(_ id: String) -> Entry { bySchool[id] ?? Entry() }

    private static func add(_ date: LocalDate, today: LocalDate, to entry: inout Entry) {
        entry.count += 1
        if date <= today, entry.lastContact.map({ date > $0 }) ?? true { entry.lastContact = date }
    }
}
