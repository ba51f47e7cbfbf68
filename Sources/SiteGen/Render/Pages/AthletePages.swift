import SiteData

/// Step "render" for one athlete: every HTML page and CSV file of the site (docs/numbers.md, "Where each page is").
enum AthletePages {
    static func render(_ site: AthleteContext) -> [OutputFile] {
        var files: [OutputFile] = []
        render(site) { files += $0 }
        return files
    }

    /// The same files, handed to `take` one group at a time (a kind's pages, a list's), so
    /// that a build can write and free each group before the next is rendered.
    static func render(_ site: AthleteContext, _ take: ([OutputFile]) -> Void) {
        // The pages a spec describes, each from its kind (`PageKind.files`), then the list pages.
        for kind in PageKind.allCases { take(kind.files(site)) }
        take(InteractionsLogPage(site: site).render())
        take([OffersPage(site: site).render()])
        take(ATierPage(site: site).render())
    }
}

extension PageKind {
    /// The files of this page for one athlete (every variant, sub-page and CSV it makes).
    /// The family index is a site file (`SiteFiles`); a school's and a note's pages are made
    /// with their lists.
    func files(_ site: AthleteContext) -> [OutputFile] {
        switch self {
        case .dashboard: [DashboardPage(site: site).render()] + DashboardPage(site: site).taskPages()
            + DashboardPage(site: site).activityPages()
        case .actions: [ActionsPage(site: site).render()]
        case .reports: ReportsPages(site: site).render()
        case .performance: PerformancePage(site: site).render()
        case .social: SocialPages(site: site).render()
        case .schools: SchoolPages(site: site).render()
        case .coaches: [CoachesPage(site: site).render()]
        case .notes: NotePages(site: site).render()
        case .profile: [FamilyProfilePage(site: site).render()]
        case .coach: CoachPage(athlete: site).render()
        case .school, .note, .index: []
        }
    }
}
