import SiteData
import Widgets

extension WidgetRenderer {
    /// The list widgets (nil: not a list pairing).
    func drawList(_ kind: WidgetKind, _ value: DatasetValue, title: String?, description: String?, color: ColorToken,
              limit: Int, emptyText: String?) -> (Node, Int)? {
        switch (kind, value) {
        case (.tasks, .tasks(let items)), (.list, .tasks(let items)):
            let rows = items.prefix(limit).map { ListRow(title: $0.text, subtitle: $0.date, completed: $0.done).node }
            return (.element("ul", [.class("w-list tasks")], Array(rows)), 0)

        case (.activityFeed, .activity(let items)), (.timeline, .activity(let items)), (.list, .activity(let items)):
            let rows = items.prefix(limit).map { item in
                ListRow(title: item.text, subtitle: item.date, icon: icon(forActivity: item.kind), href: item.href).node
            }
            return (.element("ul", [.class("w-list activity")], Array(rows)), 0)

        case (.timeline, .timeline(let items)), (.list, .timeline(let items)):
            let rows = items.prefix(limit).map { item in
                ListRow(title: item.title, subtitle: [item.date, item.detail].compactMap { $0 }.joined(separator: " · "),
                        trailing: item.badge.map { Badge($0).node } ?? .empty).node
            }
            return (.element("ul", [.class("w-list timeline")], Array(rows)), 0)

        case (.list, .events(let items)):
            let rows = items.prefix(limit).map { e in
                ListRow(title: e.name, subtitle: [e.date, e.type, e.location, e.school].compactMap { $0 }.joined(separator: " · "),
                        icon: .calendar, href: externalLink(e.url)).node
            }
            return (.element("ul", [.class("w-list events")], Array(rows)), 0)

        case (.list, .coachFollowups(let items)):
            let rows = items.prefix(limit).map { f in
                ListRow(title: f.coach, subtitle: f.school, trailing: .element("span", [.class("muted")], [.text(f.silence)]), icon: .clock).node
            }
            var nodes: [Node] = [.element("ul", [.class("w-list followups")], Array(rows))]
            // A limited list links to the coaches page, which lists every coach.
            if items.count > limit, let athlete = page.athlete {
                nodes.append(.element("p", [.class("show-all")], [
                    .element("a", [.href(page.href(SitePath.coaches(athlete.slug)))],
                             [.text(page.t("action.show_all", ["n": page.formatter.integer(items.count)]))]),
                ]))
            }
            return (.fragment(nodes), 0)

        case (.list, .categoryCounts(let items)):
            // Category counts: label left (cut with an ellipsis by CSS, the full label as tooltip), count right.
            let rows = items.prefix(limit).map { item -> Node in
                let label: Node = item.href.map { .element("a", [.class("w-row-title"), .href($0)], [.text(item.label)]) }
                    ?? .element("span", [.class("w-row-title")], [.text(item.label)])
                return .element("li", [.class("w-row"), .title(item.label)], [
                    .element("div", [.class("w-row-main")], [label]),
                    .element("div", [.class("w-row-end")], [.element("strong", [], [.text(page.formatter.integer(item.count))])]),
                ])
            }
            return (.element("ul", [.class("w-list")], Array(rows)), 0)

        case (.postList, .posts(let items)), (.list, .posts(let items)):
            let rows = items.prefix(limit).map { p in
                Node.element("li", [.class("post")], [
                    .element("p", [.class("post-meta")], [
                        .element("span", [.class("badge platform-\(p.platformKey)")], [.text(p.platform)]), .text(" "),
                        .text([p.handle, p.date].compactMap { $0 }.joined(separator: " · ")),
                    ]),
                    p.content.map { c in
                        externalLink(p.url).map { Node.element("a", [.class("post-content"), .href($0), .attr("rel", "noopener noreferrer")], [.text(c)]) }
                            ?? .element("p", [.class("post-content")], [.text(c)])
                    } ?? .empty,
                ])
            }
            return (.element("ul", [.class("post-list")], Array(rows)), 0)

        case (.noteList, .notes(let items)), (.list, .notes(let items)):
            let rows = items.prefix(limit).map { n in
                Node.element("li", [.class("note-item")], [
                    n.href.map { Node.element("a", [.class("note-title"), .href($0)], [.text(n.title)]) } ?? .element("span", [.class("note-title")], [.text(n.title)]),
                    .element("p", [.class("muted")], [.text([n.date, n.tags.isEmpty ? nil : n.tags.map { "#\($0)" }.joined(separator: " ")].compactMap { $0 }.joined(separator: " · "))]),
                    n.excerpt.map { .element("p", [.class("note-excerpt")], [.text($0)]) } ?? .empty,
                ])
            }
            return (.element("ul", [.class("note-list")], Array(rows)), 0)

        case (.linkList, .links(let items)), (.list, .links(let items)):
            let rows = items.prefix(limit).map { l in
                Node.element("li", [], [
                    externalLink(l.url).map { Node.element("a", [.href($0), .attr("rel", "noopener noreferrer")], [.text(l.title)]) }
                        ?? .fragment([.text(l.title), .text(" "), .element("span", [.class("muted")], [.text(l.url)])]),
                ])
            }
            return (.element("ul", [.class("link-list")], Array(rows)), 0)

        case (.rankedList, .ranking(let items)), (.list, .ranking(let items)):
            let rows = items.prefix(limit).map { r in
                Node.element("li", [], [
                    r.href.map { Node.element("a", [.href($0)], [.text(r.name)]) } ?? .text(r.name),
                    .text(" "), .element("span", [.class("muted")], [.text(r.countLabel)]),
                ])
            }
            return (.element("ol", [.class("ranked-list")], Array(rows)), 0)

        case (.list, .actionItems(let v)):
            let rows = v.items.prefix(limit).map { ListRow(title: $0.title, subtitle: $0.description, href: $0.href).node }
            return (.element("ul", [.class("w-list")], Array(rows)), 0)

        case (.list, .records(let v)):
            let rows = v.rows.prefix(limit).map { row in
                Node.element("li", [], row.enumerated().map { i, c -> Node in
                    let sep: Node = i == 0 ? .empty : .text(" · ")
                    return .fragment([sep, c.href.map { Node.element("a", [.href($0)], [.text(c.text)]) } ?? .text(c.text)])
                })
            }
            return (.element("ul", [.class("w-list")], Array(rows)), 0)

        default:
            return nil
        }
    }
}
