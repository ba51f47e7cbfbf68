import Yams

extension SiteConfigLoader {
    /// `theme:` is a theme's folder name, or a map `{name, tokens}` whose `tokens` replace single
    /// design tokens of that theme: `primary: "#8B0000"` (a colour in light and dark mode alike)
    /// or `primary: {light: "#8B0000", dark: "#F87171"}`. Whether each name exists in the theme
    /// is checked when the theme is loaded.
    static func theme(_ e: YAMLFile.Entry, _ y: inout YAMLFile, into config: inout SiteConfig) {
        guard case .mapping = e.value else {
            if let name = y.string(e) { themeName(name, e.value, &y, into: &config) }
            return
        }
        guard let parts = y.entries(e.value, known: ["name", "tokens"], prefix: "theme.", name: "theme") else { return }
        if let n = parts["name"], let name = y.string(n) { themeName(name, n.value, &y, into: &config) }
        guard let tokens = parts["tokens"], !YAMLFile.isNull(tokens.value) else { return }
        guard case .mapping(let mapping) = tokens.value else {
            y.diagnostics.error("theme.tokens must be a map of \"token: value\" lines, not \(YAMLFile.kindName(tokens.value))",
                                at: y.at(tokens.value))
            return
        }
        for (keyNode, value) in mapping {
            guard case .scalar(let key) = keyNode else {
                y.diagnostics.error("token names must be text, not \(YAMLFile.kindName(keyNode))", at: y.at(keyNode))
                continue
            }
            let name = key.string  // duplicates are refused by the YAML parser
            let entry: YAMLFile.Entry = (name, keyNode, value)
            if case .mapping = value {
                guard let modes = y.entries(value, known: ["light", "dark"], prefix: "theme.tokens.\(name).",
                                            name: "theme.tokens.\(name)") else { continue }
                guard let light = y.string(modes["light"]) else {
                    y.diagnostics.error("theme.tokens.\(name) needs a light value", at: y.at(value))
                    continue
                }
                config.themeTokens.append(TokenOverride(name: name, light: light, dark: y.string(modes["dark"]),
                                                        location: y.at(keyNode)))
            } else if let text = y.string(entry) {
                config.themeTokens.append(TokenOverride(name: name, light: text, location: y.at(keyNode)))
            }
        }
        config.themeTokens.sort { codePointLess($0.name, $1.name) }
    }

    private static func themeName(_ theme: String, _ node: Node, _ y: inout YAMLFile, into config: inout SiteConfig) {
        let ok = !theme.isEmpty && theme.utf8.allSatisfy {
            ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x30 && $0 <= 0x39)
                || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")
        } && !theme.hasPrefix("-")
        if ok {
            config.theme = theme
        } else {
            y.diagnostics.error("theme \(Quote.text(theme)) must be a folder name (letters, digits, - and _)", at: y.at(node))
        }
    }
}
