/// One metric type's headline mark: the one rule every coach-side output reads (docs/numbers.md,
/// "Headline marks"). The coach page, share card, résumé, metrics sheet, packet, profile and a
/// club's roster show `best`, never a mark of their own choosing.
///
/// - `best` is the best **verified** mark; when no mark of the type is verified, the best
///   self-reported one (then `isVerified` is false and outputs label it "self-reported").
/// - `selfReported` is a self-reported mark better than a verified `best`: shown beside it,
///   labelled, never as the headline.
/// - "Best" is the highest value, or the lowest for a type where lower is better
///   (`MetricType.isLowerBetter`); among equal values the newest (`PerformanceMetric.newestFirst`).
/// - `latest` is the newest mark of the type, kept only when its value differs from `best`'s.
public struct BestMark: Hashable, Sendable {
    public var best: PerformanceMetric
    /// A self-reported mark better than the verified `best`; nil otherwise.
    public var selfReported: PerformanceMetric?
    public var latest: PerformanceMetric?
    /// Where `best` was measured (its `event_id`), when that event is in the data given.
    public var event: Event?
    /// Whether the type is one the athlete's position leads with (`MetricType.leadTypes(of:)`).
    public var isLead: Bool

    public var metricType: MetricType { best.metricType }
    public var isVerified: Bool { best.verified }
    /// Who measured `best`: its `notes` ("PBR verified", "Trackman"), trimmed; nil when blank.
    public var source: String? {
        let s = best.notes?.trimmingSpaces ?? ""
        return s.isEmpty ? nil : s
    }

    public init(best: PerformanceMetric, selfReported: PerformanceMetric? = nil, latest: PerformanceMetric? = nil,
                event: Event? = nil, isLead: Bool = false) {
        self.best = best; self.selfReported = selfReported; self.latest = latest; self.event = event; self.isLead = isLead
    }

    /// One mark per metric type with values, in the athlete's headline order
    /// (`MetricType.headlineOrder(of:)`: the position's lead types first).
    public static func marks(of data: AthleteData) -> [BestMark] {
        let declared = MetricType.declared(in: data.metrics)
        return marks(data.metrics, events: data.events, order: MetricType.headlineOrder(of: data.profile, declared: declared),
                     leads: Set(MetricType.leadTypes(of: data.profile, declared: declared)))
    }

    /// The marks an athlete is introduced by (share card, `og:description`, a roster row): those
    /// of the position's lead types, or the first mark when none of them has a value (or no
    /// position is given). Empty without metrics.
    public static func headline(of data: AthleteData) -> [BestMark] {
        let all = marks(of: data)
        let leads = all.filter(\.isLead)
        return leads.isEmpty ? Array(all.prefix(1)) : leads
    }

    /// One mark per type in `order` that has values (types not in `order` are left out; nil:
    /// every type with values, in `MetricType.displayOrder`).
    public static func marks(_ metrics: [PerformanceMetric], events: [Event] = [],
                             order: [MetricType]? = nil, leads: Set<MetricType> = []) -> [BestMark] {
        let order = order ?? MetricType.ordered(metrics.map(\.metricType))
        // One pass, by index (no copy of a metric per type and per filter: this runs for the
        // card, the page's description, the roster and the résumé): per type, the best verified
        // value, the best self-reported one and the latest. Each is the first of its equals in
        // the table's order, as `min(by:)` over the type's values picked it.
        var picks: [MetricType: Picks] = [:]
        for i in metrics.indices {
            let type = metrics[i].metricType
            guard var p = picks[type] else {
                picks[type] = metrics[i].verified ? Picks(verified: i, reported: nil, latest: i) : Picks(verified: nil, reported: i, latest: i)
                continue
            }
            if metrics[i].verified {
                if p.verified.map({ better(metrics[i], than: metrics[$0]) }) ?? true { p.verified = i }
            } else if p.reported.map({ better(metrics[i], than: metrics[$0]) }) ?? true {
                p.reported = i
            }
            if PerformanceMetric.newestFirst(metrics[i], metrics[p.latest]) { p.latest = i }
            picks[type] = p
        }
        return order.compactMap { type in
            guard let p = picks[type] else { return nil }
            let best = metrics[p.verified ?? p.reported!]
            let above = p.verified != nil ? p.reported.flatMap { better(metrics[$0], than: best) ? metrics[$0] : nil } : nil
            let latest = metrics[p.latest]
            // The event of that id (the last row of it, as a lookup by id keeps).
            let event = best.eventId.flatMap { id in events.last { $0.id == id } }
            return BestMark(best: best, selfReported: above, latest: latest.value == best.value ? nil : latest,
                            event: event, isLead: leads.contains(type))
        }
    }

    /// The indices of a type's best verified and self-reported values and its latest.
    private struct Picks {
        var verified: Int?
        var reported: Int?
        var latest: Int
    }

    /// Whether `a` is a better mark than `b` of the same type: the better value (see the
    /// type's direction), then the newer.
    static func better(_ a: PerformanceMetric, than b: PerformanceMetric) -> Bool {
        if a.value != b.value { return a.metricType.isLowerBetter ? a.value < b.value : a.value > b.value }
        return PerformanceMetric.newestFirst(a, b)
    }
}
