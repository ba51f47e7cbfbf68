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
                // Random labels may say "Info"; numbers live in geometry attributes only.
                #expect(Self.geometryValues(html).allSatisfy { !$0.lowercased().contains("nan") && !$0.lowercased().contains("inf") },
                        "\(kind)")
            }
        }
    }

    /// Values of the attributes that hold coordinates and sizes.
    static func geometryValues(_ html: String) -> [String] {
        let names: Set<String> = ["x", "y", "x1", "x2", "y1", "y2", "cx", "cy", "r", "width", "height", "d",
                                  "viewBox", "points", "stroke-width", "stroke-dasharray", "stroke-dashoffset"]
        var values: [String] = []
        var rest = Substring(html)
        while let eq = rest.range(of: "=\"") {
            let before = rest[..<eq.lowerBound]
            let name = before.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "-" }
            let after = rest[eq.upperBound...]
            guard let close = after.firstIndex(of: "\"") else { break }
            if names.contains(String(name.reversed())) { values.append(String(after[..<close])) }
            rest = after[after.index(after: close)...]
        }
        return values
    }

    @Test func geometryValuesFindsCoordinatesOnly() {
        #expect(Self.geometryValues(#"<rect x="1" title="Info" width="inf"/><path d="M0 0"/>"#) == ["1", "inf", "M0 0"])
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
