/// One entry of the dashboard's action list: a pending suggestion or a computed rule.
///
/// Keeps structured fields (`kind`) so a page can word it in any locale; `title` and
/// `detail` are the English wording of `docs/numbers.md` ("Action items"), written to `dashboard.json`.
public struct ActionItem: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A `suggestions` row with status `pending`.
        case suggestion(id: String, link: WebLink?)
        /// Rule 1: a pending offer whose deadline is `days` days away (up to 14; below 0: overdue).
        case offerDeadline(offerId: String, schoolId: String, schoolName: String, days: Int)
        /// Rule 2: a coach last contacted `days` days ago (≥ 14).
        case coachFollowup(coachId: String, coachName: String, days: Int)
        /// Rule 3: an event starting in `days` days (0…7).
        case eventPreparation(eventId: String, eventName: String, days: Int)
        /// Rule 4: the latest metric is `days` days old (≥ 30).
        case logMetric(days: Int)
    }

    public var kind: Kind
    /// nil only for suggestions without urgency; ordered as `low`.
    public var urgency: Urgency?
    public var title: String
    public var detail: String?

    public init(kind: Kind, urgency: Urgency?, title: String, detail: String?) {
        self.kind = kind; self.urgency = urgency; self.title = title; self.detail = detail
    }

    /// `suggestion` or `rule`.
    public var source: String {
        if case .suggestion = kind { return "suggestion" }
        return "rule"
    }

    /// The urgency used for ordering.
    public var effectiveUrgency: Urgency { urgency ?? .low }

    /// A stable key breaking ties between items of equal urgency and title.
    var tieKey: (Int, String) {
        switch kind {
        case .suggestion(let id, _): (0, id)
        case .offerDeadline(let id, _, _, _): (1, id)
        case .coachFollowup(let id, _, _): (2, id)
        case .eventPreparation(let id, _, _): (3, id)
        case .logMetric: (4, "")
        }
    }

    /// Display order: urgency high → low, then title, then suggestions before rules
    /// (in rule order), then id; all strings in code-point order.
    static func displayOrder(_ a: ActionItem, _ b: ActionItem) -> Bool {
        if a.effectiveUrgency != b.effectiveUrgency { return a.effectiveUrgency < b.effectiveUrgency }
        let t = Ordering.compare(a.title, b.title)
        if t != 0 { return t < 0 }
        let (ka, kb) = (a.tieKey, b.tieKey)
        if ka.0 != kb.0 { return ka.0 < kb.0 }
        return codePointLess(ka.1, kb.1)
    }
}
