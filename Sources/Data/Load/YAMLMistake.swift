/// The likely cause of a YAML syntax error, in words, for the mistakes people make by hand in
/// `site.yml`, `athlete.yml` and front matter: a space left at the start of a line after
/// removing its `#` ("uncomment"), a tab, a missing space after `key:`. libYAML's own words
/// ("did not find expected key") say where the parser stopped, often a line later; this names
/// the line to change and how, and the parser's words follow as a detail.
struct YAMLMistake: Equatable {
    /// 1-based line and column of the mistake in the text given.
    var line: Int
    var column: Int
    var message: String

    /// The mistake on the line of the parser's error (1-based `errorLine`) or one of the two
    /// before it, the nearest first; nil when none of these lines shows one of the known
    /// mistakes (the parser's message stands alone then).
    static func find(in text: String, errorLine: Int) -> YAMLMistake? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
        }
        guard errorLine >= 1 else { return nil }
        for n in stride(from: min(errorLine, lines.count), through: max(1, errorLine - 2), by: -1) {
            if let found = tab(lines[n - 1], line: n) ?? missingSpace(lines[n - 1], line: n)
                ?? leadingSpace(lines, line: n) { return found }
        }
        return nil
    }

    /// Spaces and tabs at the start of `line`, and whether the line holds anything else.
    private static func indent(_ line: String) -> (width: Int, hasTab: Bool, tabColumn: Int)? {
        var width = 0, tabColumn = 0
        for s in line.unicodeScalars {
            if s == " " { width += 1; continue }
            if s == "\t" { if tabColumn == 0 { tabColumn = width + 1 }; width += 1; continue }
            return s == "#" ? nil : (width, tabColumn > 0, tabColumn)
        }
        return nil  // blank
    }

    /// A tab among the spaces that start a line.
    static func tab(_ text: String, line: Int) -> YAMLMistake? {
        guard let i = indent(text), i.hasTab else { return nil }
        return YAMLMistake(line: line, column: i.tabColumn,
                           message: "this line starts with a tab, and YAML allows only spaces there: replace the tab with "
                           + "spaces (or remove it, if the line is not meant to be inside the one above)")
    }

    /// `sport:Baseball`: a key and its value with no space between (YAML then reads one word).
    static func missingSpace(_ text: String, line: Int) -> YAMLMistake? {
        guard let i = indent(text) else { return nil }
        let body = text.unicodeScalars.dropFirst(i.width)
        guard let colon = body.firstIndex(of: ":") else { return nil }
        let key = String(body[..<colon])
        let after = body.index(after: colon)
        guard !key.isEmpty, key.unicodeScalars.allSatisfy({ $0 == "_" || $0 == "-" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }),
              after < body.endIndex, body[after] != " ", body[after] != "/" else { return nil }
        let value = String(body[after...])
        return YAMLMistake(line: line, column: i.width + key.unicodeScalars.count + 2,
                           message: "a space is missing after \"\(key):\": write \(Quote.text(key + ": " + value))")
    }

    /// A key indented more than the line above, where the line above holds a value of its own
    /// (so nothing may be inside it): most often the space left after removing a `#`.
    static func leadingSpace(_ lines: [String], line n: Int) -> YAMLMistake? {
        guard let here = indent(lines[n - 1]), here.width > 0, !here.hasTab else { return nil }
        // The line above that holds something (comments and blank lines skipped).
        var p = n - 1
        while p >= 1, indent(lines[p - 1]) == nil { p -= 1 }
        let text = lines[n - 1].trimmingSpaces
        let key = text.firstIndex(of: ":").map { String(text[..<$0]) }
        guard let key, !key.isEmpty, !key.hasPrefix("-") else { return nil }
        let spaces = { (n: Int) in n == 1 ? "1 space" : "\(n) spaces" }
        guard p >= 1, let above = indent(lines[p - 1]) else {
            return nil
        }
        var aboveText = lines[p - 1].trimmingSpaces
        if let hash = aboveText.range(of: " #") { aboveText = String(aboveText[..<hash.lowerBound]).trimmingSpaces }
        // `packet:` or `- name: x`: the line above may hold lines inside it.
        let contentIndent = above.width + (aboveText.hasPrefix("- ") ? 2 : 0)
        guard !aboveText.hasSuffix(":"), !aboveText.hasSuffix("|"), !aboveText.hasSuffix(">"), here.width > contentIndent else {
            return nil
        }
        let extra = here.width - contentIndent
        var aboveKey = aboveText.hasPrefix("- ") ? String(aboveText.dropFirst(2)) : aboveText
        aboveKey = aboveKey.firstIndex(of: ":").map { String(aboveKey[..<$0]) } ?? aboveKey
        return YAMLMistake(line: n, column: 1,
                           message: "this line starts with \(spaces(extra)) more than the line above (left when a \"#\" was "
                           + "removed?), so YAML reads \"\(key):\" as part of \"\(aboveKey):\"; remove \(extra == 1 ? "that space" : "those spaces") "
                           + "so that \"\(key):\" lines up with \"\(aboveKey):\"")
    }
}
