import SiteData
import Widgets

/// Label → value pairs.
/// Page-spec name `facts`.
enum FactsShape: DatasetShapeDefinition {
    typealias Value = [FactItem]
    static let summary = "(label, value) pairs"

    enum Widget: String, WidgetChoice { case facts }

    static func isEmpty(_ v: Value) -> Bool { v.allSatisfy { $0.value == nil } }

    static func draw(_ w: Widget, _ items: Value, _ a: WidgetRenderer.Args, _ r: WidgetRenderer) -> (Node, Int) {
        switch w {
        case .facts:
            let facts = items.compactMap { f -> FactList.Fact? in
                guard let v = f.value else { return nil }
                return .init(f.label, f.href.map { .element("a", [.href($0)], [.text(v)]) } ?? .text(v))
            }
            return (FactList(facts).node, 0)
        }
    }
}
