import SiteData

/// A theme's named colours, gradients, sizes and fonts (`tokens.yml` and the other token files
/// that `theme.yml` lists), rendered as CSS custom properties.
///
/// | YAML | CSS custom property |
/// |---|---|
/// | `colors.light.<name>` | `--color-<name>` (`colors.dark.<name>` overrides it in dark mode) |
/// | `gradients.<name>: [start, end]` | `--gradient-<name>-start`, `--gradient-<name>-end` |
/// | `sizes.<name>` | `--size-<name>` |
/// | `fonts.<name>` | `--font-<name>` |
public struct DesignTokens: Sendable, Hashable {
    public struct Gradient: Sendable, Hashable {
        public var start: String
        public var end: String
        public init(start: String, end: String) { self.start = start; self.end = end }
    }

    public var colors: [String: String] = [:]
    public var darkColors: [String: String] = [:]
    public var gradients: [String: Gradient] = [:]
    public var sizes: [String: String] = [:]
    public var fonts: [String: String] = [:]

    public init() {}

    /// Colour token names (usable as a page spec's `color` option), sorted.
    public var colorNames: [String] { colors.keys.sorted(by: codePointLess) }

    /// Light-mode custom properties, sorted by name: `[("--color-primary", "#0066FF"), …]`.
    public var customProperties: [(name: String, value: String)] {
        var props: [(String, String)] = []
        for (k, v) in colors { props.append(("--color-" + k, v)) }
        for (k, g) in gradients {
            props.append(("--gradient-\(k)-start", g.start))
            props.append(("--gradient-\(k)-end", g.end))
        }
        for (k, v) in sizes { props.append(("--size-" + k, v)) }
        for (k, v) in fonts { props.append(("--font-" + k, v)) }
        return props.sorted { codePointLess($0.0, $1.0) }
    }

    /// Dark-mode overrides, sorted by name.
    public var darkCustomProperties: [(name: String, value: String)] {
        darkColors.map { ("--color-" + $0.key, $0.value) }.sorted { codePointLess($0.0, $1.0) }
    }

    /// `:root { … }` then `@media (prefers-color-scheme: dark) { :root { … } }`, sorted.
    public var css: String {
        var out = ":root {\n"
        for p in customProperties { out += "  \(p.name): \(p.value);\n" }
        out += "}\n"
        let dark = darkCustomProperties
        if !dark.isEmpty {
            out += "@media (prefers-color-scheme: dark) {\n  :root {\n"
            for p in dark { out += "    \(p.name): \(p.value);\n" }
            out += "  }\n}\n"
        }
        return out
    }

    /// Parses token files in order into one set; a name defined twice, an unknown group, a
    /// dark colour with no light one, or a value that could break out of CSS is an error.
    public static func parse(_ files: [(path: String, text: String)]) throws(InputError) -> DesignTokens {
        var parser = TokenParser()
        for file in files { parser.parse(file.text, path: file.path) }
        parser.checkDarkColors()
        if parser.diagnostics.hasErrors { throw InputError(parser.diagnostics) }
        var tokens = parser.tokens
        for (old, new) in Self.renamedGradients where tokens.gradients[new] == nil {
            if let gradient = tokens.gradients[old] { tokens.gradients[new] = gradient }
        }
        return tokens
    }

    /// Gradients the default theme named after what a card counted, until several pages' cards
    /// shared them; now named by colour. A theme written before (a copy made with `sitegen
    /// theme export`) defines the old names: each also defines its new name, unless the theme
    /// defines that too, so its cards keep their colours. `violet` and `grey` were the colour
    /// names until one name per hue (the colour tokens say `purple`, the docs `gray`); they
    /// come first, so a theme exported while they were the names keeps its own.
    static let renamedGradients: [(old: String, new: String)] = [
        ("violet", "purple"), ("grey", "gray"),
        ("coaches", "blue"), ("schools", "purple"), ("interactions", "green"), ("offers", "orange"),
        ("accepted", "red"), ("a-tier", "indigo"), ("neutral", "gray"),
    ]
}

/// Builds `DesignTokens` from YAML nodes, remembering where each name was defined.
struct TokenParser {
    var tokens = DesignTokens()
    var diagnostics = Diagnostics()
    var defined: [String: SourceLocation] = [:]

    static let groups = ["colors", "fonts", "gradients", "sizes"]

    mutating func parse(_ text: String, path: String) {
        let file: YAMLDocument
        do { file = try YAMLDocument(text, path: path) } catch { diagnostics.append(error); return }
        guard let root = file.root else { return }
        guard case .mapping(let groups) = root.content else {
            diagnostics.error("expected a map of token groups, found \(root.kindName)", at: file.location(root))
            return
        }
        for (keyNode, value) in groups {
            let group = keyNode.scalar?.string ?? ""
            switch group {
            case "colors":
                guard let modes = mapping(value, file) else { continue }
                for (modeNode, entries) in modes {
                    switch modeNode.scalar?.string {
                    case "light": for (k, v) in values(entries, file, group: "colors.light") { tokens.colors[k] = v }
                    case "dark": for (k, v) in values(entries, file, group: "colors.dark") { tokens.darkColors[k] = v }
                    default:
                        diagnostics.error("unknown colour mode \"\(modeNode.scalar?.string ?? "")\" (known: light, dark)",
                                          at: file.location(modeNode))
                    }
                }
            case "gradients":
                guard let entries = mapping(value, file) else { continue }
                for (nameNode, pair) in entries {
                    guard let name = tokenName(nameNode, file, group: "gradients") else { continue }
                    guard case .sequence(let seq) = pair.content, seq.count == 2,
                          let start = seq[0].scalar?.string, let end = seq[1].scalar?.string else {
                        diagnostics.error("gradient \"\(name)\" must be a list of two colours [start, end]",
                                          at: file.location(pair))
                        continue
                    }
                    if checkValue(start, seq[0], file), checkValue(end, seq[1], file) {
                        tokens.gradients[name] = DesignTokens.Gradient(start: start, end: end)
                    }
                }
            case "sizes": for (k, v) in values(value, file, group: "sizes") { tokens.sizes[k] = v }
            case "fonts": for (k, v) in values(value, file, group: "fonts") { tokens.fonts[k] = v }
            default:
                diagnostics.error("unknown token group \"\(group)\" (known: \(Self.groups.joined(separator: ", ")))",
                                  at: file.location(keyNode))
            }
        }
    }

    mutating func mapping(_ node: YAMLNode, _ file: YAMLDocument) -> [YAMLNode.Pair]? {
        guard case .mapping(let m) = node.content else {
            diagnostics.error("expected a map, found \(node.kindName)", at: file.location(node))
            return nil
        }
        return m
    }

    mutating func values(_ node: YAMLNode, _ file: YAMLDocument, group: String) -> [(String, String)] {
        var result: [(String, String)] = []
        guard let entries = mapping(node, file) else { return result }
        for (nameNode, valueNode) in entries {
            guard let name = tokenName(nameNode, file, group: group) else { continue }
            guard let value = valueNode.scalar?.string else {
                diagnostics.error("token \"\(group).\(name)\" must be a value, found \(valueNode.kindName)",
                                  at: file.location(valueNode))
                continue
            }
            if checkValue(value, valueNode, file) { result.append((name, value)) }
        }
        return result
    }

    mutating func tokenName(_ node: YAMLNode, _ file: YAMLDocument, group: String) -> String? {
        let name = node.scalar?.string ?? ""
        guard Self.isTokenName(name) else {
            diagnostics.error("a token name is lowercase letters, digits and single \"-\", found \"\(name)\"",
                              at: file.location(node))
            return nil
        }
        let full = group + "." + name
        if let earlier = defined[full] {
            diagnostics.error("token \"\(full)\" is already defined at \(earlier)", at: file.location(node))
            return nil
        }
        defined[full] = file.location(node)
        return name
    }

    mutating func checkValue(_ value: String, _ node: YAMLNode, _ file: YAMLDocument) -> Bool {
        let bad = !DesignTokens.isSafe(value)
        if bad {
            diagnostics.error("token value \"\(value)\" is empty or holds ; { } < > \\, a line break, url( or @import",
                              at: file.location(node))
        }
        return !bad
    }

    mutating func checkDarkColors() {
        for name in tokens.darkColors.keys.sorted(by: codePointLess) where tokens.colors[name] == nil {
            diagnostics.error("dark colour \"\(name)\" has no light value", at: defined["colors.dark." + name])
        }
    }

    static func isTokenName(_ name: String) -> Bool {
        let parts = name.split(separator: "-", omittingEmptySubsequences: false)
        return !name.isEmpty && parts.allSatisfy { part in
            !part.isEmpty && part.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        }
    }
}
