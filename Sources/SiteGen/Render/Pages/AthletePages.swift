import SiteData

/// Step "render" for one athlete: every HTML page and CSV file of the site (docs/numbers.md, "Where each page is").
enum AthletePages {
    static func render(_ site: AthleteContext) -> [OutputFile] {
        // The pages a spec describes, each from its kind (`PageKind.files`), then the list pages.
        var files = PageKind.allCases.flatMap { $0.files(site) }
        files += InteractionsLogPage(site: site).render()
        files.append(OffersPage(site: site).render())
        files += ATierPage(site: site).render()
        return files
    }
}
