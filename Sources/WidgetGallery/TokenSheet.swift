/// A tiny reader for `Themes/default/tokens.yml` (its documented subset only) that writes the
/// CSS custom properties: light values and sizes on `:root, .theme-light`, dark colour values
/// on `.theme-dark`.
struct TokenSheet {
    var light: [(String, String)] = []
    var dark: [(String, String)] = []
    var other: [(String, String)] = []

    init(yaml: String) {
        var section = ""
        var subsection = ""
        for rawLine in yaml.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = String(rawLine)
            if line.hasPrefix("#") || line.trimmed(" ").isEmpty { continue }
            let indent = line.prefix(while: { $0 == " " }).count
            let body = line.trimmed(" ")
            guard let colon = body.firstIndex(of: ":") else { continue }
            let key = String(body[..<colon])
            let value = String(body[body.index(after: colon)...]).trimmed(" ")
            switch indent {
            case 0: section = key; subsection = ""
            case 2 where value.isEmpty: subsection = key
            default:
                switch section {
                case "colors":
                    let entry = ("--color-" + key, Self.unquoted(value))
                    if subsection == "dark" { dark.append(entry) } else { light.append(entry) }
                case "gradients":
                    let parts = value.trimmed("[]").split(separator: ",").map { Self.unquoted(String($0)) }
                    if parts.count == 2 {
                        other.append(("--gradient-\(key)-start", parts[0]))
                        other.append(("--gradient-\(key)-end", parts[1]))
                    }
                case "sizes": other.append(("--size-" + key, Self.unquoted(value)))
                case "fonts": other.append(("--font-" + key, Self.unquoted(value)))
                default: break
                }
            }
        }
    }

    static func unquoted(_ s: String) -> String {
        let t = s.trimmed(" ")
        if t.count >= 2, t.first == "\"", t.last == "\"" { return String(t.dropFirst().dropLast()) }
        return t
    }

    var css: String {
        func block(_ selector: String, _ entries: [(String, String)]) -> String {
            selector + " {\n" + entries.map { "  \($0.0): \($0.1);\n" }.joined() + "}\n"
        }
        return block(":root, .theme-light", light + other) + block(".theme-dark", dark)
    }
}

extension String {
    func trimmed(_ set: String) -> String {
        let chars = Set(set)
        var s = Substring(self)
        while let f = s.first, chars.contains(f) { s = s.dropFirst() }
        while let l = s.last, chars.contains(l) { s = s.dropLast() }
        return String(s)
    }
}
