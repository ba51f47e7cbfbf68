import SiteData
import Testing
import Widgets
@testable import SiteGen

/// The `people` shape (references on the coach page and the packet's profile): exact HTML.
@Suite struct PeopleShapeTests {
    func widget(limit: Int? = nil) -> PageSpec.Widget {
        PageSpec.Widget(widget: .list, dataset: PageDataset(rawValue: "references", shape: .people), title: nil, description: nil,
                        empty: nil, emptyHint: nil, text: nil, hint: nil, color: nil, limit: limit, hidden: false, fullWidth: false,
                        location: SourceLocation(file: "t.yml"))
    }

    @Test func aReferenceWithItsLinks() throws {
        let people: [PeopleShape.Item] = [
            .init(reference: ContactPerson(name: "Keisha <b>Okafor</b>", role: "Head Coach", team: "Westlake",
                                           email: "kokafor@example.org", phone: "+1 555-0148")),
            .init(reference: ContactPerson(name: "Luis Thompson", phone: "n/a")),
        ]
        let html = try WidgetRenderer(page: WidgetRendererTests().page(), idPrefix: "w")
            .render(widget(), value: .people(people)).node!.render()
        #expect(html.contains(#"<ul class="w-list people"><li><strong>Keisha &lt;b&gt;Okafor&lt;/b&gt;</strong>"#
            + #"<span class="muted">Head Coach · Westlake</span><a href="mailto:kokafor@example.org">kokafor@example.org</a>"#
            + #"<a href="tel:+15550148">+1 555-0148</a></li><li><strong>Luis Thompson</strong></li></ul>"#))
    }

    @Test func emptyWithoutEmptyTextIsLeftOut() throws {
        let rendered = try WidgetRenderer(page: WidgetRendererTests().page(), idPrefix: "w").render(widget(), value: .people([]))
        #expect(rendered.node == nil)
    }
}
