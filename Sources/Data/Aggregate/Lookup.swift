/// Id → row lookups for one athlete (first row wins if an id repeats).
struct Lookup {
    let schools: [String: School]
    let coaches: [String: Coach]

    init(_ data: AthleteData) {
        schools = Dictionary(data.schools.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        coaches = Dictionary(data.coaches.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// The school's name, or "Unknown School" for an id with no row.
    func schoolName(_ id: String) -> String { schools[id]?.name ?? Lookup.unknownSchool }

    static let unknownSchool = "Unknown School"
}
