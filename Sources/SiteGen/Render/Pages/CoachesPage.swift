import SiteData

// PLACEHOLDER: replaced by the page implementation.
struct CoachesPage {
    let site: AthleteSite
    func render() -> OutputFile { OutputFile(path: "\(site.slug)/coaches/index.html", text: "") }
}
