import SiteData

/// `<athlete>/schools/index.html` (every school) and one page per school at
/// `<athlete>/schools/<school>/index.html` (docs/numbers.md, "Schools").
struct SchoolPages {
    let site: AthleteContext

    func render() -> [OutputFile] {
        let log = ContactLog(site.data.interactions, today: site.build.today)
        var files = [site.renderSpecPage(.schools, path: SitePath.schools(site.slug), tab: .schools,
                                         datasets: List(site: site, log: log))]
        // Each school's interactions (newest first) and posts, grouped once (not filtered from all
        // of them per school).
        let interactions = site.models.interactionLog.bySchool()
        var posts: [String: [SocialPost]] = [:]
        for p in site.data.posts { if let id = p.schoolId { posts[id, default: []].append(p) } }
        for school in SchoolPages.ordered(site) {
            guard let path = site.schoolPath(school.id) else { continue }
            let detail = Detail(site: site, school: school, log: log, interactions: interactions[school.id] ?? [],
                                posts: posts[school.id] ?? [])
            files.append(site.renderSpecPage(.school, path: path, tab: .schools, datasets: detail,
                                             title: school.name, subtitleArguments: ["school": school.name]))
            files += detail.interactionPages()
        }
        return files
    }

    /// One school per id (the first row of an id, as every lookup), by name then id.
    static func ordered(_ site: AthleteContext) -> [School] {
        site.schoolsByID.values.sorted(by: School.byName)
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
    static func files(_ site: AthleteContext) -> [OutputFile] {
        SchoolPages(site: site).render()
    }
}
