import SiteData

/// One dated interaction of a timeline: "Email · Tim Corbin", "Mar 3, 2026 · By Coach · notes",
/// a badge. The title and the detail are kept as their two parts (joined by " · " when both
/// are there), so that the list writes them without making a joined String for each of a
/// school's hundred rows.
struct TimelineItem: Sendable {
    var date: String
    /// The title's first part ("Email"), always there.
    var titleLead: String
    /// The title's second part ("Tim Corbin"), after " · "; nil for none.
    var titleTail: String?
    /// The detail's parts ("By Coach", the family's notes); either may be nil.
    var detailLead: String?
    var detailTail: String?
    var badge: String?

    init(date: String, titleLead: String, titleTail: String?, detailLead: String?, detailTail: String?, badge: String?) {
        self.date = date
        self.titleLead = titleLead
        self.titleTail = titleTail
        self.detailLead = detailLead
        self.detailTail = detailTail
        self.badge = badge
    }

    /// An item whose title and detail are already joined.
    init(date: String, title: String, detail: String?, badge: String?) {
        self.init(date: date, titleLead: title, titleTail: nil, detailLead: detail, detailTail: nil, badge: badge)
    }

    /// "Email · Tim Corbin".
    var title: String { Page.dotJoined(titleLead, titleTail) ?? titleLead }

    /// "By Coach · notes", or one of them, or nil.
    var detail: String? { Page.dotJoined(detailLead, detailTail) }
}
