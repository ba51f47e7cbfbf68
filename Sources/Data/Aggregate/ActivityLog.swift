/// An athlete's activities, newest first: the rows of every activity table dated today or
/// earlier, ranked by small keys (date, time, id, kind), made into `Activity` values (with their
/// name lookups) only for the range asked for. The card takes its ten; the `activity/` pages
/// take a hundred at a time, so a million rows are never a million activities at once.
public struct ActivityLog: Sendable {
    /// A row of one of the activity tables.
    struct Key: Sendable { var date: LocalDate; var time: Int; var kind: Int; var index: Int }

    let data: AthleteData
    let lookup: Lookup
    let keys: [Key]

    public var count: Int { keys.count }

    /// `posts`: social posts too (the pages do, the card does not). `limit`: only that many of
    /// the newest (picked without sorting the rest).
    init(_ data: AthleteData, lookup: Lookup, today: LocalDate, posts: Bool, limit: Int? = nil) {
        var keys: [Key] = []
        Self.visitKeys(data, today: today, posts: posts) { keys.append($0) }
        func id(_ key: Key) -> String {
            switch key.kind {
            case 0: data.interactions[key.index].id
            case 1: data.offers[key.index].id
            case 2: data.events[key.index].id
            case 3: data.metrics[key.index].id
            case 4: data.notes[key.index].fileName
            default: data.posts[key.index].id
            }
        }
        // By instant, newest first (a plain date is local midnight), ties by id ascending; the
        // kind only separates rows of different tables that share an id.
        func newerFirst(_ a: Key, _ b: Key) -> Bool {
            if a.date != b.date { return a.date > b.date }
            if a.time != b.time { return a.time > b.time }
            let byId = Ordering.compare(id(a), id(b))
            if byId != 0 { return byId < 0 }
            return a.kind < b.kind
        }
        self.data = data
        self.lookup = lookup
        self.keys = limit.map { keys.smallest($0, by: newerFirst) } ?? keys.sorted(by: newerFirst)
    }

    /// Every activity row dated `today` or earlier, in table order.
    static func visitKeys(_ data: AthleteData, today: LocalDate, posts: Bool, _ visit: (Key) -> Void) {
        for (k, i) in data.interactions.enumerated() where i.occurredAt <= today {
            visit(Key(date: i.occurredAt, time: i.occurredTime, kind: 0, index: k))
        }
        for (k, o) in data.offers.enumerated() {
            if let d = o.offeredAt, d <= today { visit(Key(date: d, time: 0, kind: 1, index: k)) }
        }
        for (k, e) in data.events.enumerated() where e.startDate <= today {
            visit(Key(date: e.startDate, time: 0, kind: 2, index: k))
        }
        for (k, m) in data.metrics.enumerated() where m.recordedDate <= today {
            visit(Key(date: m.recordedDate, time: 0, kind: 3, index: k))
        }
        for (k, n) in data.notes.enumerated() {
            if let d = n.date, d <= today { visit(Key(date: d, time: 0, kind: 4, index: k)) }
        }
        guard posts else { return }
        for (k, p) in data.posts.enumerated() where p.postDate <= today {
            visit(Key(date: p.postDate, time: p.postTime, kind: 5, index: k))
        }
    }

    /// The activities at `range` of the order.
    public subscript(range: Range<Int>) -> [DashboardModel.Activity] {
        typealias A = DashboardModel.Activity
        return keys[range].map { key in
            switch key.kind {
            case 0:
                let i = data.interactions[key.index]
                return A(date: key.date, subject: .interaction(
                    i, schoolName: i.schoolId.map(lookup.schoolName),
                    coachName: i.coachId.flatMap { lookup.coaches[$0]?.name }))
            case 1:
                let o = data.offers[key.index]
                return A(date: key.date, subject: .offer(o, schoolName: lookup.schoolName(o.schoolId)))
            case 2: return A(date: key.date, subject: .event(data.events[key.index]))
            case 3: return A(date: key.date, subject: .metric(data.metrics[key.index]))
            case 4: return A(date: key.date, subject: .note(data.notes[key.index]))
            default:
                let p = data.posts[key.index]
                return A(date: key.date, subject: .post(p, schoolName: p.schoolId.map(lookup.schoolName)))
            }
        }
    }
}
