/// One school's page: its datasets.
enum SchoolDataset: String, PageDatasetName {
    /// What the page is (no tab of its own: it sits under Schools): `PageKind` reads it (`PageFacts`).
    static let facts = PageFacts(
        order: 70,
        output: "`<athlete>/schools/<school>/index.html`", summary: "one school (title: the school's name)",
        title: .pageSchool, tabPath: { SitePath.schools($0) })

    case schoolDetails = "school_details", schoolCoaches = "school_coaches"
    case schoolInteractions = "school_interactions", schoolOffers = "school_offers"
    case schoolEvents = "school_events", schoolPosts = "school_posts", schoolNotes = "school_notes"

    var shape: DatasetShape {
        switch self {
        case .schoolDetails: .facts
        case .schoolCoaches, .schoolOffers: .records
        case .schoolInteractions: .timeline
        case .schoolEvents: .events
        case .schoolPosts: .posts
        case .schoolNotes: .notes
        }
    }

    /// What it holds, for theme authors (`sitegen theme pages`; its numbers: docs/numbers.md).
    var summary: String {
        switch self {
        case .schoolDetails: "status, division, tier, size, location, website"
        case .schoolCoaches: "the school's coaches: name, title, email, phone, last contact"
        case .schoolInteractions: "its interactions, newest first"
        case .schoolOffers: "its offers: type, status, offered, deadline"
        case .schoolEvents: "its events"
        case .schoolPosts: "social posts about it"
        case .schoolNotes: "notes whose `school` is it"
        }
    }
}
