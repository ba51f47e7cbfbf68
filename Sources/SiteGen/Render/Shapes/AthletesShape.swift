import SiteData
import Widgets

/// One card per athlete.
/// Page-spec name `athletes`.
enum AthletesShape: DatasetShapeDefinition {
    typealias Value = [AthleteCardItem]
    static let summary = "per athlete: name, sport, class, headline numbers, dashboard link"

    enum Widget: String, WidgetChoice { case athleteCards = "athlete_cards" }

    static func draw(_ w: Widget, _ items: Value, _ a: WidgetRenderer.Args, _ r: WidgetRenderer) -> (Node, Int) {
        switch w {
        case .athleteCards:
            let cards = items.prefix(a.limit).map { athlete in
                AthleteCard(name: athlete.name, detail: athlete.detail, href: athlete.href, figures: athlete.figures,
                            photo: athlete.photo, anchor: athlete.anchor).node
            }
            return (.element("div", [.class("card-grid")], Array(cards)), 0)
        }
    }
}
