/// One school's page: its datasets.
enum SchoolDataset: String, PageDatasetName {
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
}
