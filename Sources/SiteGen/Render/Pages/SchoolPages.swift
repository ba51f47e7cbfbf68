import SiteData

/// `<athlete>/schools/index.html` (every school) and one page per school at
/// `<athlete>/schools/<school>/index.html` (docs/numbers.md, "Schools").
struct SchoolPages {
    let athlete: AthleteContext

    func render() -> OutputFiles {
        let log = athlete.models.contactLog
        var files: OutputFiles = [athlete.renderSpecPage(.schools, path: SitePath.schools(athlete.slug), tab: .schools,
                                                       datasets: List(athlete: athlete, log: log))]
        // Each school's interactions and posts (newest first), grouped once from the athlete's
        // sorted lists (not filtered from all of them, or sorted again, per school).
        let interactions = athlete.models.interactionLog.bySchool()
        var posts: [String: [SocialPost]] = [:]
        for p in athlete.models.postsNewestFirst { if let id = p.schoolId { posts[id, default: []].append(p) } }
        for school in SchoolPages.ordered(athlete) {
            guard let path = athlete.schoolPath(school.id) else { continue }
            let detail = Detail(athlete: athlete, school: school, log: log, interactions: interactions[school.id] ?? [],
                                posts: posts[school.id] ?? [])
            files += [athlete.renderSpecPage(.school, path: path, tab: .schools, datasets: detail,
                                             title: school.name, subtitleArguments: ["school": school.name])]
            files += detail.interactionPages()
        }
        return files
    }

    /// One school per id (the first row of an id, as every lookup), by name then id.
    static func ordered(_ athlete: AthleteContext) -> [School] {
        Array(athlete.schoolsByID.values).sortedByIndices(by: School.byName)
    }
}

extension Page {
    /// "Nashville, TN": the non-empty parts.
    func location(_ school: School) -> String? {
        let parts = [school.city, school.state].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}

extension SchoolPages: PageFiles {
    static let kind = PageKind.schools
    static func files(_ athlete: AthleteContext) -> OutputFiles {
        SchoolPages(athlete: athlete).render()
    }
}
