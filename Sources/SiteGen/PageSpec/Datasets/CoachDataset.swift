/// The coach page's datasets.
enum CoachDataset: String, PageDatasetName {
    /// What the page is (no tab: the page a family sends a coach): `PageKind` reads it (`PageFacts`).
    static let facts = PageFacts(
        order: 130,
        output: "`<athlete>/coach/index.html`",
        summary: "the coach page: highlight video, best marks, academics, events, references, downloads, contact",
        title: .pageCoach, tabPath: { SitePath.coach($0) })

    case bestMarks = "best_marks", academics, upcomingEvents = "upcoming_events", references, moreVideo = "more_video"

    var shape: DatasetShape {
        switch self {
        case .bestMarks: .latestMetrics
        case .academics: .facts
        case .upcomingEvents: .events
        case .references: .people
        case .moreVideo: .links
        }
    }

    /// What it holds, for theme authors (`sitegen theme pages`).
    var summary: String {
        switch self {
        case .bestMarks: "per metric type its headline mark, verified first (docs/numbers.md, \"Headline marks\")"
        case .academics: "intended major, `academics` lines (high school, GPA and test scores are on the card)"
        case .upcomingEvents: "upcoming camps, showcases, tournaments and games"
        case .references: "`references`: name, role and team, email and phone"
        case .moreVideo: "`video` links after the first (the first leads the page)"
        }
    }
}
