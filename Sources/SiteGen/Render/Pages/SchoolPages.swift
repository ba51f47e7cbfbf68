import SiteData

// PLACEHOLDER: replaced by the page implementation.
struct SchoolPages {
    let site: AthleteSite
    func render() -> [OutputFile] { [] }
}
