import SiteData
import Testing
import Widgets
@testable import SiteGen

@Suite struct WidgetRendererTests {
    func page() throws -> Page {
        var p = try FormattingTests.page(.en)
        p.address.path = "ana/index.html"
        p.address.athlete = BuildContext.AthleteLink(slug: "ana", name: "Ana")
        return p
    }

    func widget(_ kind: WidgetKind, _ dataset: DashboardPage.Dataset, limit: Int? = nil) -> PageSpec.Widget {
        PageSpec.Widget(widget: kind, dataset: PageDataset(rawValue: dataset.rawValue, shape: dataset.shape), title: nil, description: nil, empty: nil, emptyHint: nil,
                        text: nil, hint: nil, color: nil, limit: limit, hidden: false, fullWidth: false,
                        location: SourceLocation(file: "t.yml"))
    }

    static let followups: DatasetValue = .coachFollowups([
        FollowupItem(coach: "A", school: nil, schoolHref: nil, silence: "Never contacted"),
        FollowupItem(coach: "B", school: "Rice", schoolHref: nil, silence: "30 days"),
        FollowupItem(coach: "C", school: nil, schoolHref: nil, silence: "15 days"),
    ])

    @Test func limitedFollowupsLinkToTheCoachesPage() throws {
        let html = try WidgetRenderer(page: page(), idPrefix: "w")
            .render(widget(.list, .coachFollowups, limit: 2), value: Self.followups).node!.render()
        #expect(html.contains(">A<") && html.contains(">B<") && !html.contains(">C<"))
        #expect(html.contains(#"<p class="show-all"><a href="coaches/index.html">Show all 3</a></p>"#))
    }

    @Test func unlimitedFollowupsHaveNoShowAllLink() throws {
        let html = try WidgetRenderer(page: page(), idPrefix: "w")
            .render(widget(.list, .coachFollowups), value: Self.followups).node!.render()
        #expect(html.contains(">C<"))
        #expect(!html.contains("show-all"))
    }

    @Test func emptyDatasetWithoutEmptyTextIsLeftOut() throws {
        let rendered = try WidgetRenderer(page: page(), idPrefix: "w").render(widget(.list, .coachFollowups), value: .coachFollowups([]))
        #expect(rendered.node == nil)
    }

    /// A widget drawn in a card says so, and the page places that card without a wrapper
    /// (SpecPageRenderer); an empty state is no card and keeps its `div.widget`.
    @Test func aCardWidgetIsMarkedAsOne() throws {
        let card = try WidgetRenderer(page: page(), idPrefix: "w").render(widget(.list, .coachFollowups), value: Self.followups)
        #expect(card.isCard)
        #expect(card.node!.render().hasPrefix(#"<div class="card"><ul class="w-list w-rows followups">"#))
        let empty = try WidgetRenderer(page: page(), idPrefix: "w").render(widget(.emptyState, .coachFollowups), value: nil)
        #expect(!empty.isCard)
        #expect(empty.node!.render().hasPrefix(#"<div class="empty-state">"#))
    }
}
