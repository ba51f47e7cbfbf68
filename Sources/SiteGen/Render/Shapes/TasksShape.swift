import SiteData
import Widgets

/// Tasks: text, done or open.
/// Page-spec name `tasks`.
enum TasksShape: DatasetShapeDefinition {
    typealias Value = [TaskItemRow]
    static let summary = "text, done"

    enum Widget: String, WidgetChoice { case tasks, list }

    static func draw(_ w: Widget, _ items: Value, _ a: WidgetRenderer.Args, _ r: WidgetRenderer) -> (Node, Int) {
        let page = r.page
        switch w {
        case .tasks, .list:
            // A checkbox mark to see, and the state in words for screen readers ("Done", "To do").
            let done = Node.element("span", [.class("w-sr")], [.text(page.t(.taskDone))])
            let open = Node.element("span", [.class("w-sr")], [.text(page.t(.taskOpen))])
            let rows = items.prefix(a.limit).map { t in
                ListRow(title: t.text, subtitle: t.date, trailing: t.done ? done : open, icon: t.done ? .boxChecked : .box,
                        completed: t.done).node
            }
            return (.element("ul", [.class("w-list w-rows tasks")], Array(rows)), 0)
        }
    }
}
