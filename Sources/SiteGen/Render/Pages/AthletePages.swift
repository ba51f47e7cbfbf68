import SiteData

/// Step "render" for one athlete: every HTML page and CSV file of the site (docs/numbers.md, "Where each page is").
enum AthletePages {
    static func render(_ site: AthleteContext) -> [OutputFile] {
        var files: [OutputFile] = []
        files.append(DashboardPage(site: site).render())
        files += DashboardPage(site: site).taskPages()
        files.append(ActionsPage(site: site).render())
        files += ReportsPages(site: site).render()
        files += PerformancePage(site: site).render()
        files += SocialPages(site: site).render()
        files += SchoolPages(site: site).render()
        files.append(CoachesPage(site: site).render())
        files += NotePages(site: site).render()
        files += InteractionsLogPage(site: site).render()
        files.append(OffersPage(site: site).render())
        files += ATierPage(site: site).render()
        files.append(FamilyProfilePage(site: site).render())
        return files
    }
}
