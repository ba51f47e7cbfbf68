import SiteData
import Widgets

/// Coaches with days since last contact.
/// Page-spec name `coach_followups`.
enum CoachFollowupsShape: DatasetShapeDefinition {
    typealias Value = [FollowupItem]
    static let summary = "coach, school, days since last contact (null: never)"

    enum Widget: String, WidgetChoice { case list, table }

    static func draw(_ w: Widget, _ items: Value, _ a: WidgetRenderer.Args, _ r: WidgetRenderer) -> (Node, Int) {
        let page = r.page
        switch w {
        case .list:
            let rows = items.prefix(a.limit).map { f in
                ListRow(title: f.coach, subtitle: f.school, trailing: .element("span", [.class("muted")], [.text(f.silence)]), icon: .clock).node
            }
            var nodes: [Node] = [.element("ul", [.class("w-list w-rows followups")], Array(rows))]
            // A limited list links to the coaches page, which lists every coach.
            if items.count > a.limit, let athlete = page.address.athlete {
                nodes.append(r.showAll(page.href(SitePath.coaches(athlete.slug)), count: items.count))
            }
            return (.fragment(nodes), 0)
        case .table:
            let rows = items.prefix(a.limit).map { [Node.text($0.coach), r.link($0.school ?? "", $0.schoolHref), .text($0.silence)] }
            return (r.dataTable(a.title, headers: [page.t(.coachesName), page.t(.coachesSchool), page.t(.coachesLastContact)], rows: rows), 0)
        }
    }
}
