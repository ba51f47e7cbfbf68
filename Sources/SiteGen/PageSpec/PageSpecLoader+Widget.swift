import Foundation
import SiteData

// One widget and its options.
extension PageSpecLoader.Parser {
    mutating func widget(_ node: YAMLNode) -> PageSpec.Widget? {
        guard case .mapping(let mapping) = node.content else {
            error("a widget must be a map with \"widget\" and \"dataset\", found \(node.kindName)", node)
            return nil
        }
        // The widget's kind first: it decides which options are allowed.
        var kind: WidgetKind?
        var sawWidget = false
        for (keyNode, value) in mapping where keyNode.scalar?.string == "widget" {
            sawWidget = true
            guard let name = string("widget", value) else { continue }
            kind = WidgetKind(rawValue: name)
            if kind == nil {
                error("unknown widget \"\(name)\" (known: \(PageSpecLoader.known(WidgetKind.allCases.map(\.rawValue))))", value)
            }
        }
        if !sawWidget {
            error("missing \"widget\"", node)
            return nil
        }
        guard let kind else { return nil }
        var w = PageSpec.Widget(widget: kind, dataset: nil, title: nil, description: nil, empty: nil,
                                emptyHint: nil, text: nil, hint: nil, color: nil, limit: nil, hidden: false,
                                fullWidth: false, location: file.location(node))
        let allowed = kind.options
        var datasetNode: YAMLNode?
        for (keyNode, value) in mapping {
            let key = keyNode.scalar?.string ?? ""
            if key == "widget" { continue }
            guard allowed.contains(key) else {
                error("unknown option \"\(key)\" for widget \"\(kind.rawValue)\" (known: \(allowed.joined(separator: ", ")))", keyNode)
                continue
            }
            switch key {
            case "dataset":
                datasetNode = value
                guard let name = string("dataset", value) else { break }
                guard let dataset = pageKind.datasets.first(where: { $0.rawValue == name }) else {
                    error("unknown dataset \"\(name)\" for page \(pageKind.rawValue) (known: \(PageSpecLoader.known(pageKind.datasets.map(\.rawValue))))", value)
                    break
                }
                guard kind.shapes.contains(dataset.shape) else {
                    let fitting = pageKind.datasets.filter { kind.shapes.contains($0.shape) }.map(\.rawValue)
                    let hint = fitting.isEmpty ? "it shows no dataset of page \(pageKind.rawValue)"
                                               : "on this page it can show: \(PageSpecLoader.known(fitting))"
                    error("widget \"\(kind.rawValue)\" cannot show dataset \"\(name)\" (\(hint))", value)
                    break
                }
                w.dataset = dataset
            case "title": w.title = text(key, value)
            case "description": w.description = text(key, value)
            case "empty": w.empty = text(key, value)
            case "empty_hint": w.emptyHint = text(key, value)
            case "text": w.text = text(key, value)
            case "hint": w.hint = text(key, value)
            case "color":
                guard let name = string("color", value) else { break }
                if loader.colorTokens.contains(name) { w.color = name }
                else { error("unknown color token \"\(name)\" (known: \(PageSpecLoader.known(Array(loader.colorTokens))))", value) }
            case "limit":
                if let s = value.scalar?.string, let n = Int(s), n >= 1, value.scalar?.style == .plain { w.limit = n }
                else { error("\"limit\" must be a whole number of at least 1, found \(describe(value))", value) }
            case "hidden": w.hidden = bool(key, value) ?? false
            case "full_width": w.fullWidth = bool(key, value) ?? false
            default: break
            }
        }
        if kind == .emptyState {
            if w.text == nil && !mapping.contains(where: { $0.key.scalar?.string == "text" }) {
                error("missing \"text\" (widget \"empty_state\" needs one)", node)
            }
        } else if datasetNode == nil {
            error("missing \"dataset\" (widget \"\(kind.rawValue)\" needs one)", node)
        }
        return w
    }
}
