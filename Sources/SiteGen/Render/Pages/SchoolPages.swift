import SiteData

/// `<athlete>/schools/index.html` (every school) and one page per school at
/// `<athlete>/schools/<school>/index.html` (docs/numbers.md, "Schools").
struct SchoolPages {
    let athlete: AthleteContext

    func render() -> OutputFiles {
        let log = athlete.models.contactLog
        let schools = SchoolPages.ordered(athlete)
        var files: OutputFiles = [athlete.renderSpecPage(.schools, path: SitePath.schools(athlete.slug), tab: .schools,
                                                       datasets: List(athlete: athlete, log: log, schools: schools))]
        // Each school's interactions and posts (newest first), grouped once from the athlete's
        // sorted lists (not filtered from all of them, or sorted again, per school).
        let interactions = athlete.models.interactionLog.bySchool()
        // Of the posts, only the ones a school page shows are kept (a heavy athlete's thousands
        // would each be copied), and how many there are.
        let shown = athlete.build.specs[.school]?.itemsShown(of: SchoolPages.Detail.Dataset.schoolPosts).map { Swift.max($0, 1) } ?? Int.max
        // By index: a post is copied only when kept, not for each look at its school.
        let all = athlete.models.postsNewestFirst
        var posts: [String: (count: Int, shown: [SocialPost])] = [:]
        for i in all.indices {
            guard let id = all[i].schoolId else { continue }
            Self.add(all, i, to: &posts[id, default: (0, [])], keeping: shown)
        }
        for school in schools {
            guard let path = athlete.schoolPath(school.id) else { continue }
            let detail = Detail(athlete: athlete, school: school, log: log, interactions: interactions[school.id] ?? [],
                                posts: posts[school.id]?.shown ?? [], postCount: posts[school.id]?.count ?? 0)
            files += [athlete.renderSpecPage(.school, path: path, tab: .schools, datasets: detail,
                                             title: school.name, subtitleArguments: ["school": school.name])]
            files += detail.interactionPages()
        }
        return files
    }

    /// Counts post `i` in its school's group, and keeps it when the group has fewer than `n` (the
    /// posts come newest first: the kept ones are the latest).
    private static func add(_ posts: [SocialPost], _ i: Int, to group: inout (count: Int, shown: [SocialPost]), keeping n: Int) {
        group.count += 1
        if group.shown.count < n { group.shown.append(posts[i]) }
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
