/// The coach packet's front page: its datasets.
enum ProfileDataset: String, PageDatasetName {
    case profileFacts = "profile_facts", contact, bio, highlights, socialLinks = "social_links"
    case latestMetrics = "latest_metrics", upcomingEvents = "upcoming_events", publicNotes = "public_notes", offers

    var shape: DatasetShape {
        switch self {
        case .profileFacts, .contact: .facts
        case .bio: .markdown
        case .highlights, .socialLinks: .links
        case .latestMetrics: .latestMetrics
        case .upcomingEvents: .events
        case .publicNotes: .notes
        case .offers: .records
        }
    }
}
