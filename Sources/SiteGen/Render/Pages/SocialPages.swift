import SiteData

// PLACEHOLDER: replaced by the page implementation.
struct SocialPages {
    let site: AthleteSite
    func render() -> [OutputFile] { [] }
}
