extension NotesLoader {
    /// `names` (sorted) without the ones that are an earlier name in another case or Unicode
    /// form, and an error at each of those naming both files. `José.md` written with `é` and
    /// with `e` + a combining accent are one name to Swift, to macOS and to the site (one page
    /// for two notes), and `Visit.md` and `visit.md` are one file on macOS and Windows: the
    /// folder cannot be copied there whole, so the site would differ by machine.
    static func distinctNames(_ names: [String], displayRoot: String) -> ([String], Diagnostics) {
        var diagnostics = Diagnostics()
        var kept: [String] = []
        // Swift's `String` compares and hashes canonically equivalent text as equal, so this key
        // is the same for two spellings of one name in any Unicode form and any case.
        var first: [String: String] = [:]
        for name in names {
            let key = name.lowercased()
            guard let earlier = first[key] else {
                first[key] = name
                kept.append(name)
                continue
            }
            let at = SourceLocation(file: displayRoot + "/" + name)
            if earlier == name {
                diagnostics.error("\(Quote.text(earlier)) and \(Quote.text(name)) are one name written with different "
                                  + "Unicode characters (\(scalars(earlier)) and \(scalars(name))), so both notes would "
                                  + "be one page; rename or remove one of them", at: at)
            } else {
                diagnostics.error("\(Quote.text(earlier)) and \(Quote.text(name)) differ only in upper and lower case: "
                                  + "macOS and Windows keep only one of them; rename or remove one of them", at: at)
            }
        }
        return (kept, diagnostics)
    }

    /// `name` with every character outside ASCII as `\u{…}`, to show how two names that look
    /// alike differ: `Jos\u{e9}.md`, `Jose\u{301}.md`.
    static func scalars(_ name: String) -> String {
        var out = ""
        for scalar in name.unicodeScalars {
            if scalar.isASCII { out.unicodeScalars.append(scalar) } else { out += "\\u{" + String(scalar.value, radix: 16) + "}" }
        }
        return out
    }
}
