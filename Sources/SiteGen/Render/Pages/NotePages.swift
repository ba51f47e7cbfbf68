import SiteData

// PLACEHOLDER: replaced by the page implementation.
struct NotePages {
    let site: AthleteSite
    func render() -> [OutputFile] { [] }
}
