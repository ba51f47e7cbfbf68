import SiteData

// PLACEHOLDER: replaced by the page implementation.
struct ReportsPages {
    let site: AthleteSite
    func render() -> [OutputFile] { [] }
}
