import SiteData
import Widgets

// Lists of dated things: action items, events, activity, tasks, follow-ups, timeline, posts, notes, links.
extension WidgetRenderer {
    func actionItems(_ w: ShapeWidgets.ActionItems, _ v: ActionItemsValue, _ a: Args) -> (Node, Int) {
        switch w {
        case .actionItems:
            let shown = v.items.prefix(a.limit).map { item in
                ActionItemCard(title: item.title, description: item.description ?? "",
                               urgency: ActionItemCard.Urgency(rawValue: item.urgency.rawValue) ?? .low,
                               urgencyLabel: item.urgencyLabel, href: item.href, linkLabel: item.href.map { _ in item.linkLabel ?? page.t(.actionOpen) },
                               headingLevel: a.title == nil ? headingLevel : headingLevel + 1).node
            }
            var nodes: [Node] = [.element("div", [.class("action-items")], shown)]
            if v.items.count > a.limit, let all = v.allHref { nodes.append(showAll(all, count: v.items.count)) }
            return (.fragment(nodes), 0)
        case .list:
            let rows = v.items.prefix(a.limit).map { ListRow(title: $0.title, subtitle: $0.description, href: $0.href).node }
            return (.element("ul", [.class("w-list")], Array(rows)), 0)
        case .table:
            let rows = v.items.prefix(a.limit).map { [Node.text($0.urgencyLabel), link($0.title, $0.href), .text($0.description ?? "")] }
            return (dataTable(a.title, headers: [page.t(.urgencyLabel), page.t(.chartCategory), page.t(.chartValue)], rows: rows), 0)
        }
    }

    func events(_ w: ShapeWidgets.Events, _ items: [EventItem], _ a: Args) -> (Node, Int) {
        switch w {
        case .list:
            let rows = items.prefix(a.limit).map { e in
                var row = ListRow(title: e.name, subtitle: [e.date, e.type, e.location, e.school].compactMap { $0 }.joined(separator: " · "),
                                  icon: .calendar, href: e.link?.url)
                row.anchor = e.anchor
                return row.node
            }
            return (.fragment([.element("ul", [.class("w-list events")], Array(rows)), calendarLink]), 0)
        case .table:
            let rows = items.prefix(a.limit).map { [link($0.name, $0.link?.url), .text($0.date), .text($0.type ?? ""), .text($0.location ?? "")] }
            return (.fragment([dataTable(a.title, headers: [page.t(.eventName), page.t(.chartDate), page.t(.eventType), page.t(.eventLocation)],
                                         rows: rows), calendarLink]), 0)
        }
    }

    /// Under an athlete's events: "Add to your calendar", downloading `<athlete>/calendar.ics`
    /// as `<athlete>.ics` (nothing in the coach packet, which has no calendar).
    var calendarLink: Node {
        guard page.build.hasCalendars, let athlete = page.address.athlete else { return .empty }
        return DownloadLink(page.t(.calendarAddToCalendar), href: page.href(SitePath.calendar(athlete.slug)), icon: .calendar,
                            fileName: "\(athlete.slug).ics", type: "text/calendar").node
    }

    func activity(_ w: ShapeWidgets.Activity, _ items: [ActivityItem], _ a: Args) -> (Node, Int) {
        switch w {
        case .activityFeed, .timeline, .list:
            let rows = items.prefix(a.limit).map { item in
                ListRow(title: item.text, subtitle: item.date, icon: item.icon, href: item.href).node
            }
            return (.element("ul", [.class("w-list activity")], Array(rows)), 0)
        }
    }

    func tasks(_ w: ShapeWidgets.Tasks, _ items: [TaskItemRow], _ a: Args) -> (Node, Int) {
        switch w {
        case .tasks, .list:
            // A checkbox mark to see, and the state in words for screen readers ("Done", "To do").
            let done = Node.element("span", [.class("w-sr")], [.text(page.t(.taskDone))])
            let open = Node.element("span", [.class("w-sr")], [.text(page.t(.taskOpen))])
            let rows = items.prefix(a.limit).map { t in
                ListRow(title: t.text, subtitle: t.date, trailing: t.done ? done : open, icon: t.done ? .boxChecked : .box,
                        completed: t.done).node
            }
            return (.element("ul", [.class("w-list tasks")], Array(rows)), 0)
        }
    }

    func coachFollowups(_ w: ShapeWidgets.CoachFollowups, _ items: [FollowupItem], _ a: Args) -> (Node, Int) {
        switch w {
        case .list:
            let rows = items.prefix(a.limit).map { f in
                ListRow(title: f.coach, subtitle: f.school, trailing: .element("span", [.class("muted")], [.text(f.silence)]), icon: .clock).node
            }
            var nodes: [Node] = [.element("ul", [.class("w-list followups")], Array(rows))]
            // A limited list links to the coaches page, which lists every coach.
            if items.count > a.limit, let athlete = page.address.athlete {
                nodes.append(showAll(page.href(SitePath.coaches(athlete.slug)), count: items.count))
            }
            return (.fragment(nodes), 0)
        case .table:
            let rows = items.prefix(a.limit).map { [Node.text($0.coach), link($0.school ?? "", $0.schoolHref), .text($0.silence)] }
            return (dataTable(a.title, headers: [page.t(.coachesName), page.t(.coachesSchool), page.t(.coachesLastContact)], rows: rows), 0)
        }
    }

    func timeline(_ w: ShapeWidgets.Timeline, _ items: [TimelineItem], _ a: Args) -> (Node, Int) {
        switch w {
        case .timeline, .list:
            let rows = items.prefix(a.limit).map { item in
                ListRow(title: item.title, subtitle: Page.dotJoined(item.date, item.detail) ?? "",
                        trailing: item.badge.map { Badge($0).node } ?? .empty).node
            }
            return (.element("ul", [.class("w-list timeline")], Array(rows)), 0)
        case .table:
            let rows = items.prefix(a.limit).map { [Node.text($0.date), .text($0.title), .text($0.detail ?? "")] }
            return (dataTable(a.title, headers: [page.t(.chartDate), page.t(.chartCategory), page.t(.chartValue)], rows: rows), 0)
        }
    }

    func posts(_ w: ShapeWidgets.Posts, _ items: [PostItem], _ a: Args) -> (Node, Int) {
        switch w {
        case .postList, .list:
            let rows = items.prefix(a.limit).map { p in
                PostRow(platform: p.platform, platformKey: p.platformKey, meta: Page.dotJoined(p.handle, p.date) ?? "",
                        content: p.content, href: p.link?.url).node
            }
            return (.element("ul", [.class("post-list")], Array(rows)), 0)
        case .table:
            let rows = items.prefix(a.limit).map { [Node.text($0.date), .text($0.platform), .text($0.handle ?? ""), .text($0.content ?? "")] }
            return (dataTable(a.title, headers: [page.t(.chartDate), page.t(.socialPlatform), page.t(.socialAuthor), page.t(.socialContent)],
                              rows: rows), 0)
        }
    }

    func notes(_ w: ShapeWidgets.Notes, _ items: [NoteItem], _ a: Args) -> (Node, Int) {
        switch w {
        case .noteList, .list:
            let rows = items.prefix(a.limit).map { n in
                let tags = n.tags.isEmpty ? nil : n.tags.map { "#\($0)" }.joined(separator: " ")
                return NoteRow(title: n.title, href: n.href, meta: Page.dotJoined(n.date, tags) ?? "", excerpt: n.excerpt).node
            }
            return (.element("ul", [.class("note-list")], Array(rows)), 0)
        case .table:
            let rows = items.prefix(a.limit).map { [link($0.title, $0.href), .text($0.date ?? "")] }
            return (dataTable(a.title, headers: [page.t(.notesTitle), page.t(.chartDate)], rows: rows), 0)
        }
    }

    func links(_ w: ShapeWidgets.Links, _ items: [LinkItem], _ a: Args) -> (Node, Int) {
        switch w {
        case .linkList, .list:
            let rows = items.prefix(a.limit).map { LinkRow(title: $0.title, text: $0.text, href: $0.link?.url).node }
            return (.element("ul", [.class("link-list")], Array(rows)), 0)
        }
    }
}
