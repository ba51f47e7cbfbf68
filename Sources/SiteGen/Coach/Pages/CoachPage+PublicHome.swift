import SiteData

extension CoachPage {
    /// A public site's coach page (docs/publishing.md, "What a public site carries"): written
    /// as the athlete's home, `<athlete>/index.html`, and again at `<athlete>/coach/`, the
    /// address families sent before, which names the home as its canonical page (so search
    /// engines index one) and is left out of the sitemap. One share image.
    static func publicHome(_ athlete: AthleteContext) -> [OutputFile] {
        let coachPage = CoachPage(athlete: athlete)
        let home = SitePath.dashboard(athlete.slug)
        let alias = coachPage.render(at: SitePath.coach(athlete.slug), canonical: home).filter(\.isPage)
        return coachPage.render(at: home) + alias
    }

    /// Whether `path` is a public site's alias of an athlete's home (`<athlete>/coach/index.html`).
    static func isAlias(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 3 && parts[1] == "coach" && parts[2] == "index.html"
    }
}
