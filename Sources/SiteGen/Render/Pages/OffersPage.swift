import SiteData
import Widgets

/// `<athlete>/offers/index.html`: every offer in one comparison table per status: pending
/// (soonest deadline first, none last; the deadline says how many days are left), accepted
/// (`#accepted`, where the Accepted card leads), declined. The Offers card leads here.
struct OffersPage {
    let athlete: AthleteContext

    /// Pending: deadline ascending, no deadline last. The others: offered date descending, no
    /// date last. Then offered date descending, then id in code-point order.
    static func ordered(_ offers: [Offer], status: OfferStatus) -> [Offer] {
        offers.filter { $0.status == status }.sorted(by: status == .pending ? Offer.soonestDeadlineFirst : Offer.newestFirst)
    }

    /// "in 12 days", "today", "3 days ago" from the build's today.
    static func daysLeft(_ deadline: LocalDate, today: LocalDate, _ page: Page) -> String {
        let days = deadline.days(since: today)
        if days == 0 { return page.t(.offersPageToday) }
        return days > 0 ? page.t(.offersPageInDays, count: days) : page.t(.offersPageDaysAgo, count: -days)
    }

    func render() -> OutputFile {
        let path = SitePath.offers(athlete.slug)
        let page = athlete.page(path, tab: .dashboard)
        let title = page.t(.offersPageTitle)
        guard !athlete.data.offers.isEmpty else {
            let body = Node.element("div", [.class("card")], [EmptyMessage(page.t(.offersPageEmpty), hint: page.t(.offersPageEmptyHint)).node])
            return OutputFile(path: path, bytes: PageLayout(page: page, title: title, body: body).renderUTF8(), isPage: true)
        }
        let groups: [(OfferStatus, StringKey)] = [(.pending, .offersPagePending), (.accepted, .offersPageAccepted),
                                                  (.declined, .offersPageDeclined)]
        let sections = groups.map { status, key -> Node in
            let offers = Self.ordered(athlete.data.offers, status: status)
            let heading = page.t(key)
            let content: Node
            if offers.isEmpty {
                content = .element("p", [.class("muted")], [.text(page.t(.offersPageNoneInGroup))])
            } else {
                let v = table(offers, page)
                let renderer = WidgetRenderer(page: page, idPrefix: "offers-\(status.rawValue)", headingLevel: 2)
                let rows = v.rows.map { $0.map { renderer.link($0.text, $0.href) } }
                content = DataTable(headers: v.columns, rows: rows, label: heading, scrollHint: page.t(.commonScrollHint)).node
            }
            return .element("section", [.id(status.rawValue), .class("section")], [Card(title: heading, headingLevel: 2, body: content).node])
        }
        let html = PageLayout(page: page, title: title, subtitle: page.t(.offersPageSubtitle), body: .fragment(sections)).renderUTF8()
        return OutputFile(path: path, bytes: html, isPage: true)
    }

    /// School (linked), type, status, offered, deadline (with days left while pending),
    /// division, tier, size.
    func table(_ offers: [Offer], _ page: Page) -> RecordsValue {
        let f = page.formatter
        let rows = offers.map { o -> [RecordsValue.Cell] in
            let school = athlete.schoolsByID[o.schoolId]
            var deadline = o.deadline.map(f.date) ?? ""
            if o.status == .pending, let d = o.deadline {
                deadline = page.t(.offersPageDeadlineLeft, ["date": f.date(d), "left": Self.daysLeft(d, today: athlete.build.today, page)])
            }
            return [
                .init(school?.name ?? page.t(.commonUnknownSchool), href: athlete.schoolPath(o.schoolId).map(page.href)),
                .init(page.label("offer", o.offerType) ?? ""),
                .init(page.t(o.status.label)),
                .init(o.offeredAt.map(f.date) ?? ""),
                .init(deadline),
                .init(school?.division ?? ""),
                .init(school?.tier?.rawValue ?? ""),
                .init(page.label("size", school?.size) ?? ""),
            ]
        }
        return RecordsValue(columns: ([.schoolsName, .offerType, .offerStatus, .offerOfferedAt, .offerDeadline,
                                       .schoolsDivision, .schoolsTier, .schoolsSize] as [StringKey]).map { page.t($0) },
                            numericColumns: [], rows: rows)
    }
}
