import SiteData

// PLACEHOLDER: replaced by the page implementation.
struct PerformancePage {
    let site: AthleteSite
    func render() -> [OutputFile] { [] }
}
