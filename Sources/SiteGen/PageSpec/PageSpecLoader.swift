import Foundation
import SiteData
import Yams

/// Reads page specs (`pages/<page>.yml`) and checks them against the vocabulary: every
/// problem is reported as `file:line:column: message`, all at once.
public struct PageSpecLoader: Sendable {
    /// Colour token names a `color` option may name.
    public let colorTokens: Set<String>
    /// String keys a text option may name.
    public let stringKeys: Set<String>

    public init(colorTokens: Set<String>, stringKeys: Set<String>) {
        self.colorTokens = colorTokens
        self.stringKeys = stringKeys
    }

    /// A loader checking against `theme`'s colour tokens and `strings`' keys.
    public init(theme: Theme, strings: Strings) {
        self.init(colorTokens: Set(theme.tokens.colors.keys), stringKeys: Set(strings.keys))
    }

    static let pageKeys = ["page", "sections", "subtitle", "title", "variants"]
    static let sectionKeys = ["hidden", "id", "layout", "show_when", "title", "widgets"]
    static let variantKeys = ["custom", "default", "presets"]

    /// Every page's spec: `<content>/pages/<page>.yml` when it exists (replacing the theme's
    /// file whole), else the theme's `pages/<page>.yml`. A file in `<content>/pages` whose
    /// name is not a page is an error; files not ending in `.yml` there are ignored.
    /// `contentDisplayPath` is how messages name the content folder (e.g. `content`).
    public func loadAll(theme: Theme, contentDirectory: URL?, contentDisplayPath: String = "content")
        throws(InputError) -> [PageKind: PageSpec] {
        var diagnostics = Diagnostics()
        var specs: [PageKind: PageSpec] = [:]
        var overrides: [PageKind: (path: String, text: String)] = [:]
        if let contentDirectory {
            let folder = contentDirectory.appendingPathComponent("pages")
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.hasSuffix(".yml") }.sorted(by: codePointLess)
            for name in names {
                let display = contentDisplayPath + "/pages/" + name
                guard let page = PageKind(rawValue: String(name.dropLast(4))) else {
                    diagnostics.error("unknown page \"\(name.dropLast(4))\" (known: \(Self.known(PageKind.allCases.map(\.rawValue))))",
                                      at: SourceLocation(file: display))
                    continue
                }
                switch ContentFile.read(folder.appendingPathComponent(name), root: contentDirectory, display: display) {
                case .failure(let d): diagnostics.append(d)
                case .success(let data): overrides[page] = (display, String(decoding: data, as: UTF8.self))
                }
            }
        }
        for page in PageKind.allCases {
            guard let source = overrides[page] ?? theme.pageSpecSource(page.rawValue) else {
                diagnostics.error("the theme has no page spec for \"\(page.rawValue)\"",
                                  at: SourceLocation(file: theme.location + "/" + theme.pagesFolder + "/" + page.rawValue + ".yml"))
                continue
            }
            do { specs[page] = try parse(source.text, file: source.path, page: page) }
            catch { diagnostics.append(contentsOf: error.diagnostics) }
        }
        if diagnostics.hasErrors { throw InputError(diagnostics) }
        return specs
    }

    /// Parses one spec for `page`; `file` is the path shown in messages.
    public func parse(_ yaml: String, file: String, page: PageKind) throws(InputError) -> PageSpec {
        var parser = Parser(loader: self, page: page)
        let document: YAMLFile
        do { document = try YAMLFile(yaml, path: file) } catch { throw InputError(Diagnostics([error])) }
        parser.file = document
        let spec = parser.page(document.root)
        if parser.diagnostics.hasErrors || spec == nil { throw InputError(parser.diagnostics) }
        return spec!
    }

    static func known(_ names: [String]) -> String { names.sorted(by: codePointLess).joined(separator: ", ") }

    /// The recursive-descent checker; collects diagnostics instead of stopping at the first.
    struct Parser {
        let loader: PageSpecLoader
        let page: PageKind
        var file: YAMLFile!
        var diagnostics = Diagnostics()

        init(loader: PageSpecLoader, page: PageKind) {
            self.loader = loader
            self.page = page
        }

        mutating func error(_ message: String, _ node: Node) {
            diagnostics.error(message, at: file.location(node))
        }

        mutating func page(_ root: Node?) -> PageSpec? {
            guard let root, case .mapping(let mapping) = root else {
                diagnostics.error("expected a mapping with \"page\" and \"sections\"",
                                  at: root.map(file.location) ?? SourceLocation(file: file.path))
                return nil
            }
            var spec = PageSpec(page: page, title: nil, subtitle: nil, variants: nil, sections: [], file: file.path)
            var sawPage = false, sawSections = false
            for (keyNode, value) in mapping {
                switch keyNode.scalar?.string ?? "" {
                case "page":
                    sawPage = true
                    guard let name = string("page", value) else { break }
                    if name != page.rawValue {
                        if PageKind(rawValue: name) == nil {
                            error("unknown page \"\(name)\" (known: \(PageSpecLoader.known(PageKind.allCases.map(\.rawValue))))", value)
                        } else {
                            error("\"page\" is \"\(name)\" but this file is for page \"\(page.rawValue)\"", value)
                        }
                    }
                case "title": spec.title = text("title", value)
                case "subtitle": spec.subtitle = text("subtitle", value)
                case "variants": spec.variants = variants(value)
                case "sections":
                    sawSections = true
                    guard case .sequence(let items) = value, !items.isEmpty else {
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
            if spec.variants == nil && !page.allowedPresets.isEmpty {
                spec.variants = PageSpec.Variants(presets: page.allowedPresets, defaultPreset: .last30Days,
                                                  includeCustom: page == .reports)
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

        mutating func variants(_ node: Node) -> PageSpec.Variants? {
            guard !page.allowedPresets.isEmpty else {
                error("page \"\(page.rawValue)\" has no variants (only reports and social have)", node)
                return nil
            }
            guard case .mapping(let mapping) = node else {
                error("\"variants\" must be a mapping with \(PageSpecLoader.variantKeys.joined(separator: ", "))", node)
                return nil
            }
            var result = PageSpec.Variants(presets: page.allowedPresets, defaultPreset: .last30Days,
                                           includeCustom: page == .reports)
            var defaultNode: Node?
            var ok = true
            for (keyNode, value) in mapping {
                switch keyNode.scalar?.string ?? "" {
                case "presets":
                    guard case .sequence(let items) = value, !items.isEmpty else {
                        error("\"presets\" must be a list of at least one preset", value)
                        ok = false
                        continue
                    }
                    var presets: [PageSpec.Preset] = []
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
                    if b && page != .reports {
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

        mutating func preset(_ node: Node) -> PageSpec.Preset? {
            guard let name = string("preset", node) else { return nil }
            guard let p = PageSpec.Preset(rawValue: name), page.allowedPresets.contains(p) else {
                error("unknown preset \"\(name)\" for page \(page.rawValue) (known: \(page.allowedPresets.map(\.rawValue).joined(separator: ", ")))", node)
                return nil
            }
            return p
        }

        mutating func section(_ node: Node, number: Int) -> PageSpec.Section? {
            guard case .mapping(let mapping) = node else {
                error("a section must be a mapping with \"widgets\", found \(node.kindName)", node)
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
                    if when != .always && !page.hasEmptyState {
                        error("\"show_when\" is only for pages that can be empty (performance, reports, social)", value)
                    } else {
                        section.showWhen = when
                    }
                case "hidden": section.hidden = bool("hidden", value) ?? false
                case "widgets":
                    sawWidgets = true
                    guard case .sequence(let items) = value, !items.isEmpty else {
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

        mutating func widget(_ node: Node) -> PageSpec.Widget? {
            guard case .mapping(let mapping) = node else {
                error("a widget must be a mapping with \"widget\" and \"dataset\", found \(node.kindName)", node)
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
            var datasetNode: Node?
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
                    guard let dataset = page.datasets.first(where: { $0.rawValue == name }) else {
                        error("unknown dataset \"\(name)\" for page \(page.rawValue) (known: \(PageSpecLoader.known(page.datasets.map(\.rawValue))))", value)
                        break
                    }
                    guard kind.shapes.contains(dataset.shape) else {
                        let fitting = page.datasets.filter { kind.shapes.contains($0.shape) }.map(\.rawValue)
                        let hint = fitting.isEmpty ? "it shows no dataset of page \(page.rawValue)"
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

        // MARK: Values

        func describe(_ node: Node) -> String {
            if let s = node.scalar?.string { return "\"\(s)\"" }
            return node.kindName
        }

        mutating func string(_ key: String, _ node: Node) -> String? {
            guard let s = node.scalar?.string, !s.isEmpty else {
                error("\"\(key)\" must be a text, found \(node.scalar != nil ? "nothing" : node.kindName)", node)
                return nil
            }
            return s
        }

        mutating func bool(_ key: String, _ node: Node) -> Bool? {
            switch node.scalar.map({ $0.style == .plain ? $0.string : "\"" + $0.string + "\"" }) {
            case "true": return true
            case "false": return false
            default:
                error("\"\(key)\" must be true or false, found \(describe(node))", node)
                return nil
            }
        }

        mutating func choice(_ key: String, _ node: Node, _ choices: [String]) -> String? {
            guard let s = string(key, node) else { return nil }
            guard choices.contains(s) else {
                error("\"\(key)\" must be one of \(choices.joined(separator: ", ")), found \"\(s)\"", node)
                return nil
            }
            return s
        }

        /// A string key when the value is one; text that looks like a key (dotted lowercase
        /// words, no spaces) but is not one is an error; anything else is literal text.
        mutating func text(_ key: String, _ node: Node) -> PageSpec.Text? {
            guard let s = string(key, node) else { return nil }
            if loader.stringKeys.contains(s) { return .key(s) }
            if looksLikeKey(s) {
                error("unknown string key \"\(s)\" (write literal text with a space, or use a key of the string tables)", node)
                return nil
            }
            return .literal(s)
        }

        func looksLikeKey(_ s: String) -> Bool {
            let parts = s.split(separator: ".", omittingEmptySubsequences: false)
            return parts.count >= 2 && parts.allSatisfy { part in
                !part.isEmpty && part.unicodeScalars.allSatisfy {
                    ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-"
                }
            }
        }

        func isSlug(_ s: String) -> Bool { TokenParser.isTokenName(s) }
    }
}
