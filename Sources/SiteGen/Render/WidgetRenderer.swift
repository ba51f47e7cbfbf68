import SiteData
import Widgets

/// Draws one spec widget with its dataset value: the single mapping from (widget, shape) to
/// the components of the Widgets library.
struct WidgetRenderer {
    var page: Page
    /// Prefix for ids inside the widget (unique in the page, deterministic).
    var idPrefix: String
    /// Level of the card title: 3 under a section's h2, 2 in a section without a title, so
    /// that headings never skip a level; headings inside a card are one level lower.
    var headingLevel: Int = 3
    /// The pages listing every item, for "Show all {n}" under a widget cut at its `limit`.
    var fullList: FullList?
    /// Replaces the spec's `empty` text when the dataset says why it is empty.
    var emptyMessage: EmptyText?
    /// Replaces an `empty_state` widget's text and hint (`PageDatasets.emptyState`).
    var emptyState: EmptyText?

    var innerHeading: String { "h\(Swift.min(6, headingLevel + 1))" }

    struct Rendered {
        /// nil: leave the widget out (empty with no `empty` text, or hidden).
        var node: Node?
        var charts: Int = 0
        /// The node is one `Card` (`div.card`): the page places it without a wrapper.
        var isCard = false
    }

    /// The spec widget's options, resolved, as the drawing functions need them.
    struct Args {
        var title: String?
        var description: String?
        var color: ColorToken
        /// Int.max: no limit.
        var limit: Int
        var emptyText: String?
    }

    func render(_ widget: PageSpec.Widget, value: DatasetValue?) -> Rendered {
        var title = widget.title?.resolve(page.strings)
        // A time series without a spec title is headed by its default (social activity: by day/week/month).
        if title == nil, case .timeSeries(let v)? = value { title = v.defaultTitle }
        // An empty state's hint tells the family what to add: never on a public site, read by coaches.
        let hints = !page.build.isPublic
        if widget.widget == .emptyState {
            if let emptyState {
                return Rendered(node: EmptyMessage(emptyState.text ?? widget.text?.resolve(page.strings) ?? "",
                                                   hint: hints ? emptyState.hint : nil).node)
            }
            return Rendered(node: EmptyMessage(widget.text?.resolve(page.strings) ?? "",
                                               hint: hints ? widget.hint?.resolve(page.strings) : nil).node)
        }
        guard let value else { return Rendered(node: nil) }
        if value.isEmpty, widget.widget != .tabs, widget.widget != .download {
            let message: EmptyMessage
            if let emptyMessage {
                guard let text = emptyMessage.text ?? widget.empty?.resolve(page.strings) else { return Rendered(node: nil) }
                message = EmptyMessage(text, hint: hints ? emptyMessage.hint : nil)
            } else {
                guard let empty = widget.empty else { return Rendered(node: nil) }
                message = EmptyMessage(empty.resolve(page.strings), hint: hints ? widget.emptyHint?.resolve(page.strings) : nil)
            }
            // A link to a wider list still leads there (no recruiting post, but other posts).
            let wider = fullList.flatMap { f in f.label.map { ShowAllLink($0, href: f.href).node } } ?? .empty
            return Rendered(node: Card(title: title, headingLevel: headingLevel, body: .fragment([message.node, wider])).node, isCard: true)
        }
        let description = widget.description?.resolve(page.strings)
        let color = ColorToken(widget.color ?? "primary")
        let limit = widget.limit ?? Int.max
        let (node, charts) = draw(widget.widget, value, title: title, description: description, color: color,
                                  limit: limit, emptyText: widget.empty?.resolve(page.strings))
        var body = node
        if let fullList, let label = fullList.label {
            body = .fragment([node, ShowAllLink(label, href: fullList.href).node])
        } else if let fullList, fullList.count > limit {
            body = .fragment([node, showAll(fullList.href, count: fullList.count)])
        }
        guard widget.widget.drawsInCard else { return Rendered(node: body, charts: charts) }
        return Rendered(node: Card(title: title, headingLevel: headingLevel, description: description, body: body).node, charts: charts,
                        isCard: true)
    }

    // MARK: - Chart parts

    func chartText(_ title: String?, _ description: String?, label: String, value: String) -> ChartText {
        let t = title ?? ""
        return ChartText(title: t, summary: description ?? t, labelHeader: label, valueHeader: value,
                         dataSummary: page.t(.commonShowData))
    }

    var integerFormatter: ValueFormatter {
        let f = page.formatter
        return { v in f.decimal(v, maxFractionDigits: 2) }
    }

    // MARK: - Widgets

    /// Draws `value` with widget `kind`: the value's shape (`Render/Shapes/<Name>Shape.swift`)
    /// draws it when `kind` is one of its widgets.
    func draw(_ kind: WidgetKind, _ value: DatasetValue, title: String?, description: String?, color: ColorToken,
              limit: Int, emptyText: String?) -> (Node, Int) {
        value.draw(kind, Args(title: title, description: description, color: color, limit: limit, emptyText: emptyText), self)
    }
}
