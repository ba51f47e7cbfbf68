import SiteData

/// Step "render" for one athlete: every HTML page and CSV file of the site (docs/numbers.md, "Where each page is").
enum AthletePages {
    static func render(_ athlete: AthleteContext) -> [OutputFile] {
        var files: [OutputFile] = []
        render(athlete) { files += $0 }
        return files
    }

    /// The same files, handed to `take` one group at a time (a kind's pages, a list's), each
    /// group's list pages drawn as `take` reads them, so that a build can write and free each
    /// file before the next is drawn.
    static func render(_ athlete: AthleteContext, _ take: (OutputFiles) -> Void) {
        // The pages a spec describes, each from its kind (`PageKind.files`), then the list pages.
        for kind in PageKind.allCases { take(kind.files(athlete)) }
        take(InteractionsLogPage(athlete: athlete).render())
        take([OffersPage(athlete: athlete).render()])
        take(ATierPage(athlete: athlete).render())
    }
}

extension PageKind {
    /// The files of this page for one athlete (every variant, sub-page and CSV it makes).
    /// The family index is a site file (`SiteFiles`); a school's and a note's pages are made
    /// with their lists.
    func files(_ athlete: AthleteContext) -> OutputFiles {
        switch self {
        case .dashboard: [DashboardPage(athlete: athlete).render()] + DashboardPage(athlete: athlete).taskPages()
            + DashboardPage(athlete: athlete).activityPages()
        case .actions: [ActionsPage(athlete: athlete).render()]
        case .reports: OutputFiles(ReportsPages(athlete: athlete).render())
        case .performance: PerformancePage(athlete: athlete).render()
        case .social: SocialPages(athlete: athlete).render()
        case .schools: SchoolPages(athlete: athlete).render()
        case .coaches: [CoachesPage(athlete: athlete).render()]
        case .notes: OutputFiles(NotePages(athlete: athlete).render())
        case .profile: [FamilyProfilePage(athlete: athlete).render()]
        case .coach: OutputFiles(CoachPage(athlete: athlete).render())
        case .school, .note, .index: []
        }
    }
}
