@testable import SiteData

/// Shared helpers for the aggregation tests. "Today" is Sunday 2026-03-15.
enum Fx {
    static let today = LocalDate(iso: "2026-03-15")!

    /// A date `offset` days from today.
    static func day(_ offset: Int) -> LocalDate { today.adding(days: offset) }

    static func date(_ iso: String) -> LocalDate { LocalDate(iso: iso)! }

    static func athlete(schools: [School] = [], coaches: [Coach] = [], interactions: [Interaction] = [],
                        offers: [Offer] = [], events: [Event] = [], metrics: [PerformanceMetric] = [],
                        posts: [SocialPost] = [], tasks: [TaskItem] = [], suggestions: [Suggestion] = [],
                        notes: [Note] = [], graduation: LocalDate? = nil) -> AthleteData {
        AthleteData(profile: AthleteProfile(slug: "sam-lee", name: "Sam Lee", graduationDate: graduation),
                    schools: schools, coaches: coaches, interactions: interactions, offers: offers,
                    events: events, metrics: metrics, posts: posts, tasks: tasks,
                    suggestions: suggestions, notes: notes)
    }

    static func note(_ name: String, date: LocalDate?) -> Note {
        Note(fileName: name, title: name, date: date, body: "", location: SourceLocation(file: "notes/\(name).md"))
    }

    static func metric(_ id: String, _ type: MetricType = .velocity, _ value: Double, on date: LocalDate,
                       unit: String? = nil, verified: Bool = false) -> PerformanceMetric {
        PerformanceMetric(id: id, metricType: type, value: value, unit: unit, recordedDate: date, verified: verified)
    }

    static func interaction(_ id: String, on date: LocalDate, coach: String? = nil, by: Initiator? = nil,
                            type: String? = nil, sentiment: Sentiment? = nil) -> Interaction {
        Interaction(id: id, coachId: coach, type: type, initiatedBy: by, sentiment: sentiment, occurredAt: date)
    }

    static func post(_ id: String, on date: LocalDate, school: String? = nil, platform: Platform = .twitter,
                     recruiting: Bool = false, sentiment: Sentiment? = nil) -> SocialPost {
        SocialPost(id: id, schoolId: school, platform: platform, postDate: date,
                   isRecruitingRelated: recruiting, sentiment: sentiment)
    }
}
