extension Diagnostic {
    /// What makes two diagnostics "the same problem" for the terminal's per-kind limit: the
    /// severity and the message with every quoted value (`"…"`, as `Quote.text` writes them)
    /// and every run of digits blanked out. `image "a.png" not found …` and
    /// `image "b.png" not found …` are one kind; a missing column and an unknown key are two.
    public var kind: String {
        var out = severity.rawValue + ": "
        var inQuote = false, escaped = false, inDigits = false
        for ch in message {
            if inQuote {
                if escaped { escaped = false } else if ch == "\\" { escaped = true } else if ch == "\"" { inQuote = false; out += "\"" }
                continue
            }
            if ch == "\"" { inQuote = true; inDigits = false; out += "\"…"; continue }
            if ch.isASCII, ch.isNumber {
                if !inDigits { out += "#" }
                inDigits = true
                continue
            }
            inDigits = false
            out.append(ch)
        }
        return out
    }
}
