/// The columns of every table in `docs/content.md`, as data. The CSV/JSON loader, the table
/// decoder and the PostgreSQL source (schema.sql, SELECT lists) all read this one list.
public struct TableSchema: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// Any non-empty string, unique in its table.
        case id
        /// Free text, kept exactly as written.
        case text
        /// `YYYY-MM-DD`.
        case date
        /// ISO 8601 with `Z` or an offset, or a plain date.
        case timestamp
        /// true/false/yes/no/1/0, case-insensitive.
        case bool
        /// Decimal with `.`.
        case number
        /// A closed set, case-insensitive, written in the listed spelling.
        case enumeration([String])
        /// A reference to another table's `id` (kept as text; missing target is a warning).
        case reference(String)
    }

    public struct Column: Hashable, Sendable {
        public var name: String
        public var kind: Kind
        public var required: Bool
        /// For free `text` columns: the values the site has a label for (`docs/content.md`).
        /// Any text is kept as written; one a few letters away from a usual value (and not
        /// itself usual) gets a "did you mean" warning at its cell.
        public var usual: [String]
        /// For free `text` columns: the text is an address (`WebLink`). It is kept as written;
        /// one that makes no link gets a warning at its cell.
        public var isLink: Bool
        /// For free `text` columns: the text is an e-mail address or a phone number (`WebLink`'s
        /// contact rule). It is kept as written; one that makes no link gets a warning at its cell.
        public var contact: WebLink.Contact?
        /// For `enumeration` columns: how the error for a value not in the set names the set
        /// (nil: the values, comma-separated). `metric_type` adds the declared types and where
        /// a new one is declared (`performanceMetrics(declaring:)`).
        public var listed: String?
        public init(_ name: String, _ kind: Kind, required: Bool = false, usual: [String] = [], link: Bool = false,
                    contact: WebLink.Contact? = nil) {
            self.name = name; self.kind = kind; self.required = required; self.usual = usual; self.isLink = link
            self.contact = contact
        }
    }

    public var name: String
    public var columns: [Column]
    /// Whether an empty `id` is made from the row's content (tables nothing refers to; see
    /// `TableDecoder.derivedId`). Then the `id` column itself may be left out.
    public var derivesIds: Bool

    public init(name: String, columns: [Column], derivesIds: Bool = false) {
        self.name = name; self.columns = columns; self.derivesIds = derivesIds
    }

    /// The usual values of free-text columns, shared with the site's labels
    /// (`Strings.labelValues` in SiteGen lists the same).
    public static let usualSchoolStatus = ["interested", "contacted", "visited", "offered", "committed", "declined"]
    public static let usualDivision = ["D1", "D2", "D3", "NAIA", "JUCO"]
    public static let usualSize = ["very_small", "small", "medium", "large", "very_large"]
    public static let usualInteractionType = ["email", "call", "text", "visit", "camp", "dm", "other"]
    public static let usualOfferType = ["full", "partial", "walk_on", "preferred_walk_on"]
    public static let usualEventType = ["camp", "showcase", "visit", "game", "tournament", "deadline"]

    public func column(_ name: String) -> Column? { columns.first { $0.name == name } }

    private static func e<E: ContentEnum>(_ t: E.Type) -> Kind { .enumeration(E.allCases.map(\.rawValue)) }

    public static let schools = TableSchema(name: "schools", columns: [
        .init("id", .id, required: true), .init("name", .text, required: true),
        .init("status", .text, usual: usualSchoolStatus), .init("division", .text, usual: usualDivision),
        .init("tier", e(SchoolTier.self)), .init("size", .text, usual: usualSize), .init("city", .text), .init("state", .text),
        .init("latitude", .number), .init("longitude", .number), .init("website", .text, link: true),
        .init("created_at", .timestamp),
    ])
    public static let coaches = TableSchema(name: "coaches", columns: [
        .init("id", .id, required: true), .init("school_id", .reference("schools")),
        .init("name", .text, required: true), .init("title", .text), .init("email", .text, contact: .email),
        .init("phone", .text, contact: .phone), .init("twitter", .text), .init("created_at", .timestamp),
    ])
    public static let interactions = TableSchema(name: "interactions", columns: [
        .init("id", .id), .init("school_id", .reference("schools")),
        .init("coach_id", .reference("coaches")), .init("type", .text, usual: usualInteractionType),
        .init("initiated_by", e(Initiator.self)), .init("sentiment", e(Sentiment.self)),
        .init("occurred_at", .timestamp, required: true), .init("notes", .text),
    ], derivesIds: true)
    public static let offers = TableSchema(name: "offers", columns: [
        .init("id", .id, required: true), .init("school_id", .reference("schools"), required: true),
        .init("offer_type", .text, usual: usualOfferType), .init("status", e(OfferStatus.self), required: true),
        .init("offered_at", .date), .init("deadline", .date),
    ])
    public static let events = TableSchema(name: "events", columns: [
        .init("id", .id, required: true), .init("name", .text, required: true),
        .init("type", .text, usual: usualEventType), .init("start_date", .date, required: true), .init("end_date", .date),
        .init("location", .text), .init("school_id", .reference("schools")), .init("url", .text, link: true),
    ])
    public static let performanceMetrics = TableSchema(name: "performance_metrics", columns: [
        .init("id", .id), .init("metric_type", e(MetricType.self), required: true),
        .init("value", .number, required: true), .init("unit", .text),
        .init("recorded_date", .date, required: true), .init("event_id", .reference("events")),
        .init("verified", .bool), .init("notes", .text),
    ], derivesIds: true)
    public static let socialMediaPosts = TableSchema(name: "social_media_posts", columns: [
        .init("id", .id), .init("school_id", .reference("schools")),
        .init("platform", e(Platform.self), required: true),
        .init("post_date", .timestamp, required: true), .init("is_recruiting_related", .bool),
        .init("sentiment", e(Sentiment.self)), .init("post_content", .text),
        .init("author_handle", .text), .init("url", .text, link: true),
    ], derivesIds: true)
    public static let tasks = TableSchema(name: "tasks", columns: [
        .init("id", .id), .init("text", .text, required: true),
        .init("is_completed", .bool), .init("created_at", .timestamp),
    ], derivesIds: true)
    public static let suggestions = TableSchema(name: "suggestions", columns: [
        .init("id", .id, required: true), .init("title", .text, required: true),
        .init("description", .text), .init("urgency", e(Urgency.self)),
        .init("action_url", .text, link: true), .init("status", e(SuggestionStatus.self)),
    ])

    /// `performance_metrics` for a site that declares `declared` types (`site.yml`'s
    /// `metric_types`): its `metric_type` takes them beside the built-in ones, and a value that
    /// is neither says where a new type is declared.
    public static func performanceMetrics(declaring declared: [MetricType]) -> TableSchema {
        var schema = performanceMetrics
        let k = schema.columns.firstIndex { $0.name == "metric_type" }!
        let builtIn = MetricType.allCases.map(\.rawValue).joined(separator: ", ")
        if declared.isEmpty {
            schema.columns[k].listed = builtIn + " (built in; a new type is declared under metric_types: in site.yml)"
        } else {
            schema.columns[k].kind = .enumeration(MetricType.allCases.map(\.rawValue) + declared.map(\.rawValue))
            schema.columns[k].listed = builtIn + " (built in) or " + declared.map(\.rawValue).joined(separator: ", ")
                + " (declared under metric_types: in site.yml, where a new type is added)"
        }
        return schema
    }

    /// Every table, in load order (referenced tables before the tables that reference them).
    public static let all: [TableSchema] = [
        schools, coaches, interactions, offers, events, performanceMetrics, socialMediaPosts,
        tasks, suggestions,
    ]
}
