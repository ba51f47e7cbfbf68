/// The coach packet's front page: its datasets.
enum ProfileDataset: String, PageDatasetName {
    /// What the page is: `PageKind` reads it (`PageFacts`).
    static let facts = PageFacts(
        order: 120,
        output: "packet front page, and `<athlete>/profile/index.html`",
        summary: "the coach packet's profile page; the family site shows the same page under the athlete's tabs",
        title: .pageProfile, tab: .navProfile, tabPath: { SitePath.profile($0) })

    case profileFacts = "profile_facts", contact, bio, references, highlights, socialLinks = "social_links"
    case latestMetrics = "latest_metrics", upcomingEvents = "upcoming_events", publicNotes = "public_notes", offers

    var shape: DatasetShape {
        switch self {
        case .profileFacts, .contact: .facts
        case .bio: .markdown
        case .references: .people
        case .highlights, .socialLinks: .links
        case .latestMetrics: .latestMetrics
        case .upcomingEvents: .events
        case .publicNotes: .notes
        case .offers: .records
        }
    }

    /// What it holds, for theme authors (`sitegen theme pages`; its numbers: docs/numbers.md).
    var summary: String {
        switch self {
        case .profileFacts: "sport, positions, class of, high school, club team, hometown, height, weight, GPA, "
                          + "test scores, intended major"
        case .contact: "email, phone"
        case .bio: "`athlete.yml` `bio` through cmark"
        case .references: "`references`: name, role and team, email and phone (as the résumé)"
        case .highlights: "`video` links"
        case .socialLinks: "`social` handles and URLs"
        case .latestMetrics: "per metric type its headline mark, verified first (docs/numbers.md, \"Headline marks\")"
        case .upcomingEvents: "upcoming events"
        case .publicNotes: "notes with `visibility: public`"
        case .offers: "offers; empty unless `packet.include` lists `offers`"
        }
    }
}
