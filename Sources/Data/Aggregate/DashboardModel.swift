/// Every number and list of the dashboard page (`docs/numbers.md`, "Dashboard").
public struct DashboardModel: Hashable, Sendable {
    /// Green ≥ 75 %, orange ≥ 50 %, red below.
    public enum ResponsivenessLevel: String, Hashable, Sendable {
        case green, orange, red

        public init?(pct: Int?) {
            guard let pct else { return nil }
            self = pct >= 75 ? .green : pct >= 50 ? .orange : .red
        }
    }

    /// The "At a glance" strip.
    public struct AtAGlance: Hashable, Sendable {
        /// Distinct schools (rows of `schools`) that have at least one offer.
        public var schoolsWithOffers: Int
        public var schoolsWithOffersPct: Int?
        public var coachResponsivenessPct: Int?
        public var coachResponsivenessLevel: ResponsivenessLevel?
        public var interactionsThisMonth: Int
        /// graduation − today in days: negative once graduated, nil when unknown.
        public var daysUntilGraduation: Int?
    }

    /// Schools of one `size` value; nil is the "Unknown" bucket.
    public struct SizeCount: Hashable, Sendable {
        public var size: String?
        public var count: Int
    }

    /// One line of "Recent activity".
    public struct Activity: Hashable, Sendable {
        public enum Subject: Hashable, Sendable {
            /// `schoolName` is nil without a school id, "Unknown School" for an unknown one;
            /// `coachName` is nil without a (known) coach.
            case interaction(Interaction, schoolName: String?, coachName: String?)
            case offer(Offer, schoolName: String)
            case event(Event)
            case metric(PerformanceMetric)
            case note(Note)
            /// Only on the activity pages (`Dashboard.activityLog`), not the card.
            case post(SocialPost, schoolName: String?)
        }

        public var date: LocalDate
        public var subject: Subject

        /// Seconds from local midnight of `date` to the instant (interactions; 0 for the others,
        /// whose plain dates stand for local midnight).
        public var time: Int {
            if case .interaction(let i, _, _) = subject { return i.occurredTime }
            if case .post(let p, _) = subject { return p.postTime }
            return 0
        }

        /// The row id (a note's file name).
        public var id: String {
            switch subject {
            case .interaction(let i, _, _): i.id
            case .offer(let o, _): o.id
            case .event(let e): e.id
            case .metric(let m): m.id
            case .note(let n): n.fileName
            case .post(let p, _): p.id
            }
        }

        /// Order of kinds on equal dates: interaction, offer, event, metric, note, post.
        var kindRank: Int {
            switch subject {
            case .interaction: 0
            case .offer: 1
            case .event: 2
            case .metric: 3
            case .note: 4
            case .post: 5
            }
        }
    }

    /// A coach with no contact in the last 14 days.
    public struct CoachFollowup: Hashable, Sendable {
        public var coach: Coach
        /// nil without a school id, "Unknown School" for an unknown one.
        public var schoolName: String?
        /// Latest interaction dated today or earlier; nil when never contacted.
        public var lastContact: LocalDate?
        /// today − lastContact (≥ 14); nil when never contacted.
        public var daysSinceContact: Int?
    }

    public var today: LocalDate
    public var stats: Stats
    public var atAGlance: AtAGlance
    /// 30 points, today − 29 … today, zeros included.
    public var interactionTrend: [DateCount]
    /// Raw status values, most first, ties by status (code-point order); null status skipped.
    public var schoolsByStatus: [KeyCount]
    /// Most first, ties by size (code-point order) with the Unknown bucket last.
    public var schoolSizes: [SizeCount]
    /// The latest record of each type, for the 3 types whose latest records are most recent.
    public var topMetrics: [PerformanceMetric]
    /// start_date ≥ today, by start date then id, first 5.
    public var upcomingEvents: [Event]
    /// 10 newest items dated today or earlier.
    public var recentActivity: [Activity]
    /// Open tasks, then completed ones; each by created_at (none last), then id.
    public var tasks: [TaskItem]
    /// Never contacted first (by id), then longest silence first, ties by id.
    public var coachFollowups: [CoachFollowup]
    /// 182 points (26 weeks), today − 181 … today.
    public var contactHeatmap: [DateCount]
    /// `contactHeatmap` in whole ISO weeks (Monday of its first day's week … Sunday of today's),
    /// the days outside it 0: what the contact-frequency calendar draws.
    public var contactCalendar: [DateCount]
    /// All action items in display order; the page shows the first 3.
    public var actionItems: [ActionItem]
}
