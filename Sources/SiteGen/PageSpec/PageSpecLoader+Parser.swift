import Foundation
import SiteData

extension PageSpecLoader {
    /// The recursive-descent checker; collects diagnostics instead of stopping at the first.
    struct Parser {
        let loader: PageSpecLoader
        let pageKind: PageKind
        var file: YAMLDocument!
        var diagnostics = Diagnostics()

        init(loader: PageSpecLoader, pageKind: PageKind) {
            self.loader = loader
            self.pageKind = pageKind
        }

        mutating func error(_ message: String, _ node: YAMLNode) {
            diagnostics.error(message, at: file.location(node))
        }

        mutating func spec(_ root: YAMLNode?) -> PageSpec? {
            guard let root, case .mapping(let mapping) = root.content else {
                diagnostics.error("expected a map with \"page\" and \"sections\"",
                                  at: root.map(file.location) ?? SourceLocation(file: file.path))
                return nil
            }
            var spec = PageSpec(kind: pageKind, title: nil, subtitle: nil, variants: nil, sections: [], file: file.path)
            var sawPage = false, sawSections = false
            for (keyNode, value) in mapping {
                switch keyNode.scalar?.string ?? "" {
                case "page":
                    sawPage = true
                    guard let name = string("page", value) else { break }
                    if name != pageKind.rawValue {
                        if PageKind(rawValue: name) == nil {
                            error("unknown page \"\(name)\" (known: \(PageSpecLoader.known(PageKind.allCases.map(\.rawValue))))", value)
                        } else {
                            error("\"page\" is \"\(name)\" but this file is for page \"\(pageKind.rawValue)\"", value)
                        }
                    }
                case "title": spec.title = text("title", value)
                case "subtitle": spec.subtitle = text("subtitle", value)
                case "variants": spec.variants = variants(value)
                case "sections":
                    sawSections = true
                    guard case .sequence(let items) = value.content, !items.isEmpty else {
                        error("\"sections\" must be a list of at least one section", value)
                        break
                    }
                    for (i, item) in items.enumerated() {
                        if let s = section(item, number: i + 1) { spec.sections.append(s) }
                    }
                default:
                    error("unknown key \"\(keyNode.scalar?.string ?? "")\" (known: \(PageSpecLoader.pageKeys.joined(separator: ", ")))", keyNode)
                }
            }
            if !sawPage { error("missing \"page\"", root) }
            if !sawSections { error("missing \"sections\"", root) }
            if spec.variants == nil && !pageKind.variantPresets.isEmpty {
                spec.variants = PageSpec.Variants(presets: pageKind.variantPresets, defaultPreset: .last30Days,
                                                  includeCustom: pageKind == .reports)
            }
            var seen: [String: SourceLocation] = [:]
            for s in spec.sections {
                if let earlier = seen[s.id] {
                    diagnostics.error("section id \"\(s.id)\" is already used at \(earlier)", at: s.location)
                }
                seen[s.id] = s.location
            }
            return spec
        }
    }
}
