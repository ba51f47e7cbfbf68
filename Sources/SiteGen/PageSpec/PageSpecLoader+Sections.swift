import Foundation
import SiteData

// Variants and sections.
extension PageSpecLoader.Parser {
    mutating func variants(_ node: YAMLNode) -> PageSpec.Variants? {
        guard !pageKind.variantPresets.isEmpty else {
            error("page \"\(pageKind.rawValue)\" has no variants (only reports and social have)", node)
            return nil
        }
        guard case .mapping(let mapping) = node.content else {
            error("\"variants\" must be a map with \(PageSpecLoader.variantKeys.joined(separator: ", "))", node)
            return nil
        }
        var result = PageSpec.Variants(presets: pageKind.variantPresets, defaultPreset: .last30Days,
                                       includeCustom: pageKind == .reports)
        var defaultNode: YAMLNode?
        var ok = true
        for (keyNode, value) in mapping {
            switch keyNode.scalar?.string ?? "" {
            case "presets":
                guard case .sequence(let items) = value.content, !items.isEmpty else {
                    error("\"presets\" must be a list of at least one preset", value)
                    ok = false
                    continue
                }
                var presets: [RangePreset] = []
                for item in items {
                    guard let p = preset(item) else { ok = false; continue }
                    if presets.contains(p) { error("preset \"\(p.rawValue)\" is listed twice", item); ok = false }
                    else { presets.append(p) }
                }
                result.presets = presets
            case "default":
                defaultNode = value
                if let p = preset(value) { result.defaultPreset = p } else { ok = false }
            case "custom":
                guard let b = bool("custom", value) else { ok = false; continue }
                if b && pageKind != .reports {
                    error("\"custom\" ranges are only for reports", value)
                    ok = false
                }
                result.includeCustom = b
            default:
                error("unknown key \"\(keyNode.scalar?.string ?? "")\" (known: \(PageSpecLoader.variantKeys.joined(separator: ", ")))", keyNode)
                ok = false
            }
        }
        if ok && !result.presets.contains(result.defaultPreset) {
            error("default preset \"\(result.defaultPreset.rawValue)\" is not in \"presets\"", defaultNode ?? node)
            ok = false
        }
        return ok ? result : nil
    }

    mutating func preset(_ node: YAMLNode) -> RangePreset? {
        guard let name = string("preset", node) else { return nil }
        guard let p = RangePreset(rawValue: name), pageKind.variantPresets.contains(p) else {
            error("unknown preset \"\(name)\" for page \(pageKind.rawValue) (known: \(pageKind.variantPresets.map(\.rawValue).joined(separator: ", ")))", node)
            return nil
        }
        return p
    }

    mutating func section(_ node: YAMLNode, number: Int) -> PageSpec.Section? {
        guard case .mapping(let mapping) = node.content else {
            error("a section must be a map with \"widgets\", found \(node.kindName)", node)
            return nil
        }
        var section = PageSpec.Section(id: "section-\(number)", title: nil, layout: .stack, showWhen: .always,
                                       hidden: false, widgets: [], location: file.location(node))
        var sawWidgets = false
        for (keyNode, value) in mapping {
            switch keyNode.scalar?.string ?? "" {
            case "id":
                guard let id = string("id", value) else { break }
                if isSlug(id) { section.id = id }
                else { error("\"id\" must be lowercase letters, digits and single \"-\", found \"\(id)\"", value) }
            case "title": section.title = text("title", value)
            case "layout":
                if let v = choice("layout", value, PageSpec.Layout.allCases.map(\.rawValue)) {
                    section.layout = PageSpec.Layout(rawValue: v)!
                }
            case "show_when":
                guard let v = choice("show_when", value, PageSpec.ShowWhen.allCases.map(\.rawValue)) else { break }
                let when = PageSpec.ShowWhen(rawValue: v)!
                if when != .always && !pageKind.hasEmptyState {
                    error("\"show_when\" is only for pages that can be empty (performance, reports, social)", value)
                } else {
                    section.showWhen = when
                }
            case "hidden": section.hidden = bool("hidden", value) ?? false
            case "widgets":
                sawWidgets = true
                guard case .sequence(let items) = value.content, !items.isEmpty else {
                    error("\"widgets\" must be a list of at least one widget", value)
                    break
                }
                for item in items {
                    if let w = widget(item) { section.widgets.append(w) }
                }
            default:
                error("unknown key \"\(keyNode.scalar?.string ?? "")\" in a section (known: \(PageSpecLoader.sectionKeys.joined(separator: ", ")))", keyNode)
            }
        }
        if !sawWidgets { error("missing \"widgets\"", node) }
        return section
    }
}
