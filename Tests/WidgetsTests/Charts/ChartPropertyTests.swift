import PropertyBased
import Testing
@testable import Widgets

@Suite struct ChartPropertyTests {
    static let hostileLabel = Gen<String>.oneOf(
        Gen<String?>.element(of: Fixtures.hostile).map { $0 ?? "" },
        Gen<Character>.character(in: "\u{0}"..."\u{2FFF}").string(of: 0...20),
        Gen<Character>.letterOrNumber.string(of: 0...40))

    static let value = Gen<Double>.oneOf(
        Gen<Double>.double(in: -1e9...1e9), Gen<Double>.always(0), Gen<Double>.always(.nan), Gen<Double>.always(1e9))

    static let datum = zip(hostileLabel, value, hostileLabel).map { (label: String, value: Double, tooltip: String) in
        ChartDatum(label: label, value: value, valueLabel: label, tooltip: tooltip)
    }

    @Test func randomSeriesRenderWellFormedInertMarkup() async {
        await propertyCheck(count: 60, input: Self.datum.array(of: 0...40), Self.hostileLabel) { data, title in
            let text = ChartText(title: title, summary: title, labelHeader: title, valueHeader: title)
            for (kind, node) in Fixtures.allCharts(data, text: text, prefix: title) {
                let html = node.render()
                let check = XMLCheck.parse(html)
                #expect(check.error == nil, "\(kind): \(check.error ?? "")")
                #expect(check.isInert, "\(kind)")
                #expect(!html.contains("NaN") && !html.contains("inf"))
            }
        }
    }

    @Test func randomLinksStayInert() async {
        await propertyCheck(count: 200, input: Self.hostileLabel, Self.hostileLabel) { href, label in
            let html = Node.fragment([
                Tabs(label: label, tabs: [.init(label: label, href: href, isCurrent: true), .init(label: label, href: "javascript:" + href)]).node,
                StatCard(label: label, value: label, subtitle: label, icon: .star, gradient: GradientToken(label), href: href).node,
                EmptyState(message: label, actionLabel: label, actionHref: href).node,
            ]).render()
            let check = XMLCheck.parse(html)
            #expect(check.error == nil)
            #expect(check.isInert)
        }
    }
}
