import SiteData

/// One language's UI strings, as written in `strings/<language>.yml`.
///
/// Nested mappings give dotted keys (`nav:` → `dashboard:` is `nav.dashboard`). A mapping whose
/// keys are all CLDR plural categories (`one`, `few`, `many`, `other`, …) is one plural entry.
/// Texts hold `{name}` placeholders.
public struct StringTable: Sendable, Hashable {
    /// A text, or one text per plural category.
    public enum Entry: Sendable, Hashable {
        case text(String)
        case plural([PluralCategory: String])

        /// Every text of the entry (plural forms in category order).
        public var texts: [String] {
            switch self {
            case .text(let t): [t]
            case .plural(let forms): PluralCategory.allCases.compactMap { forms[$0] }
            }
        }
    }

    public let language: Language
    /// The display path of the file it came from.
    public let file: String
    public let entries: [String: Entry]
    /// Where each key was written, for messages.
    let locations: [String: SourceLocation]

    public init(language: Language, file: String, entries: [String: Entry]) {
        self.language = language
        self.file = file
        self.entries = entries
        self.locations = [:]
    }

    init(language: Language, file: String, entries: [String: Entry], locations: [String: SourceLocation]) {
        self.language = language
        self.file = file
        self.entries = entries
        self.locations = locations
    }

    /// Every key, sorted in code-point order.
    public var keys: [String] { entries.keys.sorted(by: codePointLess) }

    /// Parses a string table; every problem is reported at once as an `InputError`.
    public static func parse(_ yaml: String, file: String, language: Language) throws(InputError) -> StringTable {
        var diagnostics = Diagnostics()
        let document: YAMLDocument
        do { document = try YAMLDocument(yaml, path: file) } catch { throw InputError(Diagnostics([error])) }
        var entries: [String: Entry] = [:]
        var locations: [String: SourceLocation] = [:]
        if let root = document.root {
            guard case .mapping(let mapping) = root.content else {
                diagnostics.error("expected a map of string keys, found \(root.kindName)", at: document.location(root))
                throw InputError(diagnostics)
            }
            collect(mapping, prefix: "", document: document, language: language,
                    entries: &entries, locations: &locations, diagnostics: &diagnostics)
        }
        if diagnostics.hasErrors { throw InputError(diagnostics) }
        return StringTable(language: language, file: file, entries: entries, locations: locations)
    }

    private static func collect(_ mapping: [YAMLNode.Pair], prefix: String, document: YAMLDocument, language: Language,
                                entries: inout [String: Entry], locations: inout [String: SourceLocation],
                                diagnostics: inout Diagnostics) {
        for (keyNode, value) in mapping {
            guard let name = keyNode.scalar?.string, isValidKeyPart(name) else {
                diagnostics.error("a string key is letters, digits, \"_\" and \"-\", found \"\(keyNode.scalar?.string ?? keyNode.kindName)\"",
                                  at: document.location(keyNode))
                continue
            }
            let key = prefix.isEmpty ? name : prefix + "." + name
            switch value.content {
            case .scalar(let scalar):
                entries[key] = .text(scalar.string)
                locations[key] = document.location(keyNode)
            case .mapping(let inner):
                let names = inner.compactMap { $0.key.scalar?.string }
                if !names.isEmpty, names.count == inner.count,
                   names.allSatisfy({ PluralCategory(rawValue: $0) != nil }) {
                    var forms: [PluralCategory: String] = [:]
                    for (k, v) in inner {
                        guard let text = v.scalar?.string else {
                            diagnostics.error("plural form \"\(key).\(k.scalar?.string ?? "")\" must be a text, found \(v.kindName)",
                                              at: document.location(v))
                            continue
                        }
                        forms[PluralCategory(rawValue: k.scalar!.string)!] = text
                    }
                    let missing = language.requiredPluralCategories.filter { forms[$0] == nil }
                    if !missing.isEmpty {
                        let needed = language.requiredPluralCategories.map(\.rawValue).joined(separator: ", ")
                        diagnostics.error("plural \"\(key)\" lacks \(missing.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")) (\(language.rawValue) needs \(needed))",
                                          at: document.location(keyNode))
                    }
                    entries[key] = .plural(forms)
                    locations[key] = document.location(keyNode)
                } else {
                    collect(inner, prefix: key, document: document, language: language,
                            entries: &entries, locations: &locations, diagnostics: &diagnostics)
                }
            default:
                diagnostics.error("string \"\(key)\" must be a text or a map, found \(value.kindName)",
                                  at: document.location(value))
            }
        }
    }

    static func isValidKeyPart(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-"
        }
    }

    /// The `{name}` placeholders of an entry (over all its plural forms), sorted.
    public func placeholders(_ key: String) -> [String] {
        guard let entry = entries[key] else { return [] }
        var names = Set<String>()
        for text in entry.texts { names.formUnion(StringTable.placeholders(in: text)) }
        return names.sorted(by: codePointLess)
    }

    static func placeholders(in text: String) -> [String] {
        var names: [String] = []
        var current: String?
        for ch in text {
            if ch == "{" { current = "" }
            else if ch == "}", let name = current {
                if StringTable.isValidKeyPart(name) { names.append(name) }
                current = nil
            } else if current != nil { current!.append(ch) }
        }
        return names
    }

    /// How this table differs from `reference` (the `en` table): keys missing here, keys only
    /// here, plural entries that are plain texts on one side, and placeholders that differ.
    /// All are warnings located in this table's file.
    public func differences(from reference: StringTable) -> Diagnostics {
        var diagnostics = Diagnostics()
        let here = Set(entries.keys), there = Set(reference.entries.keys)
        for key in there.subtracting(here).sorted(by: codePointLess) {
            diagnostics.warning("missing string \"\(key)\"; using the \(reference.language.rawValue) text",
                                at: SourceLocation(file: file))
        }
        for key in here.subtracting(there).sorted(by: codePointLess) {
            diagnostics.warning("string \"\(key)\" is not in \(reference.file)",
                                at: locations[key] ?? SourceLocation(file: file))
        }
        for key in here.intersection(there).sorted(by: codePointLess) {
            let location = locations[key] ?? SourceLocation(file: file)
            switch (entries[key]!, reference.entries[key]!) {
            case (.text, .plural): diagnostics.warning("string \"\(key)\" should have plural forms, as in \(reference.file)", at: location)
            case (.plural, .text): diagnostics.warning("string \"\(key)\" has plural forms, but not in \(reference.file)", at: location)
            default: break
            }
            let mine = placeholders(key), theirs = reference.placeholders(key)
            if mine != theirs {
                let show: ([String]) -> String = { $0.isEmpty ? "none" : $0.map { "{\($0)}" }.joined(separator: " ") }
                diagnostics.warning("placeholders of \"\(key)\" are \(show(mine)), in \(reference.file) \(show(theirs))",
                                    at: location)
            }
        }
        return diagnostics
    }
}
