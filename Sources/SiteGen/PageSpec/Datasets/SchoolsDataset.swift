/// The schools list's datasets.
enum SchoolsDataset: String, PageDatasetName {
    /// What the page is: `PageKind` reads it (`PageFacts`).
    static let facts = PageFacts(
        order: 60,
        output: "`<athlete>/schools/index.html`", summary: "schools list",
        title: .pageSchools, tab: .navSchools, tabPath: { SitePath.schools($0) })

    case schools, schoolMap = "school_map"

    var shape: DatasetShape {
        switch self {
        case .schools: .records
        case .schoolMap: .schoolMap
        }
    }

    /// What it holds, for theme authors (`sitegen theme pages`; its numbers: docs/numbers.md).
    var summary: String {
        switch self {
        case .schools: "name (linked), status, division, tier, size, location, coaches, interactions, offers, "
                     + "last contact"
        case .schoolMap: "every school with both coordinates, coloured by status (offered green, committed "
                       + "purple, contacted blue, visited indigo, interested amber, declined red, other gray), in "
                       + "the table's order; the others named as not on the map"
        }
    }
}
