import SiteData

extension DesignTokens {
    /// These tokens with `site.yml`'s `theme.tokens` applied. A colour's single value replaces it
    /// in light and dark mode; `{light, dark}` sets each. A name the theme does not define, a
    /// gradient (two colours: change it in a copy of the theme), or a value that could break out
    /// of CSS is an error at its place in site.yml.
    public func applying(_ overrides: [TokenOverride]) throws(InputError) -> DesignTokens {
        var tokens = self
        var diagnostics = Diagnostics()
        let known = Set(colors.keys).union(sizes.keys).union(fonts.keys).sorted(by: codePointLess)
        for o in overrides {
            for value in [o.light] + (o.dark.map { [$0] } ?? []) where !Self.isSafe(value) {
                diagnostics.error("theme.tokens.\(o.name): \"\(value)\" is empty or holds ; { } < > \\, a line break, url( or @import",
                                  at: o.location)
            }
            if colors[o.name] != nil {
                tokens.colors[o.name] = o.light
                tokens.darkColors[o.name] = o.dark ?? o.light
            } else if o.dark != nil {
                diagnostics.error("theme.tokens.\(o.name): only colours have a dark value", at: o.location)
            } else if sizes[o.name] != nil {
                tokens.sizes[o.name] = o.light
            } else if fonts[o.name] != nil {
                tokens.fonts[o.name] = o.light
            } else if gradients[o.name] != nil {
                diagnostics.error("theme.tokens.\(o.name) is a gradient (two colours); change it in a copy of the theme "
                                  + "(`sitegen theme export DIR`)", at: o.location)
            } else {
                let hint = ClosestName.suggest(o.name, among: known).map { "; did you mean \"\($0)\"?" }
                    ?? " (its tokens: \(known.joined(separator: ", ")))"
                diagnostics.error("theme.tokens: the theme has no token \"\(o.name)\"" + hint, at: o.location)
            }
        }
        if diagnostics.hasErrors { throw InputError(diagnostics) }
        return tokens
    }

    /// The same rule as for token files: nothing that could end a declaration or load anything.
    static func isSafe(_ value: String) -> Bool {
        let lower = value.lowercased()
        return !(value.isEmpty || value.contains(where: { ";{}<>\\\n\r".contains($0) })
            || lower.contains("url(") || lower.contains("@import") || lower.contains("expression("))
    }
}

extension Theme {
    /// This theme with `site.yml`'s token overrides applied (see `DesignTokens.applying`).
    public func applying(_ overrides: [TokenOverride]) throws(InputError) -> Theme {
        guard !overrides.isEmpty else { return self }
        return Theme(name: name, location: location, tokens: try tokens.applying(overrides), stylesheetPaths: stylesheetPaths,
                     stringsFolder: stringsFolder, pagesFolder: pagesFolder, storage: storage)
    }
}
