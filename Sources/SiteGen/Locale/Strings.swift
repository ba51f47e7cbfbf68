import SiteData

/// The UI strings of one language, with the `en` table behind it for keys it lacks.
///
/// ```swift
/// strings[.navDashboard]                                   // "Dashboard"
/// strings[.actionRespondOffer, ["school": "Iowa"]]          // "Respond to Iowa offer"
/// strings[.actionDeadlineIn, count: 3]                      // pl: "Termin za 3 dni"
/// strings[dynamic: "size.\(value)"]                         // a key built at run time
/// ```
/// Texts are plain text: the caller escapes them for HTML. Arguments are inserted as given and
/// never scanned again for placeholders. An unknown placeholder is left as written; an unknown
/// key gives the key itself. `StringKey` is generated from en.yml, so a literal key that the
/// tables lack does not compile.
public struct Strings: Sendable {
    public let language: Language
    public let formatter: LocaleFormatter
    let primary: StringTable
    let fallback: StringTable?
    /// Both tables merged, made once: pages look up hundreds of thousands of strings, and one
    /// lookup instead of two (primary, then fallback) is what each of them costs.
    private let lookup: Lookup

    /// `table` first, then `fallback` (the `en` table) for keys `table` lacks.
    public init(_ table: StringTable, fallback: StringTable? = nil) {
        self.language = table.language
        self.formatter = LocaleFormatter(table.language)
        self.primary = table
        self.fallback = fallback
        self.lookup = Lookup(table, fallback: fallback)
    }

    /// Each key's entry and the language it was written in; shared by every copy.
    private final class Lookup: Sendable {
        let entries: [String: (entry: StringTable.Entry, language: Language)]
        /// `entries` of each `StringKey`, by `StringKey.index`: a page's many literal keys are
        /// found without hashing their names.
        let byKey: [(entry: StringTable.Entry, language: Language)?]
        /// The text of `prefix.value` for the values `label` knows, per prefix: a few short
        /// pairs each, found by comparing (cheaper than hashing two strings a lookup).
        let labels: [(prefix: String, texts: [(value: String, text: String)])]

        init(_ table: StringTable, fallback: StringTable?) {
            var entries: [String: (entry: StringTable.Entry, language: Language)] = [:]
            if let fallback { for (key, entry) in fallback.entries { entries[key] = (entry, fallback.language) } }
            for (key, entry) in table.entries { entries[key] = (entry, table.language) }
            self.entries = entries
            byKey = StringKey.all.map { entries[$0.name] }
            // Sorted, so that the lookup order never depends on a dictionary's.
            labels = Strings.labelValues.sorted { codePointLess($0.key, $1.key) }.map { prefix, values in
                (prefix, values.sorted(by: codePointLess).compactMap { value in
                    entries[prefix + "." + value].map { (value, Strings.text($0, [:])) }
                })
            }
        }
    }

    /// The values of free-text columns that have a string each (`size.small`,
    /// `school_status.offered`), per prefix: what `label` looks up.
    static let labelValues: [String: Set<String>] = [
        "school_status": ["interested", "contacted", "visited", "offered", "committed", "declined"],
        "size": ["very_small", "small", "medium", "large", "very_large"],
        "offer": ["full", "partial", "walk_on", "preferred_walk_on"],
        "interaction": ["email", "call", "text", "visit", "camp", "dm", "other"],
        "event": ["camp", "showcase", "visit", "game", "tournament", "deadline"],
    ]

    /// The text of `prefix.value` when `value` is one of `labelValues[prefix]` and the tables
    /// have the key; nil otherwise.
    func label(_ prefix: String, _ value: String) -> String? {
        guard let texts = lookup.labels.first(where: { $0.prefix == prefix })?.texts else { return nil }
        return texts.first { $0.value == value }?.text
    }

    /// Whether the key exists in the table or its fallback.
    public func contains(_ key: String) -> Bool { entry(key) != nil }

    /// Every key, the fallback's included, sorted in code-point order.
    public var keys: [String] {
        Set(primary.entries.keys).union(fallback?.entries.keys ?? [:].keys).sorted(by: codePointLess)
    }

    /// The lookup behind the subscripts; an unknown key gives the key itself.
    func text(_ key: String, _ arguments: [String: String]) -> String {
        guard let entry = entry(key) else { return key }
        return Strings.text(entry, arguments)
    }

    private static func text(_ entry: (entry: StringTable.Entry, language: Language), _ arguments: [String: String]) -> String {
        switch entry.entry {
        case .text(let text):
            // No arguments: every placeholder stays as written, so the text is the answer.
            return arguments.isEmpty ? text : Strings.fill(text, arguments)
        case .plural(let forms):
            let form = forms[.other] ?? forms[entry.language.requiredPluralCategories.last!] ?? ""
            return arguments.isEmpty ? form : Strings.fill(form, arguments)
        }
    }

    /// The lookup behind the `StringKey` subscript: by the key's index.
    func text(_ key: StringKey, _ arguments: [String: String]) -> String {
        guard let entry = lookup.byKey[key.index] else { return key.name }
        return Strings.text(entry, arguments)
    }

    /// The plural lookup behind the `StringKey` subscript.
    func text(_ key: StringKey, count: Int, _ arguments: [String: String]) -> String {
        guard let entry = lookup.byKey[key.index] else { return key.name }
        return Strings.text(entry, count: count, arguments)
    }

    /// The plural lookup behind the subscripts; an unknown key gives the key itself.
    func text(_ key: String, count: Int, _ arguments: [String: String]) -> String {
        guard let entry = entry(key) else { return key }
        return Strings.text(entry, count: count, arguments)
    }

    private static func text(_ entry: (entry: StringTable.Entry, language: Language), count: Int,
                             _ arguments: [String: String]) -> String {
        var arguments = arguments
        if arguments["n"] == nil { arguments["n"] = LocaleFormatter(entry.language).integer(count) }
        switch entry.entry {
        case .text(let text):
            return Strings.fill(text, arguments)
        case .plural(let forms):
            let category = entry.language.pluralCategory(count)
            let form = forms[category] ?? forms[.other] ?? forms[entry.language.requiredPluralCategories.last!] ?? ""
            return Strings.fill(form, arguments)
        }
    }

    private func entry(_ key: String) -> (entry: StringTable.Entry, language: Language)? {
        lookup.entries[key]
    }

    /// Replaces `{name}` with `arguments[name]` in one pass; unknown names stay as written.
    ///
    /// Works on UTF-8 bytes (every page fills hundreds of strings): `{` and `}` are ASCII, so
    /// they never occur inside a multi-byte character, and the runs between them are copied
    /// whole.
    static func fill(_ template: String, _ arguments: [String: String]) -> String {
        var template = template
        return template.withUTF8 { t -> String? in
            let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
            guard var brace = t.firstIndex(of: open) else { return nil }
            var out: [UInt8] = []
            out.reserveCapacity(t.count + 32)
            var runStart = 0
            while true {
                // `brace` is a `{` at or after `runStart`.
                guard let end = t[(brace + 1)...].firstIndex(of: close) else { break }
                let name = String(decoding: UnsafeBufferPointer(rebasing: t[(brace + 1)..<end]), as: UTF8.self)
                if let value = arguments[name] {
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: t[runStart..<brace]))
                    out.append(contentsOf: value.utf8)
                    runStart = end + 1
                    guard let next = t[runStart...].firstIndex(of: open) else { break }
                    brace = next
                } else {
                    // Not a placeholder: the `{` stays, and the search goes on right after it.
                    guard let next = t[(brace + 1)...].firstIndex(of: open) else { break }
                    brace = next
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: t[runStart...]))
            return String(decoding: out, as: UTF8.self)
        } ?? template
    }
}
