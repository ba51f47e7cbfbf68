import SiteData

// PLACEHOLDER: replaced by the page implementation.
struct ActionsPage {
    let site: AthleteSite
    func render() -> OutputFile { OutputFile(path: "\(site.slug)/actions/index.html", text: "") }
}
