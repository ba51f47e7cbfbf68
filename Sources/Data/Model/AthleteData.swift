/// Everything loaded for one athlete. Rows keep their source order; aggregations sort.
public struct AthleteData: Hashable, Sendable {
    public var profile: AthleteProfile
    public var schools: [School]
    public var coaches: [Coach]
    public var interactions: [Interaction]
    public var offers: [Offer]
    public var events: [Event]
    public var metrics: [PerformanceMetric]
    public var posts: [SocialPost]
    public var tasks: [TaskItem]
    public var suggestions: [Suggestion]
    public var notes: [Note]

    public init(profile: AthleteProfile, schools: [School] = [], coaches: [Coach] = [],
                interactions: [Interaction] = [], offers: [Offer] = [], events: [Event] = [],
                metrics: [PerformanceMetric] = [], posts: [SocialPost] = [], tasks: [TaskItem] = [],
                suggestions: [Suggestion] = [], notes: [Note] = []) {
        self.profile = profile; self.schools = schools; self.coaches = coaches
        self.interactions = interactions; self.offers = offers; self.events = events
        self.metrics = metrics; self.posts = posts; self.tasks = tasks
        self.suggestions = suggestions; self.notes = notes
    }

    public var slug: String { profile.slug }
}
